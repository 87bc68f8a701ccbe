/**
 * The Eddington number. Definitions:
 * - A day is the calendar day an activity starts on, on the clock where it happened (startDayOf:
 *   the file's UTC offset, else its start position's zone, else the viewer's), exactly as the calendar and filters date
 *   activities. An activity spanning midnight counts wholly on its start day; activities without a
 *   start time have no day and are left out.
 * - A day's distance is the sum of the distanceM of every activity on that day.
 * - A day counts for n units (km or mi) when its distance is at least n units, with a tolerance of
 *   EDDINGTON_TOLERANCE_M so that a day of exactly n miles is not lost to floating point.
 * - The Eddington number E is the largest n such that at least n days each cover at least n units
 *   (0 when no day covers one unit).
 * - The next number: E + 1 needs E + 1 days of at least E + 1 units; `daysToNext` is how many more
 *   such days are needed: (E + 1) minus the days that already cover E + 1 units (always >= 1).
 * - Day distances above EDDINGTON_MAX_UNITS units are counted as EDDINGTON_MAX_UNITS units (a bound
 *   on the work per call; no one covers 2,000 km in one day, so no answer changes).
 */
import { startDayOf } from '../filters/metrics';
import type { TrackSummary } from '../stats/types';
import { METRES_PER_KM, METRES_PER_MILE, type Metres } from '../units';

export const EDDINGTON_TOLERANCE_M = 0.001;
export const EDDINGTON_MAX_UNITS = 2000;

/** What the Eddington number reads of an activity. */
export type DatedDistance = Pick<TrackSummary, 'startTime' | 'utcOffsetMin' | 'distanceM'>;

export interface Eddington {
  /** The Eddington number E. */
  n: number;
  /** How many more days of at least n + 1 units are needed for E = n + 1. */
  daysToNext: number;
  /** daysAtLeast[k] = number of days covering at least k units, k = 0 .. longest day (capped). */
  daysAtLeast: number[];
}

export type EddingtonUnit = 'km' | 'mi';

export const METRES_PER_UNIT: Readonly<Record<EddingtonUnit, Metres>> = {
  km: METRES_PER_KM,
  mi: METRES_PER_MILE,
};

/** Distance per local start day (day number, days since 1970-01-01), summed over activities. */
export function dailyDistances(
  rows: Iterable<DatedDistance>,
  offsetMin?: (epochMs: number) => number,
): Map<number, Metres> {
  const out = new Map<number, Metres>();
  for (const s of rows) {
    const day = startDayOf(s, offsetMin);
    if (day === null || !(s.distanceM > 0)) continue;
    out.set(day, (out.get(day) ?? 0) + s.distanceM);
  }
  return out;
}

/** Whole units a day's distance covers (definition above). */
function unitsOf(metres: Metres, unitM: Metres): number {
  return Math.min(EDDINGTON_MAX_UNITS, Math.floor((metres + EDDINGTON_TOLERANCE_M) / unitM));
}

/** The Eddington number of a set of day distances (metres), in units of `unitM` metres. */
export function eddingtonOfDays(dayMetres: Iterable<Metres>, unitM: Metres): Eddington {
  const perUnits: number[] = [];
  let longest = 0;
  for (const m of dayMetres) {
    const u = unitsOf(m, unitM);
    if (u <= 0) continue;
    perUnits[u] = (perUnits[u] ?? 0) + 1;
    if (u > longest) longest = u;
  }
  // daysAtLeast[k]: days with at least k units, summed from the longest day down.
  const daysAtLeast = new Array<number>(longest + 1).fill(0);
  let running = 0;
  for (let k = longest; k >= 1; k--) {
    running += perUnits[k] ?? 0;
    daysAtLeast[k] = running;
  }
  daysAtLeast[0] = running;
  let n = 0;
  while (n + 1 <= longest && daysAtLeast[n + 1]! >= n + 1) n++;
  const daysToNext = n + 1 - (daysAtLeast[n + 1] ?? 0);
  return { n, daysToNext, daysAtLeast };
}

/** The Eddington number of a set of activities, in km or miles. */
export function eddingtonOf(
  rows: Iterable<DatedDistance>,
  unit: EddingtonUnit,
  offsetMin?: (epochMs: number) => number,
): Eddington {
  return eddingtonOfDays(dailyDistances(rows, offsetMin).values(), METRES_PER_UNIT[unit]);
}
