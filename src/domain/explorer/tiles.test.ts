import { describe, expect, it } from 'vitest';
import { lawnmower, tileLine } from './test-lines';
import { COARSE_MIN_ZOOM, coarseKeys, coarseTiles } from './explorer-engine';
import {
  keyX,
  keyY,
  latToTileY,
  lineTiles,
  lonToTileX,
  tileKey,
  tileXToLon,
  tileYToLat,
  traverseLine,
} from './tiles';

const pairs = (keys: Float64Array): [number, number][] => [...keys].map((k) => [keyX(k), keyY(k)]);

describe('tile projection', () => {
  it('puts known places in their OpenStreetMap tiles', () => {
    // Berlin Brandenburger Tor, zoom 14: tile 8800/5373 (openstreetmap.org numbering).
    expect(Math.floor(lonToTileX(13.3777, 14))).toBe(8800);
    expect(Math.floor(latToTileY(52.5163, 14))).toBe(5373);
    expect(Math.floor(lonToTileX(-180, 17))).toBe(0);
    expect(latToTileY(89.9, 14)).toBe(0);
    expect(Math.floor(latToTileY(-89.9, 14))).toBe(2 ** 14 - 1);
  });

  it('inverts tile edges back to their longitudes and latitudes', () => {
    expect(lonToTileX(tileXToLon(8800, 14), 14)).toBe(8800);
    expect(latToTileY(tileYToLat(5373.5, 14), 14)).toBeCloseTo(5373.5, 9);
  });

  it('packs keys in row order', () => {
    expect(tileKey(5, 2)).toBeLessThan(tileKey(0, 3));
    expect([keyX(tileKey(131_071, 99_999)), keyY(tileKey(131_071, 99_999))]).toEqual([131_071, 99_999]);
  });
});

describe('lineTiles (exact grid traversal)', () => {
  it('visits every tile of a lawnmower ride over a block and nothing else', () => {
    const keys = lineTiles(lawnmower(17, 70_000, 42_000, 6), 17);
    expect(keys.length).toBe(36);
    for (const [x, y] of pairs(keys)) {
      expect(x).toBeGreaterThanOrEqual(70_000);
      expect(x).toBeLessThan(70_006);
      expect(y).toBeGreaterThanOrEqual(42_000);
      expect(y).toBeLessThan(42_006);
    }
  });

  it('a line along a tile edge is in the tiles east of it only (a tile owns its west edge)', () => {
    const keys = lineTiles(
      tileLine(14, [
        [8800, 5370.5],
        [8800, 5373.5],
      ]),
      14,
    );
    expect(pairs(keys)).toEqual([
      [8800, 5370],
      [8800, 5371],
      [8800, 5372],
      [8800, 5373],
    ]);
  });

  it('a diagonal through tile corners visits the corner tiles only where it enters them', () => {
    // In tile coordinates (latitudes do not round-trip a corner exactly).
    const walk = (x0: number, y0: number, x1: number, y1: number): [number, number][] => {
      const out: [number, number][] = [];
      traverseLine(x0, y0, x1, y1, 2 ** 14, (x, y) => out.push([x, y]));
      return out;
    };
    // South-east through corners: each corner belongs to the next tile, so only the diagonal.
    expect(walk(100.5, 200.5, 102.5, 202.5)).toEqual([
      [100, 200],
      [101, 201],
      [102, 202],
    ]);
    // North-west: each corner belongs to the tile being left.
    expect(walk(102.5, 202.5, 100.5, 200.5)).toEqual([
      [102, 202],
      [101, 201],
      [100, 200],
    ]);
    // North-east through the corner (101, 201): that point lies in tile (101, 201).
    expect(walk(100.5, 201.5, 101.5, 200.5)).toEqual([
      [100, 201],
      [101, 201],
      [101, 200],
    ]);
    // Ending exactly on a corner: the corner's tile.
    expect(walk(100.5, 200.5, 101, 201)).toEqual([
      [100, 200],
      [101, 201],
    ]);
  });

  it('never joins two track segments: a jump between them visits no tile in between', () => {
    const line = tileLine(
      14,
      [
        [100.2, 200.5],
        [100.8, 200.5],
      ],
      [
        [110.2, 200.5],
        [110.8, 200.5],
      ],
    );
    expect(pairs(lineTiles(line, 14))).toEqual([
      [100, 200],
      [110, 200],
    ]);
  });

  it('a one-point segment visits its tile', () => {
    expect(pairs(lineTiles(tileLine(14, [[7.5, 9.5]]), 14))).toEqual([[7, 9]]);
  });

  it('crosses the 180th meridian the short way and wraps the tiles', () => {
    const n = 2 ** 14;
    // Unwrapped longitudes (as path.ts stores them): from just west of 180° to just east of it.
    const line = tileLine(14, [
      [n - 1.5, 300.5],
      [n + 1.5, 300.5],
    ]);
    expect(pairs(lineTiles(line, 14))).toEqual([
      [0, 300],
      [1, 300],
      [n - 2, 300],
      [n - 1, 300],
    ]);
  });

  it('matches the recorded longitudes across 180° in degrees', () => {
    const line = { lonLat: Float64Array.from([179.99, 10, 180.01, 10]), partStarts: [0] };
    const xs = pairs(lineTiles(line, 17)).map(([x]) => x);
    // 0.01° either side is 3.6 tiles of 360° / 2^17 = 0.00275° each.
    expect(xs).toEqual([0, 1, 2, 3, 131_068, 131_069, 131_070, 131_071]);
  });
});

describe('coarse grids of visited tiles (explorer-engine.ts)', () => {
  it('maps each tile to the tile holding it, once, sorted', () => {
    // Zoom 14 tiles (8, 3), (9, 3) and (15, 20): at zoom 12 (shift 2) the first two share (2, 0).
    const keys = Float64Array.of(tileKey(8, 3), tileKey(9, 3), tileKey(15, 20)).sort();
    expect([...coarseKeys(keys, 2)]).toEqual([tileKey(2, 0), tileKey(3, 5)]);
    expect([...coarseKeys(keys, 0)]).toEqual([...keys]);
  });

  it('gives every even zoom from COARSE_MIN_ZOOM below the explorer zoom, coarsest first', () => {
    const keys = Float64Array.of(tileKey(8000, 5000));
    const grids = coarseTiles(keys, new Float64Array(0), 14);
    expect(grids.map((g) => g.zoom)).toEqual([COARSE_MIN_ZOOM, 8, 10, 12]);
    expect(grids.map((g) => g.visited.length)).toEqual([1, 1, 1, 1]);
    expect(grids.every((g) => g.cluster.length === 0)).toBe(true);
    // The zoom 6 tile holding tile 8000/5000 of zoom 14: x = 8000 / 256 = 31, y = 19.
    const [west, north] = grids[0]!.visited.positions;
    expect(west).toBeCloseTo((31 / 64) * 360 - 180, 4);
    expect(north).toBeCloseTo(tileYToLat(19, 6), 4);
  });
});
