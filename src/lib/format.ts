/**
 * Formatting of SI quantities for people. Every function takes the unit system as an argument;
 * nothing here reads settings or the environment. Absent values (null, NaN, Infinity) print as
 * MISSING so a table never shows "NaN km".
 */
import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Sport } from '../domain/stats/types';
import { activityZone, offsetLabel } from '../domain/time-zone';
import { FEET_PER_METRE, METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../domain/units';

/** What an absent value prints as. */
export const MISSING = '—';

const SECONDS_PER_HOUR = 3600;
const MPS_TO_KMH = 3.6;
const MPS_TO_MPH = SECONDS_PER_HOUR / METRES_PER_MILE;
/** Swim pace is given per 100 m (metric) or per 100 yards (imperial). */
const SWIM_PACE_METRIC_M = 100;
const SWIM_PACE_IMPERIAL_M = 91.44;
/** Below this speed a pace is meaningless (longer than ~ 16 h per km): shown as missing. */
const MIN_PACE_SPEED_MPS = 1 / 60;

const isNumber = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** One Intl.NumberFormat per decimals, for what fixedDecimals leaves to it (non-finite, huge). */
const numberFormats = new Map<number, Intl.NumberFormat>();
const intlFixed = (value: number, decimals: number) => {
  let nf = numberFormats.get(decimals);
  if (!nf) {
    nf = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, nf);
  }
  return nf.format(value);
};

/** Adds one to a string of decimal digits ("199" -> "200", "99" -> "100"). */
function plusOne(digits: string): string {
  let k = digits.length - 1;
  while (k >= 0 && digits[k] === '9') k--;
  if (k < 0) return `1${'0'.repeat(digits.length)}`;
  return (
    digits.slice(0, k) + String.fromCharCode(digits.charCodeAt(k) + 1) + '0'.repeat(digits.length - k - 1)
  );
}

/**
 * `value` with exactly `decimals` decimals and en-US thousands separators ("-12,345.6"), character
 * for character what Intl.NumberFormat('en-US', { minimum/maximumFractionDigits }) writes: it rounds
 * the shortest decimal that reads back as the number (String(value): 1.005, not 1.00499999...)
 * half away from zero, and writes a minus for negative values and negative zero. Plain string work,
 * because the first Intl.NumberFormat a page builds costs 10-40 ms of main thread (its locale data),
 * inside the render of whichever page shows a number first. Exponent forms (below 1e-6, from 1e21)
 * and non-finite values are left to Intl.NumberFormat.
 */
export function fixedDecimals(value: number, decimals: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return intlFixed(value, decimals);
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? '' : text.slice(dot + 1);
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction.charCodeAt(decimals) >= 53 /* '5' */) digits = plusOne(digits);
  const intPart = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const grouped = intPart.length > 3 ? intPart.replace(/\B(?=(\d{3})+$)/g, ',') : intPart;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + grouped + (decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '');
}
const fixed = fixedDecimals;

/** The minus sign (U+2212) of a signed figure: the width of the plus sign, unlike a hyphen. */
export const MINUS = '\u2212';

/**
 * A signed figure: `text` formats the magnitude, and the sign is read from what is shown, so a value
 * that rounds to nothing in its format ("0.0", "0:00") gets `zeroSign` (by default "±") and never
 * "-0.0" or "+0.0".
 */
export function formatSigned(value: number, text: (magnitude: number) => string, zeroSign = '±'): string {
  const shown = text(Math.abs(value));
  if (!/[1-9]/.test(shown)) return `${zeroSign}${shown}`;
  return `${value < 0 ? MINUS : '+'}${shown}`;
}

/** Sports whose speed people read as a pace (time per distance) rather than a speed. */
export function usesPace(sport: Sport): boolean {
  return sport === 'run' || sport === 'walk' || sport === 'hike' || sport === 'swim';
}

/** Unit labels for column headers and filter inputs. */
export function distanceUnit(units: UnitSystem): 'km' | 'mi' {
  return units === 'metric' ? 'km' : 'mi';
}
export function elevationUnit(units: UnitSystem): 'm' | 'ft' {
  return units === 'metric' ? 'm' : 'ft';
}
export function speedUnit(units: UnitSystem): 'km/h' | 'mph' {
  return units === 'metric' ? 'km/h' : 'mph';
}
export function paceUnit(units: UnitSystem): '/km' | '/mi' {
  return units === 'metric' ? '/km' : '/mi';
}

/** Metres to the display distance unit (km or mi) and back, for inputs such as filter ranges. */
export function toDisplayDistance(metres: number, units: UnitSystem): number {
  return metres / (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE);
}
export function fromDisplayDistance(value: number, units: UnitSystem): number {
  return value * (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE);
}
/** Metres to the display elevation unit (m or ft) and back. */
export function toDisplayElevation(metres: number, units: UnitSystem): number {
  return units === 'metric' ? metres : metres * FEET_PER_METRE;
}
export function fromDisplayElevation(value: number, units: UnitSystem): number {
  return units === 'metric' ? value : value / FEET_PER_METRE;
}

/** "12.35 km" / "7.67 mi". `decimals` defaults to 2. */
export function formatDistance(metres: number | null | undefined, units: UnitSystem, decimals = 2): string {
  if (!isNumber(metres)) return MISSING;
  return `${fixed(toDisplayDistance(metres, units), decimals)} ${distanceUnit(units)}`;
}

/** formatDistance without its unit ("12.35"), where the unit is shown once elsewhere (a header). */
export function formatDistanceValue(
  metres: number | null | undefined,
  units: UnitSystem,
  decimals = 2,
): string {
  return isNumber(metres) ? fixed(toDisplayDistance(metres, units), decimals) : MISSING;
}

/** "1:02:03" for an hour or more, else "42:05". Negative or absent gives MISSING. */
export function formatDuration(seconds: number | null | undefined): string {
  if (!isNumber(seconds) || seconds < 0) return MISSING;
  const total = Math.round(seconds);
  const h = Math.floor(total / SECONDS_PER_HOUR);
  const m = Math.floor((total % SECONDS_PER_HOUR) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** From this many hours on, a total time reads better as whole hours ("3,461 h") than as h:mm:ss. */
export const WHOLE_HOURS_FROM_H = 100;

/** A total duration: "12:34:56" below WHOLE_HOURS_FROM_H hours, else whole hours, "3,461 h". */
export function formatTotalDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return formatDuration(null);
  if (seconds < WHOLE_HOURS_FROM_H * SECONDS_PER_HOUR) return formatDuration(seconds);
  return `${Math.round(seconds / SECONDS_PER_HOUR).toLocaleString('en-US')} h`;
}

/** "25.3 km/h" / "15.7 mph". */
export function formatSpeed(mps: number | null | undefined, units: UnitSystem): string {
  if (!isNumber(mps) || mps < 0) return MISSING;
  const value = mps * (units === 'metric' ? MPS_TO_KMH : MPS_TO_MPH);
  return `${fixed(value, 1)} ${speedUnit(units)}`;
}

/** Minutes:seconds per km or mile, "5:12 /km". Swims use per 100 m / 100 yd: "1:45 /100m". */
export function formatPace(mps: number | null | undefined, units: UnitSystem, sport: Sport = 'run'): string {
  if (!isNumber(mps) || mps < MIN_PACE_SPEED_MPS) return MISSING;
  if (sport === 'swim') {
    const per = units === 'metric' ? SWIM_PACE_METRIC_M : SWIM_PACE_IMPERIAL_M;
    return `${formatDuration(per / mps)} ${units === 'metric' ? '/100m' : '/100yd'}`;
  }
  const per = units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
  return `${formatDuration(per / mps)} ${paceUnit(units)}`;
}

/** Pace for foot sports and swims, speed for the others (see usesPace). */
export function formatPaceOrSpeed(mps: number | null | undefined, sport: Sport, units: UnitSystem): string {
  return usesPace(sport) ? formatPace(mps, units, sport) : formatSpeed(mps, units);
}

/** "1,234 m" / "4,049 ft", whole units. */
export function formatElevation(metres: number | null | undefined, units: UnitSystem): string {
  if (!isNumber(metres)) return MISSING;
  return `${fixed(Math.round(toDisplayElevation(metres, units)), 0)} ${elevationUnit(units)}`;
}

/** "21.5 °C" / "70.7 °F". */
export function formatTemperature(celsius: number | null | undefined, units: UnitSystem): string {
  if (!isNumber(celsius)) return MISSING;
  return units === 'metric' ? `${fixed(celsius, 1)} °C` : `${fixed((celsius * 9) / 5 + 32, 1)} °F`;
}

/** A whole number with a unit suffix, "152 bpm", for heart rate, cadence, power. */
export function formatInteger(value: number | null | undefined, suffix = ''): string {
  if (!isNumber(value)) return MISSING;
  const text = fixed(Math.round(value), 0);
  return suffix ? `${text} ${suffix}` : text;
}

/** The word for a count: `one` for exactly 1, else `many` ("activity" / "activities"). */
export function pluralWord(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/**
 * A count and its word, the count with en-US grouping: "1 activity", "1,234 activities" (a whole
 * count without Intl: fixedDecimals).
 */
export function formatCount(count: number, one: string, many: string): string {
  const text = Number.isInteger(count) ? fixedDecimals(count, 0) : count.toLocaleString('en-US');
  return `${text} ${pluralWord(count, one, many)}`;
}

/** date-fns patterns used across the app. */
export const DATE_PATTERNS = {
  /** "Sat 14 Jun 2025" */
  date: 'EEE d MMM yyyy',
  /** "Sat 14 Jun 2025, 07:42" */
  dateTime: 'EEE d MMM yyyy, HH:mm',
  /** "07:42" */
  time: 'HH:mm',
  /** "2025-06-14" */
  iso: 'yyyy-MM-dd',
} as const;

export { offsetLabel };

/**
 * Where activity times are shown: 'activity' (each in its own zone, domain/time-zone.ts) or
 * 'viewer' (this browser's zone). Set from the settings (lib/settings.tsx) before pages render.
 */
export type TimePreference = 'activity' | 'viewer';
let timePreference: TimePreference = 'activity';

export function setTimePreference(preference: TimePreference): void {
  timePreference = preference;
}

/** The zone to show an activity's times in under the current preference; null: the viewer's. */
export function summaryZone(s: { utcOffsetMin: number | null; timeZone?: string | null }): string | null {
  return timePreference === 'viewer' ? null : activityZone(s);
}

/** A zone as people read it: "UTC+02:00", "Europe/Zurich". */
export function zoneLabel(zone: string): string {
  return /^[+-]\d\d:\d\d$/.test(zone) ? `UTC${zone}` : zone;
}

/**
 * Formats an instant in the activity's local time. `zone`: a zone from summaryZone (an offset
 * "+02:00" or an IANA name), a UTC offset in minutes, or null/undefined for the viewer's zone.
 * `pattern` is a date-fns pattern.
 */
export function formatActivityDate(
  epochMs: number | null | undefined,
  zone: string | number | null | undefined,
  pattern: string = DATE_PATTERNS.date,
): string {
  if (!isNumber(epochMs)) return MISSING;
  const date = new Date(epochMs);
  const name = typeof zone === 'number' ? (isNumber(zone) ? offsetLabel(zone) : null) : zone;
  if (name) return format(date, pattern, { in: tz(name) });
  return format(date, pattern);
}

/**
 * Makes ready the formatters of these zones (summaryZone values) for formatActivityDate: the
 * browser builds a time zone's formatter the first time it is used (its zone data loaded), 1-10 ms
 * each, which a page's first render would otherwise pay for every zone among its rows (bench
 * segment-match: the largest part of the new segment page's first-render task). Call it in a task
 * before that render, with the zones it will show.
 */
export function prepareZones(zones: Iterable<string | null>): void {
  const now = new Date();
  for (const zone of new Set(zones)) if (zone) tzOffset(zone, now);
}

/**
 * Loads the browser's time zone data ahead of need, in a task of its own, for an idle moment (a
 * dialog opening): the first zone formatter a page builds loads it, 27 ms in Chromium here, and the
 * next ones take 0.1-3 ms each. A render or task that formats dates soon after then pays only those.
 */
export function warmZoneData(): void {
  setTimeout(() => prepareZones(['UTC']), 0);
}

/** Date and time of day in the activity's local time, "Sat 14 Jun 2025, 07:42". */
export function formatActivityDateTime(
  epochMs: number | null | undefined,
  zone: string | number | null | undefined,
): string {
  return formatActivityDate(epochMs, zone, DATE_PATTERNS.dateTime);
}
