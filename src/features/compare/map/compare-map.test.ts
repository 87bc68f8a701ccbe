import { describe, expect, it } from 'vitest';
import type { CompareResult, ResampledTrack } from '../../../domain/compare/types';
import { markersAt } from './compare-map';
import { colorAt } from '../palette';

const N = 3;
const track = (lon: number[], lat: number[]): ResampledTrack => ({
  ele: new Float32Array(N),
  speedMps: new Float32Array(N),
  hr: new Float32Array(N),
  cad: new Float32Array(N),
  other: new Float64Array(N),
  lat: Float64Array.from(lat),
  lon: Float64Array.from(lon),
  endX: 200,
});

const result: CompareResult = {
  grid: { axis: 'distance', x: Float64Array.from([0, 100, 200]), step: 100 },
  tracks: [
    track([6, 6.001, 6.002], [45, 45, 45]),
    null,
    track([7, NaN, 7.002], [46, NaN, 46]),
    track([8, 8.001, 8.002], [47, 47.001, 47.002]),
  ],
};

describe('markersAt', () => {
  it('gives each asked track its position at the grid index, in its palette colour, keyed by position', () => {
    const markers = markersAt(result, [0, 3], 1);
    expect(markers.map((m) => [m.key, m.lon, m.lat, m.color])).toEqual([
      [0, 6.001, 45, colorAt(0)],
      [3, 8.001, 47.001, colorAt(3)],
    ]);
    expect(colorAt(0)).not.toBe(colorAt(3));
  });

  it('leaves out tracks without a position there, absent tracks, and everything without a cursor', () => {
    expect(markersAt(result, [0, 1, 2], 1).map((m) => m.key)).toEqual([0]);
    expect(markersAt(result, [0, 1, 2], 2).map((m) => m.key)).toEqual([0, 2]);
    expect(markersAt(result, [0, 2], null)).toEqual([]);
    expect(markersAt(undefined, [0, 2], 1)).toEqual([]);
  });
});
