import type { TrackSummary } from '../stats/types';
import { zoneOffsetMin } from '../time-zone';
import { dayAtOffset, runtimeOffsetMin } from './date-range';

/**
 * Derived per-activity figures that filters, sorting and the table read, so all of them agree.
 */

/** Duration used by filters: moving time, or elapsed time when moving time is unknown. Seconds. */
export function durationOf(s: TrackSummary): number | null {
  return s.movingS ?? s.elapsedS;
}

/**
 * Average moving speed, m/s: distance over moving time. null without moving time or distance.
 */
export function movingSpeedOf(s: TrackSummary): number | null {
  if (s.movingS === null || s.movingS <= 0 || !(s.distanceM > 0)) return null;
  return s.distanceM / s.movingS;
}

/** Average moving pace in seconds per kilometre: moving time over distance. */
export function paceSPerKmOf(s: TrackSummary): number | null {
  if (s.movingS === null || s.movingS <= 0 || !(s.distanceM > 0)) return null;
  return s.movingS / (s.distanceM / 1000);
}

/**
 * Calendar day number (days since 1970-01-01) of the activity's start, on the clock where it
 * happened (domain/time-zone.ts): the file's UTC offset, else the offset of the zone looked up from
 * its start position at that instant, else the viewer's offset at that instant. So an activity at
 * 23:30 in Tokyo is on that Tokyo day wherever the viewer is. null without a time.
 */
export function startDayOf(
  s: Pick<TrackSummary, 'startTime' | 'utcOffsetMin'> & { timeZone?: string | null },
  viewerOffsetMin: (epochMs: number) => number = runtimeOffsetMin,
): number | null {
  if (s.startTime === null) return null;
  const offset =
    s.utcOffsetMin ?? zoneOffsetMin(s.timeZone ?? null, s.startTime) ?? viewerOffsetMin(s.startTime);
  return dayAtOffset(s.startTime, offset);
}
