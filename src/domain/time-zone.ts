/**
 * Time zones of activities. Definition: an activity's times are shown in its own zone: the UTC
 * offset written in the file where it gives one (summary.utcOffsetMin), else the IANA zone of its
 * start position (summary.timeZone, looked up offline when the summary is computed:
 * time-zone-at.ts), else the viewer's zone. A zone is a fixed offset "+02:00" or an IANA name.
 * Days, weeks, months, years and streaks bucket each activity on that same clock
 * (filters/metrics.ts startDayOf).
 */
import { tzOffset } from '@date-fns/tz';

/** "+02:00" from 120; "-03:30" from -210. */
export function offsetLabel(utcOffsetMin: number): string {
  const sign = utcOffsetMin < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(utcOffsetMin));
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** The zone an activity's times are shown in (definition above); null: the viewer's zone. */
export function activityZone(s: { utcOffsetMin: number | null; timeZone?: string | null }): string | null {
  if (s.utcOffsetMin !== null && Number.isFinite(s.utcOffsetMin)) return offsetLabel(s.utcOffsetMin);
  return s.timeZone ?? null;
}

/**
 * Offsets change (daylight saving, new rules) only on quarter-hour boundaries of UTC, so one lookup
 * per zone and quarter hour is exact; cached because the runtime's lookup costs microseconds and
 * every filter change dates every activity.
 */
const OFFSET_CACHE_STEP_MS = 15 * 60_000;
/** Cached quarter hours per zone before that zone's cache is cleared (bounds memory). */
const OFFSET_CACHE_MAX = 50_000;
const offsetCache = new Map<string, Map<number, number | null>>();

/**
 * Minutes east of UTC of an IANA zone at an instant (daylight saving included), through the
 * runtime's own zone data; null for no zone or one the runtime does not know.
 */
export function zoneOffsetMin(zone: string | null, epochMs: number): number | null {
  if (zone === null || zone === '' || !Number.isFinite(epochMs)) return null;
  let byStep = offsetCache.get(zone);
  if (!byStep) offsetCache.set(zone, (byStep = new Map<number, number | null>()));
  const step = Math.floor(epochMs / OFFSET_CACHE_STEP_MS);
  const cached = byStep.get(step);
  if (cached !== undefined) return cached;
  const minutes = tzOffset(zone, new Date(epochMs));
  const result = Number.isFinite(minutes) ? minutes : null;
  if (byStep.size >= OFFSET_CACHE_MAX) byStep.clear();
  byStep.set(step, result);
  return result;
}
