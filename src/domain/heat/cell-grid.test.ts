import { describe, expect, it } from 'vitest';
import { METRES_PER_DEGREE } from '../geo';
import { CELL_DEG, HEAT_CELL_M, buildCellGrid, cellColumn, cellRow } from './cell-grid';
import { lineHeat } from './test-tracks';

describe('buildCellGrid', () => {
  it('gives points in one cell the same id, placed at their mean position', () => {
    const lon = -180 + (Math.floor(186.6 / CELL_DEG) + 0.2) * CELL_DEG;
    const lat = -90 + (Math.floor(136.5 / CELL_DEG) + 0.3) * CELL_DEG;
    const d = CELL_DEG / 10;
    const input = Float32Array.from([lon, lat, lon + 2 * d, lat + 4 * d, lon + 5 * CELL_DEG, lat]);
    const g = buildCellGrid(input);
    expect(g.cellCount).toBe(2);
    expect([...g.cellOfPoint]).toEqual([0, 0, 1]);
    expect(g.cellLonLat[0]).toBeCloseTo((input[0]! + input[2]!) / 2, 6);
    expect(g.cellLonLat[1]).toBeCloseTo((input[1]! + input[3]!) / 2, 6);
    expect([...g.cellTotals]).toEqual([2, 1]);
  });

  it('uses cells HEAT_CELL_M tall', () => {
    expect(CELL_DEG * METRES_PER_DEGREE).toBeCloseTo(HEAT_CELL_M, 9);
    expect(cellRow(45 + CELL_DEG * 0.5) - cellRow(45 - CELL_DEG * 0.5)).toBe(1);
  });

  it('never joins points on both sides of the 180th meridian', () => {
    expect(cellColumn(-180)).toBe(0);
    const g = buildCellGrid(Float32Array.from([179.99999, 10, -180, 10, 180, 10]));
    expect(g.cellCount).toBe(2);
    expect([...g.cellOfPoint]).toEqual([0, 1, 1]); // 180 wraps to -180
    expect(g.cellLonLat[2]).toBe(-180);
  });

  it('merges a repeated route into the cells of one pass', () => {
    const route = lineHeat({ lat: 46.5, lon: 6.6, bearingDeg: 30, lengthM: 2000 }).lonLat;
    const twice = new Float32Array(route.length * 2);
    twice.set(route);
    twice.set(route, route.length);
    const once = buildCellGrid(route);
    const both = buildCellGrid(twice);
    expect(both.cellCount).toBe(once.cellCount);
    expect(both.cellTotals.reduce((a, b) => a + b, 0)).toBe(route.length); // 2 passes × n/2 points
  });

  it('grows past its first table size', () => {
    const n = 100_000;
    const lonLat = new Float32Array(2 * n);
    for (let i = 0; i < n; i++) {
      lonLat[2 * i] = -170 + (i % 1000) * CELL_DEG * 3;
      lonLat[2 * i + 1] = 20 + Math.floor(i / 1000) * CELL_DEG * 3;
    }
    const g = buildCellGrid(lonLat);
    expect(g.cellCount).toBe(n);
    expect(new Set(g.cellOfPoint).size).toBe(n);
  });
});
