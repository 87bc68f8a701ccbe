/**
 * `bench parse`: parse plus statistics of a generated ~10 MB, 45,000-point GPX file with heart rate
 * (scripts/bench/generate-gpx.ts, deterministic), against gpxparser on linkedom's DOMParser on the
 * same file in the same run, and against a raw lower bound: decoding the bytes with TextDecoder and
 * counting `<trkpt` with indexOf.
 *   figure: MB/s of parseGpx + computeStats (MB = 10^6 bytes). Every time here is CPU time
 *   (process.cpuUsage, user + system, GC threads included) of the fastest of several runs: on a
 *   machine shared with other work, wall-clock time measures the other work more than ours;
 *   "<a>x gpxparser": gpxparser time / our time; "<b>x lower bound": our time / lower-bound time.
 *   Budget: a >= 30, figure >= 60 MB/s, b <= 2.
 * `bench parse-memory`: peak resident memory growth while parsing a generated ~100 MB file, in a
 * child process (the input buffer included), as a multiple of the file size. Budget: < 4.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGpx } from '../../src/domain/gpx/parse-gpx';
import { computeStats } from '../../src/domain/stats/compute-stats';
import { generateGpx, gpxChunks } from './generate-gpx';
import { loadGpxParser } from './gpxparser-linkedom';
import type { Bench, BenchResult } from './types';
import { fastest } from './figures';

const POINTS = 45_000;
const MEMORY_POINTS = 450_000;
const WARMUP_RUNS = 5;
const TIMED_RUNS = 15;
const GPXPARSER_RUNS = 2;
const BUDGET = { minSpeedup: 30, minMBps: 60, maxLowerBoundRatio: 2, maxMemoryRatio: 4 };

function lowerBound(bytes: Uint8Array): number {
  const text = new TextDecoder().decode(bytes);
  let count = 0;
  for (let i = text.indexOf('<trkpt'); i >= 0; i = text.indexOf('<trkpt', i + 6)) count++;
  return count;
}

function oursOnce(bytes: Uint8Array): number {
  return computeStats(parseGpx(bytes).track).points;
}

async function runParse(): Promise<BenchResult> {
  const bytes = generateGpx(POINTS);
  if (oursOnce(bytes) !== POINTS || lowerBound(bytes) !== POINTS)
    throw new Error('generated file does not read back');
  for (let i = 0; i < WARMUP_RUNS; i++) {
    oursOnce(bytes);
    lowerBound(bytes);
  }
  // Interleaved, so both suffer the same background load.
  let ours = Infinity;
  let bound = Infinity;
  for (let i = 0; i < TIMED_RUNS; i++) {
    ours = Math.min(
      ours,
      fastest(1, () => oursOnce(bytes)),
    );
    bound = Math.min(
      bound,
      fastest(1, () => lowerBound(bytes)),
    );
  }
  const GpxParser = await loadGpxParser();
  const text = new TextDecoder().decode(bytes);
  const theirs = fastest(GPXPARSER_RUNS, () => {
    const p = new GpxParser();
    p.parse(text);
    if (p.tracks[0]?.points.length !== POINTS) throw new Error('gpxparser did not read the generated file');
  });
  const mbps = bytes.length / 1e6 / (ours / 1000);
  const speedup = theirs / ours;
  const boundRatio = ours / bound;
  return {
    figure: mbps,
    unit: 'MB/s',
    comparison: `${speedup.toFixed(1)}x gpxparser, ${boundRatio.toFixed(2)}x lower bound`,
    withinBudget:
      speedup >= BUDGET.minSpeedup && mbps >= BUDGET.minMBps && boundRatio <= BUDGET.maxLowerBoundRatio,
  };
}

function runMemory(): Promise<BenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-parse-memory-'));
  try {
    const file = join(dir, 'big.gpx');
    const fd = openSync(file, 'w');
    for (const chunk of gpxChunks(MEMORY_POINTS, 2)) writeSync(fd, chunk);
    closeSync(fd);
    const child = join(dirname(fileURLToPath(import.meta.url)), 'parse-memory-child.ts');
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', child, file], {
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (r.status !== 0) throw new Error(`child failed: ${r.stderr.trim().split('\n')[0] ?? r.status}`);
    const m = JSON.parse(r.stdout) as {
      fileSize: number;
      rssBefore: number;
      peakRss: number;
      parseMs: number;
      points: number;
    };
    if (m.points !== MEMORY_POINTS) throw new Error(`read ${m.points} points of ${MEMORY_POINTS}`);
    const ratio = (m.peakRss - m.rssBefore) / m.fileSize;
    const mb = (n: number): string => `${(n / 1e6).toFixed(0)} MB`;
    return Promise.resolve({
      figure: ratio,
      unit: 'x file size',
      comparison: `peak RSS +${mb(m.peakRss - m.rssBefore)} for a ${mb(m.fileSize)} file of ${m.points} points, input included, parsed in ${(m.parseMs / 1000).toFixed(2)} s; budget < ${BUDGET.maxMemoryRatio}x`,
      withinBudget: ratio < BUDGET.maxMemoryRatio,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const benches: Bench[] = [
  { name: 'parse', run: runParse },
  { name: 'parse-memory', run: runMemory },
];

export default benches;
