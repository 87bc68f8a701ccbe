/**
 * `npm run gear -- <export zip, folder or files>...`: totals per gear of a bulk export, one NDJSON
 * line per gear, `{"gear":"<name>","activities":N,"distanceM":N,"movingS":N}`, in name order: the
 * totals the app's Gear page shows after importing the same export into an empty store.
 *
 * The same domain code as the app: each file is parsed and processed as an import does
 * (parseActivity, processParsed; a data logger's file gives its parts), the export's CSV row puts
 * its name, sport and gear on it (applyExportActivity), CSV rows without a file are manual
 * activities (manualSummary). Duplicates are counted once: the same content (SHA-256 content id)
 * once, and probable duplicates (domain/exports/duplicates.ts) as the import decides them in
 * listing order: a later, richer file replaces the earlier one, else the later one is left out.
 * Gear is created once per export name (domain/gear/export-gear.ts) and totalled by
 * domain/gear/totals.ts: distanceM in metres (rounded to 0.1 m), movingS in seconds (moving
 * time, elapsed where unknown).
 *
 * Exit status: 0 once every input was read (unreadable files are skipped with one stderr line
 * each), 2 on usage errors before any output.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { compareRichness, isProbableDuplicate } from '../src/domain/exports/duplicates';
import {
  applyExportActivity,
  manualActivityText,
  manualSummary,
} from '../src/domain/exports/manual-activity';
import { parseActivity } from '../src/domain/formats/parse-activity';
import { gearIndex } from '../src/domain/gear/assign';
import { gearToCreate } from '../src/domain/gear/export-gear';
import { gearTotals } from '../src/domain/gear/totals';
import { contentId } from '../src/domain/hash';
import { processParsed } from '../src/domain/process-activity';
import type { TrackSummary } from '../src/domain/stats/types';
import { exportItems, type ExportItem } from './lib/export-reader';

const USAGE = 'usage: npm run gear -- <export zip, folder or files>...';

const oneLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ');
const warn = (line: string) => process.stderr.write(`gear: ${line}\n`);

async function summariesOf(item: ExportItem): Promise<TrackSummary[]> {
  if (item.kind === 'manual') {
    if (item.activity.startTime === null) return [];
    const bytes = new TextEncoder().encode(manualActivityText(item.activity));
    return [
      manualSummary(item.activity, { id: await contentId(bytes), fileSize: bytes.length, importedAt: 0 }),
    ];
  }
  const id = await contentId(item.bytes);
  const fileName = basename(item.path).replace(/\.gz$/i, '');
  const first = processParsed(parseActivity(item.bytes, fileName), {
    id,
    fileName,
    fileSize: item.bytes.length,
    importedAt: 0,
  });
  const main = item.exportActivity ? applyExportActivity(first.summary, item.exportActivity) : first.summary;
  return [main, ...first.otherParts.map((p) => p.summary)];
}

/** Adds `s` to the kept activities unless it duplicates one (definition in the header). */
function keep(kept: Map<string, TrackSummary>, s: TrackSummary): void {
  if (kept.has(s.id)) return;
  if (!s.manual)
    for (const other of kept.values()) {
      if (other.manual || !isProbableDuplicate(s, other)) continue;
      if (compareRichness(s, other) <= 0) return;
      kept.delete(other.id);
      break;
    }
  kept.set(s.id, s);
}

export async function gearReport(inputs: readonly string[]) {
  const kept = new Map<string, TrackSummary>();
  for (const input of inputs)
    for (const item of exportItems(input, warn)) {
      try {
        for (const s of await summariesOf(item)) keep(kept, s);
      } catch (error) {
        warn(`skipped ${item.path}: ${oneLine(error)}`);
      }
    }
  const rows = [...kept.values()];
  let n = 0;
  const gear = gearToCreate(rows, [], () => `gear-${++n}`, 0);
  const totals = gearTotals(rows, gearIndex(gear, []));
  return gear.map((g) => {
    const t = totals.get(g.id);
    return {
      gear: g.name,
      activities: t?.activities ?? 0,
      distanceM: Math.round((t?.distanceM ?? 0) * 10) / 10,
      movingS: t?.movingS ?? 0,
    };
  });
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const unknown = argv.find((a) => a.startsWith('--'));
  const missing = argv.find((a) => !a.startsWith('--') && !existsSync(a));
  const problem = unknown
    ? `unknown option ${unknown}`
    : argv.length === 0
      ? 'no export given'
      : missing
        ? `no such file or folder: ${missing}`
        : null;
  if (problem) {
    process.stderr.write(`gear: ${problem}\n${USAGE}\n`);
    return 2;
  }
  for (const line of await gearReport(argv)) process.stdout.write(`${JSON.stringify(line)}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
