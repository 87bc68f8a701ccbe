/**
 * `npm run training -- [--ftp W] [--lthr BPM] [--hr-rest BPM] [--hr-max BPM] [--threshold-pace S_PER_KM]
 * <files or folders>...`: training load, fitness, fatigue and form of GPX, FIT and TCX files as
 * NDJSON, by the same domain code as the app (src/domain/process-activity.ts for each activity's
 * training product, src/domain/training/model.ts for the loads and the days).
 *
 * Thresholds given apply to every activity (every sport, every date); those not given are estimated
 * from the files as the app does (src/domain/training/estimates.ts).
 *
 * Lines: first one per activity, in file order (a data logger's file split into parts gives one per
 * part): {"type":"activity","file","date":"YYYY-MM-DD","load","loadSource":"power|hr|pace|estimate"};
 * then one per day from the first activity's local day to the last:
 * {"type":"day","date","load","fitness","fatigue","form"}. Numbers are rounded to 0.01. A file
 * that cannot be read prints {file, ok: false, error} and the tool goes on; an activity without a
 * start time prints {file, ok: false, error} too (it has no day).
 * Exit status: 0 once every input was processed; 2 on usage errors, before any output.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { gunzipSync } from 'fflate';
import { processActivity } from '../src/domain/process-activity';
import type { TrackSummary } from '../src/domain/stats/types';
import { trainingModel } from '../src/domain/training/model';
import {
  dateOfDay,
  THRESHOLD_LIMITS,
  type ThresholdEntry,
  type ThresholdKind,
} from '../src/domain/training/thresholds';
import { ACTIVITY_NAME, walkFiles } from './lib/walk-files';

const USAGE =
  'usage: npm run training -- [--ftp W] [--lthr BPM] [--hr-rest BPM] [--hr-max BPM] [--threshold-pace S_PER_KM] <files or folders>...';

const FLAGS: Readonly<Record<string, ThresholdKind>> = {
  '--ftp': 'ftp',
  '--lthr': 'lthr',
  '--hr-rest': 'restHr',
  '--hr-max': 'maxHr',
  '--threshold-pace': 'thresholdPace',
};
/** Flags apply from this date on: before any recording. */
const ALWAYS = '1900-01-01';

class UsageError extends Error {}

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
const round = (n: number): number => Math.round(n * 100) / 100;

function readBytes(file: string): Uint8Array {
  const bytes = readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

function parseTrainingArgs(argv: readonly string[]): { entries: ThresholdEntry[]; paths: string[] } {
  const entries: ThresholdEntry[] = [];
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const kind = FLAGS[arg];
    if (kind === undefined) {
      if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
      paths.push(arg);
      continue;
    }
    const value = Number(argv[++i]);
    const { min, max, unit } = THRESHOLD_LIMITS[kind];
    if (!(value >= min && value <= max))
      throw new UsageError(`${arg} needs a number from ${min} to ${max} ${unit}`);
    entries.push({ id: kind, kind, sport: null, value, from: ALWAYS });
  }
  if (paths.length === 0) throw new UsageError('no file or folder given');
  return { entries, paths };
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

type Line = Record<string, unknown>;

async function summariesOf(file: string): Promise<TrackSummary[] | Line> {
  try {
    const done = await processActivity(readBytes(file), {
      fileName: basename(file).replace(/\.gz$/i, ''),
      importedAt: 0,
    });
    return [done.summary, ...done.otherParts.map((p) => p.summary)];
  } catch (err) {
    return { file, ok: false, error: oneLine(err instanceof Error ? err.message : String(err)) };
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let args: { entries: ThresholdEntry[]; paths: string[] };
  let files: string[];
  try {
    if (argv.includes('--help') || argv.includes('-h')) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    args = parseTrainingArgs(argv);
    files = collectFiles(args.paths);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`training: ${err.message}\n${USAGE}\n`);
    return 2;
  }
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  const write = (line: Line) => process.stdout.write(`${JSON.stringify(line)}\n`);
  const summaries: TrackSummary[] = [];
  const fileOf = new Map<TrackSummary, string>();
  for (const file of files) {
    const got = await summariesOf(file);
    if (!Array.isArray(got)) {
      write(got);
      continue;
    }
    for (const s of got) {
      if (s.startTime === null)
        write({ file, ok: false, error: 'no time in the file: no day to put its load on' });
      else {
        summaries.push(s);
        fileOf.set(s, file);
      }
    }
  }
  // Ids are content hashes: two copies of one file are two lines, so key the lines by position.
  const model = trainingModel(
    summaries.map((s, i) => ({ ...s, id: String(i) })),
    args.entries,
  );
  for (const a of model.activities) {
    const s = summaries[Number(a.id)]!;
    write({
      type: 'activity',
      file: fileOf.get(s),
      date: dateOfDay(a.day),
      load: round(a.load),
      loadSource: a.source,
    });
  }
  const series = model.series;
  if (series !== null) {
    for (let i = 0; i < series.load.length; i++) {
      write({
        type: 'day',
        date: dateOfDay(series.firstDay + i),
        load: round(series.load[i]!),
        fitness: round(series.fitness[i]!),
        fatigue: round(series.fatigue[i]!),
        form: round(series.form[i]!),
      });
    }
  }
  return 0;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
