import { describe, expect, it } from 'vitest';
import { lawnmower, tileLine } from '../../domain/explorer/test-lines';
import type { SimplifiedPath } from '../../domain/series/types';
import { createInProcessExplorerRunner, type ExplorerEntry } from './client';
import { isExplorerRequest } from './protocol';

const X = 8000 * 8;
const Y = 5000 * 8;
const path = (line: ReturnType<typeof tileLine>): SimplifiedPath => ({
  lonLat: Float32Array.from(line.lonLat),
  partStarts: Uint32Array.from(line.partStarts),
});
const block: ExplorerEntry = { id: 'block', startMs: 1000, path: path(lawnmower(17, X, Y, 5)) };
const row: ExplorerEntry = {
  id: 'row',
  startMs: 2000,
  path: path(
    tileLine(17, [
      [X + 0.5, Y + 10.5],
      [X + 9.5, Y + 10.5],
    ]),
  ),
};

describe('explorer runner (in-process)', () => {
  it('adds new activities without a rebuild and rebuilds after a removal', async () => {
    const runner = createInProcessExplorerRunner();
    expect(await runner.sync([block])).toMatchObject({ ids: ['block'], added: 1, rebuilt: false });
    expect(await runner.sync([block, row])).toMatchObject({
      ids: ['block', 'row'],
      added: 1,
      rebuilt: false,
    });
    expect(await runner.sync([row, block])).toMatchObject({ added: 0 });
    const view = (await runner.view(17, Uint8Array.from([1, 1]))).value;
    expect(view.all).toEqual({ tiles: 35, cluster: 9, maxSquare: 5 });
    expect(view.filtered).toEqual(view.all);
    expect(view.visited.length).toBe(35);
    expect(view.visited.indices.length).toBe(35 * 6);
    expect(view.square).toHaveLength(10);
    const onlyRow = (await runner.view(17, Uint8Array.from([0, 1]))).value;
    expect(onlyRow.filtered).toEqual({ tiles: 10, cluster: 0, maxSquare: 1 });
    expect(await runner.sync([row])).toMatchObject({ ids: ['row'], added: 1, rebuilt: true });
    expect((await runner.view(17, Uint8Array.from([1]))).value.all.tiles).toBe(10);
  });

  it('replaces an edited activity in place (its version changed) and shows only its new tiles', async () => {
    const runner = createInProcessExplorerRunner();
    await runner.sync([{ ...block, version: 'a' }, row]);
    expect(await runner.sync([{ ...block, version: 'a' }, row])).toMatchObject({ added: 0, replaced: 0 });
    // The block trimmed to the row's tiles: same id, a new path and version.
    const trimmed = { ...row, id: 'block', startMs: 1000, version: 'b' };
    expect(await runner.sync([trimmed, row])).toMatchObject({
      ids: ['block', 'row'],
      added: 0,
      replaced: 1,
      rebuilt: false,
    });
    expect((await runner.view(17, Uint8Array.from([1, 0]))).value.filtered.tiles).toBe(10);
    expect((await runner.view(17, Uint8Array.from([1, 1]))).value.all.tiles).toBe(10);
    // The trimmed block is first on the row's tiles now (it starts earlier).
    expect([...(await runner.newTiles()).value.z17]).toEqual([10, 0]);
  });

  it('answers the activities at a tile, first visit first, and the new tiles', async () => {
    const runner = createInProcessExplorerRunner();
    const later: ExplorerEntry = { ...block, id: 'later', startMs: 5000 };
    await runner.sync([later, block]);
    const at = lawnmower(17, X, Y, 1).lonLat; // the middle of tile (X, Y)
    const hits = (await runner.at(17, at[0]!, at[1]!, Uint8Array.from([1, 1]))).value;
    expect(hits).toMatchObject({ x: X, y: Y });
    expect([...hits.activities]).toEqual([1, 0]);
    const fresh = (await runner.newTiles()).value;
    expect([...fresh.z17]).toEqual([0, 25]);
    expect([...fresh.z14]).toEqual([0, 1]);
  });

  it('rejects malformed requests at the worker boundary', () => {
    expect(
      isExplorerRequest({ type: 'explorer-view', requestId: 1, zoom: 15, mask: new Uint8Array(1) }),
    ).toBe(false);
    expect(
      isExplorerRequest({ type: 'explorer-view', requestId: 1, zoom: 17, mask: new Uint8Array(1) }),
    ).toBe(true);
  });
});
