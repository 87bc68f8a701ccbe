import { describe, expect, it } from 'vitest';
import { buildCellGrid, type CellGrid } from './cell-grid';
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

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

/**
 * Random heat points: walks of 10 m steps starting near one of a few places (one on the 180th
 * meridian), so activities share cells as repeated routes do.
 */
function randomHeat(r: () => number): HeatPoints {
  const starts = [
    [6.63, 46.52],
    [6.631, 46.521],
    [179.9995, -33.9],
    [-0.0003, 51.5],
  ] as const;
  const [lon0, lat0] = starts[Math.floor(r() * starts.length)]!;
  const n = 1 + Math.floor(r() * 120);
  const lonLat = new Float32Array(2 * n);
  let [lon, lat, heading] = [lon0, lat0, r() * 2 * Math.PI];
  for (let i = 0; i < n; i++) {
    lonLat[2 * i] = lon;
    lonLat[2 * i + 1] = lat;
    heading += (r() - 0.5) * 1.5;
    lon += (Math.sin(heading) * 10) / (111_195 * Math.cos((lat * Math.PI) / 180));
    lat += (Math.cos(heading) * 10) / 111_195;
  }
  return { lonLat };
}

/** Each cell's total and exact position by its column and row, and each point's column and row. */
function exactCells(grid: CellGrid): { cells: Map<string, string>; points: Int32Array } {
  const { cellColRow: keys } = grid;
  const cells = new Map<string, string>();
  for (let c = 0; c < grid.cellCount; c++) {
    const at = `${grid.cellLonLat[2 * c]},${grid.cellLonLat[2 * c + 1]}`;
    cells.set(`${keys[2 * c]},${keys[2 * c + 1]}`, `${grid.cellTotals[c]}@${at}`);
  }
  const points = new Int32Array(2 * grid.cellOfPoint.length);
  grid.cellOfPoint.forEach((c, p) => points.set(keys.subarray(2 * c, 2 * c + 2), 2 * p));
  return { cells, points };
}

describe('updateHeatGrid against a full build', () => {
  it('gives exactly the cells, totals and positions of a full build over random histories', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const r = random(seed);
      const heat = new Map<string, HeatPoints>();
      let next = 0;
      const fresh = () => {
        const id = `x${next++}`;
        heat.set(id, randomHeat(r));
        return id;
      };
      let ids = Array.from({ length: 6 + Math.floor(r() * 20) }, fresh);
      let loaded = packHeat(ids, heat);
      let grid = buildCellGrid(loaded.lonLat);
      for (let step = 0; step < 15; step++) {
        // Remove some, replace some (a mend: same id, new points), add some.
        const removed = ids.filter(() => r() < 0.15);
        const replaced = ids.filter((id) => !removed.includes(id) && r() < 0.1);
        for (const id of replaced) heat.set(id, randomHeat(r));
        const added = [...replaced, ...Array.from({ length: Math.floor(r() * 4) }, fresh)];
        const gone = new Set([...removed, ...replaced]);
        ({ heat: loaded, grid } = updateHeatGrid({ heat: loaded, grid }, gone, packHeat(added, heat)));
        ids = [...ids.filter((id) => !gone.has(id)), ...added];
        const full = packHeat(ids, heat);
        expect(loaded.ids).toEqual(ids);
        expect([...loaded.offsets]).toEqual([...full.offsets]);
        expect(loaded.lonLat).toEqual(full.lonLat);
        const built = buildCellGrid(full.lonLat);
        expect(grid.cellCount).toBe(built.cellCount);
        const [got, want] = [exactCells(grid), exactCells(built)];
        expect(got.cells).toEqual(want.cells);
        expect(got.points).toEqual(want.points);
      }
    }
  });

  it('reuses the old points in place when they fit and grows with room when not', () => {
    const old = pack(['a', 'b', 'c']);
    const grid = buildCellGrid(old.lonLat);
    const shrunk = updateHeatGrid({ heat: old, grid }, new Set(['b']), pack([]));
    expect(shrunk.heat.lonLat.buffer).toBe(old.lonLat.buffer);
    expect(shrunk.grid.cellOfPoint.buffer).toBe(grid.cellOfPoint.buffer);
    const grown = updateHeatGrid(shrunk, new Set(), pack(['b', 'd']));
    expect(grown.heat.lonLat.buffer).not.toBe(old.lonLat.buffer);
    expect(grown.heat.lonLat.buffer.byteLength).toBeGreaterThan(grown.heat.lonLat.byteLength);
    const again = updateHeatGrid(grown, new Set(['d']), pack(['c']));
    expect(exactCells(again.grid).cells).toEqual(
      exactCells(buildCellGrid(pack(['a', 'c', 'b', 'c']).lonLat)).cells,
    );
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
