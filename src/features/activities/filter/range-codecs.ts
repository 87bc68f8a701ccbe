/**
 * How each filter range is typed in the user's units and stored in SI (pace in s/km):
 * distance in km or mi, duration in minutes (or h:mm), elevation gain in m or ft, pace as m:ss
 * per km or mi (or decimal minutes). When the sports filtered on are all ridden (no pace sport:
 * rides, skis, others), the pace range is typed as a speed in km/h or mph instead (speedRangeUi);
 * it is still stored as a pace, so a minimum speed is a maximum pace and the other way round.
 */
import type { NumRange, RangeKey } from '../../../domain/filters';
import type { Sport } from '../../../domain/stats/types';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../../domain/units';
import {
  distanceUnit,
  elevationUnit,
  fromDisplayDistance,
  fromDisplayElevation,
  toDisplayDistance,
  toDisplayElevation,
  speedUnit,
  usesPace,
} from '../../../lib/format';
import type { RangeCodec } from './range-field';

const SECONDS_PER_MINUTE = 60;
const NUMBER = /^\d+(?:[.,]\d*)?$|^[.,]\d+$/;
const CLOCK = /^(\d+):([0-5]?\d)$/;

/** A non-negative decimal ("12", "12.5", "12,5"); null otherwise. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!NUMBER.test(t)) return null;
  const v = Number(t.replace(',', '.'));
  return Number.isFinite(v) ? v : null;
}

/** "a:bb" as a * 60 + bb, or a decimal as itself times 60 (minutes to seconds, hours to minutes). */
export function parseClock(text: string): number | null {
  const m = CLOCK.exec(text.trim());
  if (m) return Number(m[1]) * SECONDS_PER_MINUTE + Number(m[2]);
  const v = parseDecimal(text);
  return v === null ? null : v * SECONDS_PER_MINUTE;
}

/** Seconds as "m:ss". */
export function formatClock(seconds: number): string {
  const total = Math.round(seconds);
  return `${Math.floor(total / SECONDS_PER_MINUTE)}:${String(total % SECONDS_PER_MINUTE).padStart(2, '0')}`;
}

/** Up to two decimals, no trailing zeros. */
const short = (v: number): string => String(Math.round(v * 100) / 100);

export interface RangeUi {
  label: string;
  unit: string;
  codec: RangeCodec;
}

export function rangeUi(key: RangeKey, units: UnitSystem): RangeUi {
  const perUnitM = units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
  const paceFactor = perUnitM / METRES_PER_KM;
  switch (key) {
    case 'distanceM':
      return {
        label: 'Distance',
        unit: distanceUnit(units),
        codec: {
          format: (m) => short(toDisplayDistance(m, units)),
          parse: (t) => {
            const v = parseDecimal(t);
            return v === null ? null : fromDisplayDistance(v, units);
          },
        },
      };
    case 'durationS':
      return {
        label: 'Duration',
        unit: 'min or h:mm',
        codec: {
          format: (s) => short(s / SECONDS_PER_MINUTE),
          parse: (t) => {
            // "1:30" is 1 h 30 min: parseClock gives 90 (minutes), so times 60. A plain number is
            // minutes, which parseClock already turned into seconds.
            const v = parseClock(t);
            if (v === null) return null;
            return CLOCK.test(t.trim()) ? v * SECONDS_PER_MINUTE : v;
          },
        },
      };
    case 'gainM':
      return {
        label: 'Elevation gain',
        unit: elevationUnit(units),
        codec: {
          format: (m) => short(toDisplayElevation(m, units)),
          parse: (t) => {
            const v = parseDecimal(t);
            return v === null ? null : fromDisplayElevation(v, units);
          },
        },
      };
    case 'paceSPerKm':
      return {
        label: 'Pace',
        unit: `m:ss /${distanceUnit(units)}`,
        codec: {
          format: (sPerKm) => formatClock(sPerKm * paceFactor),
          parse: (t) => {
            const perUnit = parseClock(t);
            return perUnit === null ? null : perUnit / paceFactor;
          },
        },
      };
  }
}

const SECONDS_PER_HOUR = 3600;

/** Whether the pace range is shown as a speed: a sports filter with only speed sports. */
export function filtersBySpeed(sports: readonly Sport[]): boolean {
  return sports.length > 0 && !sports.some(usesPace);
}

/** The stored pace range seen as a speed range (bounds swapped), and back: the same swap. */
export function swapRange(range: NumRange): NumRange {
  return { min: range.max, max: range.min };
}

/** The pace range typed as a speed, km/h or mph, one decimal; stored as s/km (bounds swapped). */
export function speedRangeUi(units: UnitSystem): RangeUi {
  const perUnitKm = (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE) / METRES_PER_KM;
  return {
    label: 'Speed',
    unit: speedUnit(units),
    codec: {
      format: (sPerKm) =>
        sPerKm > 0 ? String(Math.round(((SECONDS_PER_HOUR / sPerKm) * 10) / perUnitKm) / 10) : '',
      parse: (t) => {
        const v = parseDecimal(t);
        return v === null || v <= 0 ? null : SECONDS_PER_HOUR / (v * perUnitKm);
      },
    },
  };
}
