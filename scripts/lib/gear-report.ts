/**
 * The totals of `npm run gear` (scripts/gear-cli.ts, where the definitions are written): the
 * activities of exports read as the import reads them, duplicates once, totals per export gear.
 */
import { basename } from 'node:path';
import { compareRichness, isProbableDuplicate } from '../../src/domain/exports/duplicates';
import {
  applyExportActivity,
  manualActivityText,
  manualSummary,
} from '../../src/domain/exports/manual-activity';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import { gearIndex } from '../../src/domain/gear/assign';
import { gearToCreate } from '../../src/domain/gear/export-gear';
import { gearTotals } from '../../src/domain/gear/totals';
import { contentId } from '../../src/domain/hash';
import { processParsed } from '../../src/domain/process-activity';
import type { TrackSummary } from '../../src/domain/stats/types';
import { exportItems, type ExportItem } from './export-reader';

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
  for (const item of exportItems(inputs, warn)) {
    try {
      for (const s of await summariesOf(item)) keep(kept, s);
    } catch (error) {
      warn(`skipped ${item.path}: ${oneLine(error)}`);
    }
  }
  const rows = [...kept.values()];
  let n = 0;
  const gear = gearToCreate(rows, [], 0, () => `gear-${++n}`);
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
