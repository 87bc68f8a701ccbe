/**
 * Child process of the parse-memory benchmark: reads the GPX file named in argv[2], parses it and
 * prints one JSON line with the resident set size before reading and the peak resident set size
 * after parsing (bytes). Run alone so nothing else shares the process's memory.
 */
import { readFileSync } from 'node:fs';
import { parseGpx } from '../../src/domain/gpx/parse-gpx';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: parse-memory-child <file.gpx>');
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const rssBefore = process.memoryUsage().rss;
const bytes = readFileSync(file);
const t0 = performance.now();
const parsed = parseGpx(bytes);
const parseMs = performance.now() - t0;
const peakRss = process.resourceUsage().maxRSS * 1024;
process.stdout.write(
  `${JSON.stringify({ fileSize: bytes.length, rssBefore, peakRss, parseMs, points: parsed.track.length })}\n`,
);
