import { describe, expect, it } from 'vitest';
import { buildCellGrid, HEAT_CELL_M } from './cell-grid';
import { buildCellLevel, cellLevelFor, MAX_CELL_LEVEL } from './cell-levels';
import { buildDensity } from './density';
import { packHeat } from './pack';
import { lineHeat } from './test-tracks';

const home = lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 80, lengthM: 3000 });
const away = lineHeat({ lat: 46.6, lon: 6.5, bearingDeg: 170, lengthM: 1000 });

function setup() {
  const packed = packHeat(
    ['home', 'away'],
    new Map([
      ['home', home],
      ['away', away],
    ]),
  );
  return { packed, grid: buildCellGrid(packed.lonLat) };
}

describe('buildCellLevel', () => {
  it('merges 2^k × 2^k grid cells: fewer cells, each at the mean position of its heat points', () => {
    const { packed, grid } = setup();
    const level = buildCellLevel(grid, 3); // 80 m cells
    // A 4 km line of 10 m cells crosses about one 80 m cell per 80 m.
    expect(level.cellCount).toBeLessThan(grid.cellCount / 4);
    expect(level.cellCount).toBeGreaterThan((4000 / (HEAT_CELL_M * 8)) * 0.8);
    // Mean position of the heat points of each level cell, computed directly from the points.
    const sums = new Map<number, [number, number, number]>();
    for (let p = 0; p < grid.cellOfPoint.length; p++) {
      const id = level.cellOfFine[grid.cellOfPoint[p]!]!;
      const s = sums.get(id) ?? [0, 0, 0];
      sums.set(id, [s[0] + packed.lonLat[2 * p]!, s[1] + packed.lonLat[2 * p + 1]!, s[2] + 1]);
    }
    expect(sums.size).toBe(level.cellCount);
    for (const [id, [lon, lat, n]] of sums) {
      expect(level.cellLonLat[2 * id]).toBeCloseTo(lon / n, 5);
      expect(level.cellLonLat[2 * id + 1]).toBeCloseTo(lat / n, 5);
    }
  });

  it('puts grid cells of the same 2^k block in the same level cell, and others apart', () => {
    const { grid } = setup();
    const k = 2;
    const level = buildCellLevel(grid, k);
    const block = new Map<string, number>();
    for (let c = 0; c < grid.cellCount; c++) {
      const key = `${grid.cellColRow[2 * c]! >> k},${grid.cellColRow[2 * c + 1]! >> k}`;
      const id = level.cellOfFine[c]!;
      expect(block.get(key) ?? id).toBe(id);
      block.set(key, id);
    }
    expect(new Set(block.values()).size).toBe(block.size);
  });

  it('keeps every kept heat point in the density at any level', () => {
    const { packed, grid } = setup();
    const level = buildCellLevel(grid, 5);
    const d = buildDensity(grid, packed.offsets, Uint8Array.of(0, 1), level);
    expect(d.buffers.length).toBe(level.cellCount);
    expect(d.buffers.positions).toBe(level.cellLonLat);
    expect(d.buffers.weights.reduce((a, b) => a + b, 0)).toBe(away.lonLat.length / 2);
    expect(d.bounds!.minLat).toBeGreaterThan(46.55); // the unkept route weighs nothing
  });

  it('refuses levels it cannot build', () => {
    const { grid } = setup();
    expect(() => buildCellLevel(grid, 0)).toThrow('Cell level 0 is not between 1 and 12');
    expect(() => buildCellLevel(grid, MAX_CELL_LEVEL + 1)).toThrow('Cell level 13 is not between 1 and 12');
  });
});

describe('cellLevelFor', () => {
  it('picks the coarsest level whose cells are at most the given pixels tall', () => {
    // Zoom 11 at 47.4°N: 25.8 m per pixel, so 2 px = 51.7 m: 40 m cells (level 2), not 80 m.
    expect(cellLevelFor(11, 47.4, 2)).toBe(2);
    // One zoom level out doubles the ground size of a pixel, and the level.
    expect(cellLevelFor(10, 47.4, 2)).toBe(3);
    // At the equator a pixel covers more ground (cos 0 = 1): 2 px = 76.4 m at zoom 11.
    expect(cellLevelFor(11, 0, 2)).toBe(2);
    expect(cellLevelFor(11, 0, 4)).toBe(3);
  });

  it('stays at the grid when zoomed in and at the coarsest level when zoomed out, and is 0 for no view', () => {
    expect(cellLevelFor(17, 47.4, 2)).toBe(0);
    expect(cellLevelFor(0, 47.4, 2)).toBe(MAX_CELL_LEVEL);
    expect(cellLevelFor(Number.NaN, 47.4, 2)).toBe(0);
  });
});
