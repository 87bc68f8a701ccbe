/**
 * Explorer tiles over time: per calendar month (the activity's local date, as the app dates
 * activities), the tiles first visited that month (src/domain/explorer/explorer-index.ts: a tile's
 * first visit is the earliest activity by start time) and the running total of tiles. Every month
 * from the first to the last with an activity is present (a month without a new tile repeats the
 * total), so the line has no holes. Activities without a start time have no month and are left
 * out.
 */
import { MS_PER_DAY, startDayOf } from '../../domain/filters';
import type { TrackSummary } from '../../domain/stats/types';

export interface TileMonth {
  /** "2025-04" */
  month: string;
  /** New tiles that month. */
  added: number;
  /** Tiles visited up to the end of that month. */
  total: number;
}

const monthIndex = (day: number): number => {
  const d = new Date(day * MS_PER_DAY);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

const monthLabel = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * Months with their new tiles and running total. `newTiles` maps an activity id to the tiles it
 * visited first (one zoom); `viewerOffsetMin` dates activities without an offset (tests pin it).
 */
export function tilesOverTime(
  rows: readonly TrackSummary[],
  newTiles: ReadonlyMap<string, number>,
  viewerOffsetMin?: (epochMs: number) => number,
): TileMonth[] {
  const added = new Map<number, number>();
  let first = Infinity;
  let last = -Infinity;
  for (const s of rows) {
    const n = newTiles.get(s.id);
    const day = startDayOf(s, viewerOffsetMin);
    if (n === undefined || day === null) continue;
    const m = monthIndex(day);
    added.set(m, (added.get(m) ?? 0) + n);
    first = Math.min(first, m);
    last = Math.max(last, m);
  }
  const out: TileMonth[] = [];
  let total = 0;
  for (let m = first; m <= last; m++) {
    const n = added.get(m) ?? 0;
    total += n;
    out.push({ month: monthLabel(m), added: n, total });
  }
  return out;
}
