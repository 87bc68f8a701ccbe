import { describe, expect, it } from 'vitest';
import { buildCellGrid } from './cell-grid';
import { createHeatEngine } from './heat-engine';
import { checkHeatState } from './heat-state';
import { updateHeatGrid } from './heat-update';
import { packHeat } from './pack';
import { lineHeat } from './test-tracks';
import type { HeatPoints } from '../series/types';

const tracks: Record<string, HeatPoints> = {
  a: lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 90, lengthM: 1000 }),
  b: lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 90, lengthM: 600 }),
  c: lineHeat({ lat: 46.6, lon: 6.5, bearingDeg: 0, lengthM: 500 }),
  d: lineHeat({ lat: 46.521, lon: 6.64, bearingDeg: 180, lengthM: 800 }),
  e: lineHeat({ lat: -33.9, lon: 179.99, bearingDeg: 90, lengthM: 2000 }),
};
const pack = (ids: string[]) => packHeat(ids, new Map(ids.map((id) => [id, tracks[id]!])));

/** Each cell as "column,row:total@lon,lat" (positions to 1e-5 degree), sorted: the grid's content. */
function cells(grid: ReturnType<typeof buildCellGrid>): string[] {
  const out: string[] = [];
  for (let c = 0; c < grid.cellCount; c++) {
    const [x, y] = [grid.cellColRow[2 * c], grid.cellColRow[2 * c + 1]];
    const [lon, lat] = [grid.cellLonLat[2 * c]!.toFixed(5), grid.cellLonLat[2 * c + 1]!.toFixed(5)];
    out.push(`${x},${y}:${grid.cellTotals[c]}@${lon},${lat}`);
  }
  return out.sort();
}

describe('updateHeatGrid', () => {
  it('gives the cells of a full build after removing and adding activities', () => {
    const old = pack(['a', 'b', 'c']);
    const updated = updateHeatGrid(
      { heat: old, grid: buildCellGrid(old.lonLat) },
      new Set(['b']),
      pack(['d', 'e']),
    );
    expect(updated.heat.ids).toEqual(['a', 'c', 'd', 'e']);
    const fresh = pack(['a', 'c', 'd', 'e']);
    expect([...updated.heat.lonLat]).toEqual([...fresh.lonLat]);
    expect(cells(updated.grid)).toEqual(cells(buildCellGrid(fresh.lonLat)));
    // Every point sits in the cell its position says.
    for (let p = 0; p < updated.grid.cellOfPoint.length; p++) {
      const c = updated.grid.cellOfPoint[p]!;
      expect(updated.grid.cellTotals[c]).toBeGreaterThan(0);
    }
  });

  it('drops the cells only removed activities touched', () => {
    const old = pack(['a', 'c']);
    const grid = buildCellGrid(old.lonLat);
    const updated = updateHeatGrid({ heat: old, grid }, new Set(['c']), pack([]));
    expect(updated.grid.cellCount).toBe(buildCellGrid(pack(['a']).lonLat).cellCount);
    expect(updated.grid.cellCount).toBeLessThan(grid.cellCount);
  });
});

describe('heat engine state', () => {
  it('restores a stored state that answers exactly like the engine it came from', () => {
    const engine = createHeatEngine();
    engine.loadHeat(pack(['a', 'c', 'd']));
    const state = engine.state();
    expect(checkHeatState(state)).toBeNull();
    const restored = createHeatEngine();
    restored.restore(structuredClone(state));
    const mask = Uint8Array.of(1, 0, 1);
    for (const level of [0, 3]) {
      const [x, y] = [engine.build('density', mask, level), restored.build('density', mask, level)];
      expect([...y.density!.weights]).toEqual([...x.density!.weights]);
      expect([...y.density!.positions]).toEqual([...x.density!.positions]);
    }
    const q = (e: typeof engine) => [...e.query(Uint8Array.of(1, 1, 1), 6.64, 46.519, 30).activities];
    expect(q(restored)).toEqual(q(engine));
    expect(q(restored)).toEqual([2]);
  });

  it('refuses a state of another version or with inconsistent arrays', () => {
    const engine = createHeatEngine();
    engine.loadHeat(pack(['a']));
    const state = engine.state();
    expect(() => createHeatEngine().restore({ ...state, version: 0 })).toThrow(/version 0/);
    const broken = { ...state, grid: { ...state.grid, cellOfPoint: new Uint32Array(1) } };
    expect(checkHeatState(broken)).toBe('bad point cells');
  });

  it('updates incrementally and then answers like a full load of the same activities', () => {
    const engine = createHeatEngine();
    engine.loadHeat(pack(['a', 'b', 'c']));
    const stats = engine.update(['a'], pack(['d']));
    const full = createHeatEngine();
    expect(stats).toEqual(full.loadHeat(pack(['b', 'c', 'd'])));
    const mask = Uint8Array.of(1, 0, 1);
    const sum = (e: typeof engine) => e.build('density', mask, 2).density!.weights.reduce((s, w) => s + w, 0);
    expect(sum(engine)).toBe(sum(full));
    expect([...engine.query(Uint8Array.of(1, 1, 1), 6.64, 46.519, 30).activities]).toEqual([2]);
    expect(engine.query(Uint8Array.of(1, 1, 1), 6.66, 46.52, 10).activities.length).toBe(0);
  });
});

describe('heat preview', () => {
  it('holds every activity per cell of the coarse levels, and paints coarse first', async () => {
    const { buildPreview, previewBuild, previewMatches, PREVIEW_MIN_LEVEL, checkHeatPreview } =
      await import('./heat-preview');
    const heat = pack(['a', 'c', 'd']);
    const grid = buildCellGrid(heat.lonLat);
    const preview = buildPreview(heat.ids, grid);
    expect(checkHeatPreview(preview)).toBeNull();
    expect(preview.heatPoints).toBe(heat.lonLat.length / 2);
    const engine = createHeatEngine();
    engine.loadHeat(pack(['a', 'c', 'd']));
    const wanted = PREVIEW_MIN_LEVEL + 1;
    const direct = engine.build('density', new Uint8Array(3).fill(1), wanted).density!;
    const b = previewBuild(preview, wanted)!;
    expect(b.densityLevel).toBe(wanted);
    expect([...b.density!.weights]).toEqual([...direct.weights]);
    expect(previewBuild(preview, 0)!.densityLevel).toBe(PREVIEW_MIN_LEVEL);
    expect(previewMatches(preview, ['d', 'a', 'c'])).toBe(true);
    expect(previewMatches(preview, ['a', 'c'])).toBe(false);
  });
});
