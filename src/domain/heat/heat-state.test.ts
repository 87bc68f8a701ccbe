import { describe, expect, it } from 'vitest';
import { CELL_DEG } from './cell-grid';
import { createHeatEngine } from './heat-engine';
import { checkStoredHeatState, packHeatState, unpackHeatState } from './heat-state';
import { packHeat } from './pack';
import { lineHeat } from './test-tracks';
import type { HeatPoints } from '../series/types';

/** Tracks across the places where a cell fraction could go wrong: ±180°, high latitudes, 0°. */
const tracks: Record<string, HeatPoints> = {
  alps: lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 45, lengthM: 3000 }),
  dateline: lineHeat({ lat: -33.9, lon: 179.99, bearingDeg: 90, lengthM: 2000 }),
  north: lineHeat({ lat: 78.2, lon: 15.6, bearingDeg: 10, lengthM: 1500 }),
  origin: lineHeat({ lat: -0.001, lon: -0.001, bearingDeg: 45, lengthM: 400 }),
};
const ids = Object.keys(tracks);

function loadedState() {
  const engine = createHeatEngine();
  engine.loadHeat(packHeat(ids, new Map(ids.map((id) => [id, tracks[id]!]))));
  return { engine, state: engine.state() };
}

describe('stored heat state', () => {
  it('keeps every position to a 65,536th of its cell and restores an engine that answers alike', () => {
    const { engine, state } = loadedState();
    const stored = packHeatState(state);
    expect(checkStoredHeatState(stored)).toBeNull();
    const back = unpackHeatState(structuredClone(stored));
    const [a, b] = [state.heat.lonLat, back.heat.lonLat];
    expect(b.length).toBe(a.length);
    let worst = 0;
    for (let i = 0; i < a.length; i++) {
      const d = Math.abs(a[i]! - b[i]!);
      // Float32 itself rounds: allow its step at the value, plus half a fraction step.
      const allowed = CELL_DEG / 65_536 / 2 + Math.abs(a[i]!) * 2 ** -23;
      worst = Math.max(worst, d / allowed);
    }
    expect(worst).toBeLessThanOrEqual(1);
    const restored = createHeatEngine();
    restored.restore(back);
    const mask = Uint8Array.of(1, 1, 0, 1);
    const [x, y] = [engine.build('density', mask, 0), restored.build('density', mask, 0)];
    expect([...y.density!.weights]).toEqual([...x.density!.weights]);
    const near = (e: typeof engine) => [...e.query(Uint8Array.of(1, 1, 1, 1), 179.995, -33.9, 30).activities];
    expect(near(restored)).toEqual(near(engine));
    expect(near(restored)).toEqual([1]);
  });

  it('stores about 5 bytes per heat point instead of 12, and the cells exactly', () => {
    const { state } = loadedState();
    const stored = packHeatState(state);
    const points = state.grid.cellOfPoint.length;
    const before = state.heat.lonLat.byteLength + state.grid.cellOfPoint.byteLength;
    const after = stored.heat.cellFraction.byteLength + stored.grid.cellDeltas.byteLength;
    expect(before / points).toBe(12);
    // 4 bytes of fractions and one byte of cell difference for all but each track's first point.
    expect(after / points).toBeLessThan(5.05);
    expect([...unpackHeatState(stored).grid.cellOfPoint]).toEqual([...state.grid.cellOfPoint]);
  });

  it('refuses another version, positions of the wrong size and cells that do not decode', () => {
    const stored = packHeatState(loadedState().state);
    expect(checkStoredHeatState({ ...stored, version: 2 })).toMatch(/version 2/);
    expect(
      checkStoredHeatState({ ...stored, heat: { ...stored.heat, cellFraction: new Uint16Array(3) } }),
    ).toBe('bad positions');
    expect(checkStoredHeatState({ ...stored, grid: { ...stored.grid, cellDeltas: [1, 2] } })).toBe(
      'bad point cells',
    );
    const cut = { ...stored, grid: { ...stored.grid, cellDeltas: stored.grid.cellDeltas.slice(0, -1) } };
    expect(checkStoredHeatState(cut)).toBeNull();
    expect(() => unpackHeatState(cut)).toThrow('bad point cells');
  });
});
