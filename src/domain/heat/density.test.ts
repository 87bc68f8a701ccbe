import { describe, expect, it } from 'vitest';
import { buildCellGrid } from './cell-grid';
import { BYTES_PER_DENSITY_POINT, buildDensity, densityBytesPerPoint } from './density';
import { packHeat } from './pack';
import { lineHeat } from './test-tracks';
import type { HeatPoints } from '../series/types';

/** Weight per drawn cell position ("lon,lat" → weight, cells of weight 0 left out) of a density buffer. */
function weightsByPosition(d: ReturnType<typeof buildDensity>): Map<string, number> {
  const { positions, weights } = d.buffers;
  const out = new Map<string, number>();
  for (let i = 0; i < d.buffers.length; i++) {
    if (weights[i] === 0) continue;
    out.set(`${positions[2 * i]},${positions[2 * i + 1]}`, weights[i]!);
  }
  return out;
}

function setup(tracks: HeatPoints[]) {
  const ids = tracks.map((_, i) => `t${i}`);
  const packed = packHeat(ids, new Map(ids.map((id, i) => [id, tracks[i]!])));
  return { packed, grid: buildCellGrid(packed.lonLat) };
}

const maskOf = (bits: number[]) => Uint8Array.from(bits);

describe('buildDensity', () => {
  const home = lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 80, lengthM: 3000 });
  const away = lineHeat({ lat: 46.6, lon: 6.5, bearingDeg: 170, lengthM: 1000 });

  it('weighs each cell by the kept heat points in it', () => {
    const { packed, grid } = setup([home, home, away]);
    const d = buildDensity(grid, packed.offsets, maskOf([1, 1, 0]));
    const total = [...d.buffers.weights].reduce((a, b) => a + b, 0);
    expect(total).toBe((home.lonLat.length / 2) * 2);
    expect(d.heatPoints).toBe(home.lonLat.length);
    expect(d.activities).toBe(2);
    // The route run twice weighs 2 in every one of its cells; the unkept one's cells weigh 0.
    expect(new Set(d.buffers.weights)).toEqual(new Set([2, 0]));
    const onlyFirst = weightsByPosition(buildDensity(grid, packed.offsets, maskOf([1, 0, 0])));
    expect([...weightsByPosition(d).keys()]).toEqual([...onlyFirst.keys()]);
    expect(new Set(onlyFirst.values())).toEqual(new Set([1]));
    expect(d.bounds!.minLat).toBeGreaterThan(46.5);
    expect(d.bounds!.maxLat).toBeLessThan(46.55);
  });

  it('changes with the filter: only what the mask keeps weighs anything', () => {
    const { packed, grid } = setup([home, away]);
    const onlyAway = buildDensity(grid, packed.offsets, maskOf([0, 1]));
    const both = buildDensity(grid, packed.offsets, maskOf([1, 1]));
    const none = buildDensity(grid, packed.offsets, maskOf([0, 0]));
    expect(weightsByPosition(onlyAway).size).toBeLessThan(weightsByPosition(both).size);
    for (const [pos, w] of weightsByPosition(onlyAway)) expect(weightsByPosition(both).get(pos)).toBe(w);
    expect(onlyAway.bounds!.maxLat).toBeCloseTo(46.6, 3);
    expect(onlyAway.bounds!.minLat).toBeGreaterThan(46.55); // the unkept route's cells are not in the bounds
    expect(weightsByPosition(none).size).toBe(0);
    expect(none.bounds).toBeNull();
  });

  it('draws every cell of the grid at the same positions whatever the filter, so only the weights change', () => {
    const { packed, grid } = setup([home, away]);
    const builds = [
      [1, 1],
      [0, 1],
      [1, 0],
      [0, 0],
    ].map((bits) => buildDensity(grid, packed.offsets, maskOf(bits)));
    for (const d of builds) {
      expect(d.buffers.length).toBe(grid.cellCount);
      expect(d.buffers.positions).toBe(grid.cellLonLat);
      expect(d.buffers.weights).toHaveLength(grid.cellCount);
    }
    // With everything kept, each cell weighs all its heat points.
    expect([...builds[0]!.buffers.weights]).toEqual([...grid.cellTotals]);
  });

  it('counts down from the totals the same as it counts up', () => {
    // Five tracks; keeping four walks the other one down, keeping one walks up.
    const tracks = [0, 1, 2, 3, 4].map((k) =>
      lineHeat({ lat: 46.52, lon: 6.63 + k * 0.0003, bearingDeg: 10 * k, lengthM: 800 }),
    );
    const { packed, grid } = setup(tracks);
    const down = weightsByPosition(buildDensity(grid, packed.offsets, maskOf([1, 1, 1, 0, 1])));
    const up = new Map<string, number>();
    for (const k of [0, 1, 2, 4]) {
      const bits = [0, 0, 0, 0, 0];
      bits[k] = 1;
      for (const [pos, w] of weightsByPosition(buildDensity(grid, packed.offsets, maskOf(bits)))) {
        up.set(pos, (up.get(pos) ?? 0) + w);
      }
    }
    expect(down).toEqual(up);
  });

  it('costs 12 bytes per drawn point', () => {
    const { packed, grid } = setup([home]);
    const d = buildDensity(grid, packed.offsets, maskOf([1]));
    expect(densityBytesPerPoint(d.buffers)).toBe(BYTES_PER_DENSITY_POINT);
    expect(BYTES_PER_DENSITY_POINT).toBeLessThanOrEqual(12);
  });

  it('rejects a mask of the wrong length with one line', () => {
    const { packed, grid } = setup([home]);
    expect(() => buildDensity(grid, packed.offsets, maskOf([1, 1]))).toThrow(
      'The selection covers 2 activities but 1 are loaded',
    );
  });
});
