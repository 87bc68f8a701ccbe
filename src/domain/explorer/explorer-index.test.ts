import { describe, expect, it } from 'vitest';
import { ExplorerIndex } from './explorer-index';
import { lawnmower, tileLine } from './test-lines';
import { tileKey } from './tiles';

const DAY = 86_400_000;
// z17 tile coordinates of a z14 tile's first z17 tile: 8 x 8 z17 tiles per z14 tile.
const X17 = 8000 * 8;
const Y17 = 5000 * 8;
const row = (x0: number, x1: number, y: number) =>
  tileLine(17, [
    [x0 + 0.5, y + 0.5],
    [x1 + 0.5, y + 0.5],
  ]);

describe('ExplorerIndex', () => {
  it('counts new tiles by first visit in time order, whatever the order of import', () => {
    const index = new ExplorerIndex();
    index.add({ id: 'late', startMs: 3 * DAY, line: row(X17, X17 + 9, Y17) }); // 10 tiles
    index.add({ id: 'early', startMs: 1 * DAY, line: row(X17 + 5, X17 + 7, Y17) }); // 3 of them
    index.add({ id: 'none', startMs: 2 * DAY, line: row(X17, X17 + 1, Y17) }); // 2 of late's
    expect([...index.newTiles(17)]).toEqual([5, 3, 2]);
    expect(index.totals(17).tiles).toBe(10);
    // At zoom 14 (8 z17 tiles a side): 'early' is first in 8000/5000, 'late' alone in 8001/5000.
    expect([...index.newTiles(14)]).toEqual([1, 1, 0]);
  });

  it('lists the activities that visited a tile, first visit first, within the mask', () => {
    const index = new ExplorerIndex();
    index.add({ id: 'b', startMs: 2 * DAY, line: row(X17, X17 + 3, Y17) });
    index.add({ id: 'a', startMs: 1 * DAY, line: row(X17 + 2, X17 + 4, Y17) });
    index.add({ id: 'c', startMs: NaN, line: row(X17 + 3, X17 + 3, Y17) });
    expect(index.activitiesAt(17, tileKey(X17 + 3, Y17))).toEqual([1, 0, 2]);
    expect(index.activitiesAt(17, tileKey(X17 + 3, Y17), Uint8Array.from([1, 0, 1]))).toEqual([0, 2]);
    expect(index.activitiesAt(17, tileKey(X17 + 9, Y17))).toEqual([]);
  });

  it('gives totals for all time and for a filter', () => {
    const index = new ExplorerIndex();
    index.add({ id: 'block', startMs: DAY, line: lawnmower(17, X17, Y17, 6) });
    index.add({ id: 'far', startMs: 2 * DAY, line: row(X17 + 100, X17 + 119, Y17) });
    const all = index.totals(17);
    expect(all.tiles).toBe(56);
    expect(all.maxSquare.size).toBe(6);
    expect(all.cluster.size).toBe(16);
    const onlyFar = index.totals(17, Uint8Array.from([0, 1]));
    expect(onlyFar).toMatchObject({ tiles: 20, maxSquare: { size: 1 }, cluster: { size: 0 } });
    // Asking twice with the same mask gives the same answer (stamps are per query).
    expect(index.totals(17, Uint8Array.from([0, 1])).tiles).toBe(20);
  });

  it('grows past its initial capacity', () => {
    const index = new ExplorerIndex();
    for (let i = 0; i < 200; i++) index.add({ id: `a${i}`, startMs: i, line: row(X17, X17 + 49, Y17 + i) });
    expect(index.totals(17).tiles).toBe(200 * 50);
    expect(index.totals(17).maxSquare.size).toBe(50);
    expect(index.newTiles(17).reduce((s, v) => s + v, 0)).toBe(10_000);
  });

  it('replaces an activity as a build from scratch with its new line would give', () => {
    // 'walk' is first on most tiles; its edit starts it later than 'ride' and drops half its tiles.
    const lines = {
      walk: { startMs: 1 * DAY, line: lawnmower(17, X17, Y17, 8) },
      ride: { startMs: 2 * DAY, line: row(X17 + 2, X17 + 30, Y17 + 3) },
      run: { startMs: 3 * DAY, line: row(X17, X17 + 5, Y17 + 20) },
    };
    const edited = { startMs: 2.5 * DAY, line: lawnmower(17, X17 + 1, Y17 + 2, 4) };
    const build = (walk: { startMs: number; line: (typeof lines)['walk']['line'] }) => {
      const index = new ExplorerIndex();
      index.add({ id: 'walk', ...walk });
      index.add({ id: 'ride', ...lines.ride });
      index.add({ id: 'run', ...lines.run });
      return index;
    };
    const replaced = build(lines.walk);
    const before = [...replaced.newTiles(17)];
    replaced.replace({ id: 'walk', ...edited });
    const fresh = build(edited);
    expect([...replaced.newTiles(17)]).not.toEqual(before);
    for (const z of [14, 17] as const) {
      expect([...replaced.newTiles(z)]).toEqual([...fresh.newTiles(z)]);
      expect(replaced.tileCount(z)).toBe(fresh.tileCount(z));
      expect([...replaced.visitedKeys(z)]).toEqual([...fresh.visitedKeys(z)]);
      expect([...replaced.visitedKeys(z, Uint8Array.of(1, 0, 0))]).toEqual([
        ...fresh.visitedKeys(z, Uint8Array.of(1, 0, 0)),
      ]);
      expect(replaced.totals(z)).toEqual(fresh.totals(z));
      for (const k of fresh.visitedKeys(z))
        expect(replaced.activitiesAt(z, k)).toEqual(fresh.activitiesAt(z, k));
    }
    // Back to the original line: the first index again, tiles no one visits any more removed.
    replaced.replace({ id: 'walk', ...lines.walk });
    expect([...replaced.newTiles(17)]).toEqual(before);
    expect(replaced.tileCount(17)).toBe(build(lines.walk).tileCount(17));
    expect(() => replaced.replace({ id: 'swim', ...edited })).toThrow(/not loaded/);
  });
});
