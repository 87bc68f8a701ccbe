/**
 * Time zones of activities. Definition: an activity's times are shown in its own zone: the UTC
 * offset written in the file where it gives one (summary.utcOffsetMin), else the IANA zone of its
 * start position (summary.timeZone, looked up offline with @photostructure/tz-lookup when the
 * summary is computed), else the viewer's zone. A zone is a fixed offset "+02:00" or an IANA name.
 */
import tzLookup from '@photostructure/tz-lookup';

/** The IANA zone at a position ("Europe/Zurich"; "Etc/GMT+2" at sea), or null for no position. */
export function timeZoneAt(lat: number | null, lon: number | null): string | null {
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  try {
    return tzLookup(lat, lon);
  } catch {
    return null; // out of range: no zone rather than a wrong one
  }
}

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
