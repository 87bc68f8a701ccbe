/**
 * `npm run efforts -- --segment SEGMENT.gpx <files or folders>...`: every effort on one segment in
 * GPX, FIT and TCX files, as NDJSON, found by the same domain code as the app
 * (src/domain/segments: buildSegment, prepareSegment, matchSegment).
 *
 * The segment is the track of SEGMENT.gpx (its routes when it has no track), named by the file's
 * name, else the file name. Inputs are read as `npm run stats` reads them (folders walked for
 * activity files, gzip unpacked).
 *
 * One line per effort found, in file order then time order, with exactly these keys (null where
 * absent): file, segmentName, startTime, endTime (ISO 8601 UTC), elapsedS, movingS, distanceM,
 * avgSpeedMps, avgHr, avgPower. A file with no effort prints nothing; a file that cannot be read
 * prints {file, ok: false, error} and the tool goes on.
 * Exit status: 0 once every input was processed; 2 on usage errors (no --segment, an unreadable or
 * too-short segment, no input, a missing path, an unknown option), before any output.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { gunzipSync } from 'fflate';
import { parseActivity } from '../src/domain/formats/parse-activity';
import { buildSegment, pointsFromTrack } from '../src/domain/segments/build-segment';
import { matchSegment } from '../src/domain/segments/effort-figures';
import { prepareSegment, type PreparedSegment } from '../src/domain/segments/prepare';
import type { EffortMatch } from '../src/domain/segments/types';
import { ACTIVITY_NAME, walkFiles } from './lib/walk-files';

const USAGE = 'usage: npm run efforts -- --segment SEGMENT.gpx <files or folders>...';

class UsageError extends Error {}

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function readBytes(file: string): Uint8Array {
  const bytes = readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

function parseArgs(argv: readonly string[]): { segmentFile: string; paths: string[] } {
  const at = argv.indexOf('--segment');
  if (at < 0 || at + 1 >= argv.length) throw new UsageError('--segment SEGMENT.gpx is required');
  const rest = argv.filter((_, i) => i !== at && i !== at + 1);
  const unknown = rest.find((a) => a.startsWith('--'));
  if (unknown) throw new UsageError(`unknown option ${unknown}`);
  if (rest.length === 0) throw new UsageError('no file or folder given');
  return { segmentFile: argv[at + 1]!, paths: rest };
}

function loadSegment(file: string): PreparedSegment {
  try {
    const parsed = parseActivity(readBytes(file), basename(file).replace(/\.gz$/i, ''));
    const { track } = parsed;
    const name =
      parsed.name ??
      basename(file)
        .replace(/\.gz$/i, '')
        .replace(/\.gpx$/i, '');
    const points = pointsFromTrack(track, 0, track.length - 1);
    return prepareSegment(buildSegment({ id: 'cli', name, points, createdAt: 0, source: 'gpx' }));
  } catch (err) {
    throw new UsageError(
      `cannot read the segment ${file}: ${oneLine(err instanceof Error ? err.message : String(err))}`,
    );
  }
}

function collectFiles(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch {
      throw new UsageError(`no such file or folder: ${p}`);
    }
    return isDir ? walkFiles(p, ACTIVITY_NAME) : [p];
  });
}

function effortLine(file: string, segmentName: string, e: EffortMatch) {
  return {
    file,
    segmentName,
    startTime: iso(e.startTime),
    endTime: iso(e.endTime),
    elapsedS: e.elapsedS,
    movingS: e.movingS,
    distanceM: e.distanceM,
    avgSpeedMps: e.avgSpeedMps,
    avgHr: e.avgHr,
    avgPower: e.avgPower,
  };
}

/** The NDJSON lines of one file; never throws. */
function fileLines(file: string, segment: PreparedSegment): object[] {
  try {
    const parsed = parseActivity(readBytes(file), basename(file).replace(/\.gz$/i, ''));
    return matchSegment(segment, parsed.track).map((e) => effortLine(file, segment.name, e));
  } catch (err) {
    return [{ file, ok: false, error: oneLine(err instanceof Error ? err.message : String(err)) }];
  }
}

function main(argv: readonly string[]): number {
  let segment: PreparedSegment;
  let files: string[];
  try {
    if (argv.includes('--help') || argv.includes('-h')) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const args = parseArgs(argv);
    segment = loadSegment(args.segmentFile);
    files = collectFiles(args.paths);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`efforts: ${err.message}\n${USAGE}\n`);
    return 2;
  }
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  for (const file of files) {
    for (const line of fileLines(file, segment)) process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
