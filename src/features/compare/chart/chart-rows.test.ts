import { describe, expect, it } from 'vitest';
import type { CompareResult, ResampledTrack } from '../../../domain/compare/types';
import {
  buildRows,
  chartsWithData,
  displayValue,
  PACE_MIN_SPEED_MPS,
  seriesKey,
  xFactor,
  type DisplayOptions,
} from './chart-rows';

const metric: DisplayOptions = { axis: 'distance', units: 'metric', speedMode: 'pace', paceBasisM: 1000 };

function track(
  values: Partial<Record<'ele' | 'speedMps' | 'hr' | 'cad', number[]>>,
  n: number,
): ResampledTrack {
  const f32 = (v?: number[]) => (v ? Float32Array.from(v) : new Float32Array(n).fill(NaN));
  return {
    ele: f32(values.ele),
    speedMps: f32(values.speedMps),
    hr: f32(values.hr),
    cad: f32(values.cad),
    other: new Float64Array(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    endX: 1000,
  };
}

describe('displayValue', () => {
  it('converts to display units', () => {
    expect(displayValue('ele', 100, metric)).toBe(100);
    expect(displayValue('ele', 100, { ...metric, units: 'imperial' })).toBeCloseTo(328.084, 3);
    expect(displayValue('speed', 4, metric)).toBe(250); // 1000 m / 4 m/s = 4:10 /km
    expect(displayValue('speed', 4, { ...metric, speedMode: 'speed' })).toBeCloseTo(14.4, 9);
    expect(displayValue('speed', 4, { ...metric, speedMode: 'speed', units: 'imperial' })).toBeCloseTo(
      8.948,
      3,
    );
    expect(displayValue('gap', -42, metric)).toBe(-42);
    expect(displayValue('gap', 100, { ...metric, axis: 'time', units: 'imperial' })).toBeCloseTo(328.084, 3);
  });

  it('leaves out what is not a reading', () => {
    expect(displayValue('ele', NaN, metric)).toBeNull();
    expect(displayValue('ele', undefined, metric)).toBeNull();
    expect(displayValue('speed', PACE_MIN_SPEED_MPS - 0.01, metric)).toBeNull();
    expect(displayValue('hr', 0, metric)).toBeNull();
    expect(displayValue('cad', 0, metric)).toBeNull();
  });
});

describe('buildRows', () => {
  it('gives one row per grid point with every overlaid track under its own keys', () => {
    const result: CompareResult = {
      grid: { axis: 'distance', x: Float64Array.of(0, 500, 1000), step: 500 },
      tracks: [track({ ele: [10, 20, 30], speedMps: [2, 4, NaN] }, 3), null, track({ hr: [120, 130, 0] }, 3)],
    };
    const gaps = [Float64Array.of(0, 0, 0), null, Float64Array.of(0, -5, NaN)];
    const rows = buildRows(result, gaps, [0, 1, 2], metric);
    expect(rows.map((r) => r.x)).toEqual([0, 0.5, 1]);
    expect(rows.map((r) => r[seriesKey('ele', 0)])).toEqual([10, 20, 30]);
    expect(rows.map((r) => r[seriesKey('speed', 0)])).toEqual([500, 250, null]);
    expect(rows.map((r) => r[seriesKey('hr', 2)])).toEqual([120, 130, null]);
    expect(rows.map((r) => r[seriesKey('gap', 2)])).toEqual([0, -5, null]);
    expect(rows[0]).not.toHaveProperty(seriesKey('ele', 1));
    expect([...chartsWithData(rows, [0, 2])].sort()).toEqual(['ele', 'gap', 'hr', 'speed']);
    expect([...chartsWithData(rows, [1])]).toEqual([]);
  });

  it('puts elapsed minutes on a time axis', () => {
    expect(xFactor('time', 'metric')).toBeCloseTo(1 / 60, 12);
    expect(xFactor('distance', 'imperial')).toBeCloseTo(1 / 1609.344, 12);
  });
});
