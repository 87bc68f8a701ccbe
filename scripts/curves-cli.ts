/**
 * `npm run curves -- <files or folders>...`: best-effort curves as NDJSON, by the same domain code
 * as the app (parseActivity and processParsed, as an import does: a data logger's file gives one
 * line per part; src/domain/curves for the curves and the critical-power fit).
 *
 * Inputs: files are read whatever their name; folders are walked recursively for GPX, FIT and TCX
 * files (plain or .gz), in sorted order. Gzip content is decompressed first.
 *
 * Output, one JSON object per line:
 *   {"type":"activity","file":"<path as given>","bestPowerW":{...},"bestHrBpm":{...},"bestSpeedMps":{...}}
 *     per activity; keys are seconds (KEY_DURATIONS_S: 1, 5, 10, 30, 60, 120, 300, 600, 1200,
 *     1800, 3600, 7200), values the best mean (W to 0.1, bpm to 0.1, m/s to 0.001), null where the
 *     activity is shorter or has no such channel.
 *   {"type":"curve","bestPowerW":{...},"bestHrBpm":{...},"cp":{"cpW":N,"wPrimeJ":N}}
 *     last: bestPowerW and bestHrBpm are the element-wise best over all activities of every sport
 *     (a record is a record); cp is the critical-power fit (src/domain/curves/critical.ts) on the
 *     element-wise best power of ONE sport's activities (src/domain/curves/fit-sport.ts: cycling
 *     when any ride has power, otherwise the sport with the most activities with power), because
 *     running power and cycling power do not measure the same thing and are never pooled in a
 *     fit. So with a ride and a run that both have power, cp is the ride's alone and may not be
 *     the fit of the bestPowerW printed beside it. Null values when that curve does not reach 20
 *     minutes.
 * A file that cannot be read gets one line on stderr and is skipped. Exit status: 0 once every
 * input was processed, 2 on usage errors (no input, a missing path, an option), before any output.
 */
import { readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'fflate';
import { ACTIVITY_NAME, walkFiles } from './lib/walk-files';
import { aggregateCurves, packCurves } from '../src/domain/curves/aggregate';
import { fitCriticalPower } from '../src/domain/curves/critical';
import { defaultFitSport, sportCounts } from '../src/domain/curves/fit-sport';
import { durationIndex, KEY_DURATIONS_S } from '../src/domain/curves/grid';
import type { ActivityCurves, CurveChannel } from '../src/domain/curves/types';
import { parseActivity } from '../src/domain/formats/parse-activity';
import { processParsed } from '../src/domain/process-activity';
import type { Sport } from '../src/domain/stats/types';

const USAGE = 'usage: npm run curves -- <file-or-folder>...';

class UsageError extends Error {}

function collectFiles(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    if (p.startsWith('-')) throw new UsageError(`unknown option: ${p}`);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) throw new UsageError(`no such file or folder: ${p}`);
    return st.isDirectory() ? walkFiles(p, ACTIVITY_NAME) : [p];
  });
}

function readBytes(file: string): Uint8Array {
  const bytes = readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

const oneLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ');

type KeyedValues = Record<string, number | null>;

/** The values of a grid curve at the key durations, rounded to `digits`; null beyond it. */
function keyed(values: Float32Array | null | undefined, digits: number): KeyedValues {
  const out: KeyedValues = {};
  const f = 10 ** digits;
  for (const d of KEY_DURATIONS_S) {
    const v = values?.[durationIndex(d)];
    out[String(d)] = v !== undefined && Number.isFinite(v) ? Math.round(v * f) / f : null;
  }
  return out;
}

const valuesOf = (c: CurveChannel | null | undefined) => c?.values ?? null;

function activityLine(file: string, curves: ActivityCurves | undefined): string {
  return JSON.stringify({
    type: 'activity',
    file,
    bestPowerW: keyed(valuesOf(curves?.power), 1),
    bestHrBpm: keyed(valuesOf(curves?.hr), 1),
    bestSpeedMps: keyed(valuesOf(curves?.speed), 3),
  });
}

interface Curved {
  sport: Sport;
  curves: ActivityCurves;
}

function curveLine(all: readonly Curved[]): string {
  const curves = all.map((a) => a.curves);
  const power = aggregateCurves(packCurves(curves, 'power')).values;
  const hr = aggregateCurves(packCurves(curves, 'hr')).values;
  const withPower = all.filter((a) => a.curves.power !== null);
  const sport = defaultFitSport(sportCounts(withPower.map((a) => a.sport)), 'power');
  const fitted = withPower.filter((a) => a.sport === sport).map((a) => a.curves);
  const cp = fitCriticalPower(aggregateCurves(packCurves(fitted, 'power')).values);
  const round = (v: number) => Math.round(v * 10) / 10;
  return JSON.stringify({
    type: 'curve',
    bestPowerW: keyed(power, 1),
    bestHrBpm: keyed(hr, 1),
    cp: { cpW: cp ? round(cp.cpW) : null, wPrimeJ: cp ? Math.round(cp.wPrimeJ) : null },
  });
}

function main(args: readonly string[]): number {
  let files: string[];
  try {
    if (args.length === 0) throw new UsageError('no input');
    files = collectFiles(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  const all: Curved[] = [];
  for (const file of files) {
    try {
      const bytes = readBytes(file);
      const parsed = parseActivity(bytes, file);
      const meta = { id: 'cli', fileName: file, fileSize: bytes.byteLength, importedAt: 0 };
      const first = processParsed(parsed, meta);
      for (const piece of [first, ...first.otherParts]) {
        const curves = piece.products.curves;
        if (curves) all.push({ sport: piece.summary.sport, curves });
        process.stdout.write(`${activityLine(file, curves)}\n`);
      }
    } catch (error) {
      process.stderr.write(`${file}: ${oneLine(error)}\n`);
    }
  }
  process.stdout.write(`${curveLine(all)}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
