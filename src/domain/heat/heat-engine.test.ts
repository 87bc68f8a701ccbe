import { describe, expect, it } from 'vitest';
import type { SimplifiedPath } from '../series/types';
import { createHeatEngine } from './heat-engine';
import { packHeat, packPaths } from './pack';
import { lineHeat } from './test-tracks';

const ids = ['a', 'b'];
const heatA = lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 90, lengthM: 1000 });
const heatB = lineHeat({ lat: 46.6, lon: 6.5, bearingDeg: 0, lengthM: 500 });
const pathOf = (h: { lonLat: Float32Array }): SimplifiedPath => ({
  lonLat: h.lonLat.slice(),
  partStarts: Uint32Array.of(0),
});

function loadedEngine() {
  const engine = createHeatEngine();
  const stats = engine.loadHeat(
    packHeat(
      ids,
      new Map([
        ['a', heatA],
        ['b', heatB],
      ]),
    ),
  );
  return { engine, stats };
}

describe('createHeatEngine', () => {
  it('loads, then builds density buffers for a selection and answers clicks', () => {
    const { engine, stats } = loadedEngine();
    expect(stats).toEqual({ activities: 2, heatPoints: 101 + 51, cells: expect.any(Number) as number });
    const b = engine.build('density', Uint8Array.of(0, 1));
    expect(b.activities).toBe(1);
    expect(b.heatPoints).toBe(51);
    expect(b.lines).toBeNull();
    expect(b.density!.weights.reduce((x, y) => x + y, 0)).toBe(51);
    const hits = engine.query(Uint8Array.of(1, 1), 6.5, 46.601, 30);
    expect([...hits.activities]).toEqual([1]);
  });

  it('builds density at a coarser grid level, the same positions for every filter of that level', () => {
    const { engine, stats } = loadedEngine();
    const a = engine.build('density', Uint8Array.of(1, 1), 3);
    const b = engine.build('density', Uint8Array.of(0, 1), 3);
    expect(a.densityLevel).toBe(3);
    expect(a.density!.length).toBeLessThan(stats.cells / 4);
    expect(b.density!.positions).toBe(a.density!.positions);
    expect(b.density!.weights.reduce((x, y) => x + y, 0)).toBe(51);
    expect(() => engine.build('density', Uint8Array.of(1, 1), 99)).toThrow(
      'Cell level 99 is not a level of the heat grid',
    );
  });

  it('builds lines once the paths are loaded, and says so before', () => {
    const { engine } = loadedEngine();
    expect(() => engine.build('lines', Uint8Array.of(1, 1))).toThrow('The paths are not loaded yet');
    engine.loadPaths(
      packPaths(
        ids,
        new Map([
          ['a', pathOf(heatA)],
          ['b', pathOf(heatB)],
        ]),
      ),
    );
    const b = engine.build('lines', Uint8Array.of(1, 0));
    expect(b.lines!.length).toBe(1);
    expect(b.heatPoints).toBe(101);
    expect(b.bounds!.minLat).toBeCloseTo(46.52, 4);
  });

  it('refuses paths of other activities and work before loading', () => {
    const { engine } = loadedEngine();
    expect(() => engine.loadPaths(packPaths(['x', 'y'], new Map()))).toThrow(
      'The paths do not belong to the loaded activities',
    );
    expect(() => createHeatEngine().build('density', new Uint8Array(0))).toThrow(
      'No heat points are loaded yet',
    );
    expect(() => engine.query(Uint8Array.of(1), 0, 0, 10)).toThrow(/selection covers 1/);
  });

  it('drops the paths when new heat points are loaded', () => {
    const { engine } = loadedEngine();
    engine.loadPaths(packPaths(ids, new Map()));
    expect(engine.hasPaths).toBe(true);
    engine.loadHeat(packHeat(ids, new Map([['a', heatA]])));
    expect(engine.hasPaths).toBe(false);
  });
});
