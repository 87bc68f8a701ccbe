/**
 * `npm run stats -- <file-or-folder>... [--timing]`: statistics of GPX, FIT and TCX files as NDJSON,
 * one line per file, computed by the same domain code as the app (parseActivity, activityStats,
 * summarize).
 *
 * Inputs: files are read whatever their name, their format found from the content (detect.ts);
 * folders are walked recursively (symbolic links to folders are not followed) for *.gpx, *.fit,
 * *.tcx and each of them .gz, in sorted order. Gzip content (by its magic bytes) is decompressed
 * with fflate first.
 *
 * Each line has exactly these keys, absent values null:
 *   file, ok, error, name, sport, startTime (ISO 8601 UTC), points, segments, distanceM, elapsedS,
 *   movingS, elevationGainM, elevationLossM, minElevationM, maxElevationM, avgSpeedMps,
 *   maxSpeedMps, avgHr, maxHr, avgCadence, avgPower, bestEfforts, elevationGainRawM,
 *   elevationSource, stopsS, warnings, format, device, deviceDistanceM, deviceTimerS, deviceAscentM,
 *   part, parts
 * plus parseMs and statsMs (in-process milliseconds; statsMs is everything after parsing the app does
 * with a file: statistics, sanity rules, view products) with --timing.
 * - name: the file's metadata/track/route name, else the file name without .gpx/.gz.
 * - points/segments: of the track the statistics use (a routes-only file's routes).
 * - bestEfforts: an object {"400m": s, "1k": s, "1mi": s, "5k": s, "10k": s, "half": s,
 *   "marathon": s} of the fastest time in seconds for each distance the activity covers; null
 *   when it covers none (or has no times).
 * - elevationGainRawM: the raw sum of elevation rises beside the smoothed elevationGainM;
 *   elevationSource: "barometric", "gps" or "unknown" (src/domain/stats/elevation-source.ts).
 * - stopsS: stopped time inside segments (stops and pauses), seconds (src/domain/stats/timeline.ts).
 * - warnings: the reader's warnings, one line each ([] when none; [] also for a file not read).
 * - format: "gpx", "fit" or "tcx", found from the content.
 * - device: the recording device or app: FIT manufacturer and product ("Garmin edge_530"), TCX
 *   Creator name, GPX creator attribute; null when the file does not say.
 * - deviceDistanceM, deviceTimerS, deviceAscentM: the totals the device wrote itself (FIT
 *   sessions or TCX laps, summed), beside ours; null where the file has none (GPX).
 * - part, parts: a file the app splits into several activities (a data logger's: sanity/logger-split.ts)
 *   gives one line per activity, in order, with its part number (1-based) and the number of parts;
 *   a file kept whole gives one line with part null and parts 1 (both null when the file is not read).
 * The figures are the app's (processParsed, with the sanity rules of src/domain/sanity).
 * --edit OPS.json: the figures after the edits of OPS.json (a JSON array of operations addressing
 *   points by UTC time, src/domain/edits/types.ts; the README shows the shape), applied to each file
 *   as the app applies an activity's stored edits; an edit that cannot be made (it would leave fewer
 *   than two points, say) gives ok: false with the reason. A merge needs the other activities and
 *   is refused here. An OPS.json that cannot be read is a usage error.
 * A file that cannot be read gives ok: false, a one-line error and nulls, and the tool goes on.
 * Exit status: 0 once every input was processed, 2 on usage errors (no input, a missing path, an
 * unknown option), before any output.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { ACTIVITY_NAME, walkFiles } from './lib/walk-files';
import { gunzipSync } from 'fflate';
import { FitParseError } from '../src/domain/fit/types';
import { parseActivity } from '../src/domain/formats/parse-activity';
import { GpxParseError } from '../src/domain/track/types';
import { processParsed } from '../src/domain/process-activity';
import { TcxParseError } from '../src/domain/tcx/parse-tcx';
import type { TrackSummary } from '../src/domain/stats/types';
import { EditError, type EditOp } from '../src/domain/edits/types';
import { readEditOps, withoutEditArgs } from './lib/edit-ops';

const USAGE = 'usage: npm run stats -- <file-or-folder>... [--timing] [--edit OPS.json]';

type Value = string | number | boolean | null | Record<string, number> | string[];

const NULL_FIELDS = {
  name: null,
  sport: null,
  startTime: null,
  points: null,
  segments: null,
  distanceM: null,
  elapsedS: null,
  movingS: null,
  elevationGainM: null,
  elevationLossM: null,
  minElevationM: null,
  maxElevationM: null,
  avgSpeedMps: null,
  maxSpeedMps: null,
  avgHr: null,
  maxHr: null,
  avgCadence: null,
  avgPower: null,
  bestEfforts: null,
  elevationGainRawM: null,
  elevationSource: null,
  stopsS: null,
  warnings: [],
  format: null,
  device: null,
  deviceDistanceM: null,
  deviceTimerS: null,
  deviceAscentM: null,
  part: null,
  parts: null,
};

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): { paths: string[]; timing: boolean } {
  const options = argv.filter((a) => a.startsWith('--'));
  const unknown = options.filter((o) => o !== '--timing');
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown[0]}`);
  const paths = argv.filter((a) => !a.startsWith('--'));
  if (paths.length === 0) throw new UsageError('no file or folder given');
  return { paths, timing: options.includes('--timing') };
}

/** The files to read, in order: named files as given, folders walked for activity files (ACTIVITY_NAME). */
function collectFiles(paths: readonly string[]): string[] {
  const stats = paths.map((p) => {
    try {
      return statSync(p);
    } catch {
      throw new UsageError(`no such file or folder: ${p}`);
    }
  });
  return paths.flatMap((p, i) => (stats[i]!.isDirectory() ? walkFiles(p, ACTIVITY_NAME) : [p]));
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function readBytes(file: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    throw new GpxParseError(`cannot read the file: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  try {
    return gunzipSync(bytes);
  } catch (err) {
    throw new GpxParseError(
      `cannot decompress the file: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

function summaryFields(s: TrackSummary): Record<string, Value> {
  const efforts = Object.fromEntries(s.bestEfforts.map((e) => [e.key, e.timeS]));
  return {
    name: s.name,
    sport: s.sport,
    startTime: s.startTime === null ? null : new Date(s.startTime).toISOString(),
    points: s.points,
    segments: s.segments,
    distanceM: s.distanceM,
    elapsedS: s.elapsedS,
    movingS: s.movingS,
    elevationGainM: s.elevationGainM,
    elevationLossM: s.elevationLossM,
    minElevationM: s.minElevationM,
    maxElevationM: s.maxElevationM,
    avgSpeedMps: s.avgSpeedMps,
    maxSpeedMps: s.maxSpeedMps,
    avgHr: s.avgHr,
    maxHr: s.maxHr,
    avgCadence: s.avgCadence,
    avgPower: s.avgPower,
    bestEfforts: s.bestEfforts.length > 0 ? efforts : null,
    elevationGainRawM: s.elevationGainRawM,
    elevationSource: s.elevationSource,
    stopsS: s.stopsS,
    warnings: s.warnings,
    format: s.format,
    device: s.device,
    deviceDistanceM: s.deviceDistanceM,
    deviceTimerS: s.deviceTimerS,
    deviceAscentM: s.deviceAscentM,
  };
}

const round3 = (ms: number): number => Math.round(ms * 1000) / 1000;

/** NDJSON records for one file, one per activity the app makes of it; never throws. */
function fileRecords(file: string, timing: boolean, ops: EditOp[] | null = null): Record<string, Value>[] {
  try {
    const bytes = readBytes(file);
    const t0 = performance.now();
    const parsed = parseActivity(bytes, basename(file).replace(/\.gz$/i, ''));
    const t1 = performance.now();
    // The app's own pipeline, sanity rules included (src/domain/sanity): elevations out of range
    // masked, a data logger's file cut at gaps of over 6 hours (one line per part).
    const meta = { id: '', fileName: basename(file), fileSize: bytes.length, importedAt: 0, ...editsOf(ops) };
    const processed = processParsed(parsed, meta);
    const t2 = performance.now();
    const pieces = [processed, ...processed.otherParts];
    const times: Record<string, Value> = timing ? { parseMs: round3(t1 - t0), statsMs: round3(t2 - t1) } : {};
    return pieces.map(({ summary }) => ({
      file,
      ok: true,
      error: null,
      ...summaryFields(summary),
      part: summary.part?.index ?? null,
      parts: pieces.length,
      ...times,
    }));
  } catch (err) {
    const reason =
      err instanceof GpxParseError ||
      err instanceof FitParseError ||
      err instanceof TcxParseError ||
      err instanceof EditError
        ? err.message
        : `internal error: ${err instanceof Error ? err.message : String(err)}`;
    const times: Record<string, Value> = timing ? { parseMs: null, statsMs: null } : {};
    return [{ file, ok: false, error: oneLine(reason), ...NULL_FIELDS, ...times }];
  }
}

/** The edits of --edit, applied to the file's (first) activity. */
const editsOf = (ops: EditOp[] | null) =>
  ops === null ? {} : { edits: { id: '', history: { ops, applied: ops.length } } };

function main(argv: readonly string[]): number {
  let files: string[];
  let timing: boolean;
  let ops: EditOp[] | null;
  try {
    if (argv.includes('--help') || argv.includes('-h')) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    ops = readEditOps(argv, (message) => new UsageError(message));
    const args = parseArgs(withoutEditArgs(argv));
    timing = args.timing;
    files = collectFiles(args.paths);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`stats: ${err.message}\n${USAGE}\n`);
    return 2;
  }
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  for (const file of files)
    for (const record of fileRecords(file, timing, ops)) process.stdout.write(`${JSON.stringify(record)}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
