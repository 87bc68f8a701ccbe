import { describe, expect, it } from 'vitest';
import { tileLine } from '../../domain/explorer/test-lines';
import type { SimplifiedPath } from '../../domain/series/types';
import { createInProcessExplorerRunner } from '../../workers/explorer/client';
import { yearTiles } from './year-tiles';

const asPath = (line: ReturnType<typeof tileLine>): SimplifiedPath => ({
  lonLat: Float32Array.from(line.lonLat),
  partStarts: Uint32Array.from(line.partStarts),
});

describe('yearTiles', () => {
  it('counts the tiles first visited in the year, not those visited before', async () => {
    // Zoom 14 tile columns 8000..8002 of row 5000 in 2024, columns 8001..8004 in 2025: the 2025 ride
    // visits 4 tiles, 2 of them new (8003, 8004).
    const y = 5000.5;
    const old = tileLine(14, [
      [8000.5, y],
      [8002.5, y],
    ]);
    const recent = tileLine(14, [
      [8001.5, y],
      [8004.5, y],
    ]);
    const runner = createInProcessExplorerRunner();
    // Loaded newest first: first visits go by start time, not by load order.
    const { ids } = await runner.sync([
      { id: 'b', startMs: Date.UTC(2025, 5, 1), path: asPath(recent) },
      { id: 'a', startMs: Date.UTC(2024, 5, 1), path: asPath(old) },
    ]);
    const t = await yearTiles(runner, ids, new Set(['b']));
    expect(t.newZ14).toBe(2);
    expect(t.visitedZ14).toBe(4);
    expect(t.squareZ14).toBe(1);
    expect(t.newZ17).toBeGreaterThan(t.newZ14);
    expect(await yearTiles(runner, ids, new Set(['a']))).toMatchObject({ newZ14: 3, visitedZ14: 3 });
    expect(await yearTiles(runner, ids, new Set())).toMatchObject({ newZ14: 0, visitedZ14: 0, squareZ14: 0 });
  });
});
