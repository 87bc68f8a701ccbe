/**
 * Time zones of activities. Definition: an activity's times are shown in its own zone: the UTC
 * offset written in the file where it gives one (summary.utcOffsetMin), else the IANA zone of its
 * start position (summary.timeZone, looked up offline when the summary is computed:
 * time-zone-at.ts), else the viewer's zone. A zone is a fixed offset "+02:00" or an IANA name.
 */

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
