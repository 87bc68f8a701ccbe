import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ActivityCurves } from '../../../domain/curves/types';
import type { SimplifiedPath } from '../../../domain/series/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { makeSummary } from '../../../testing/summary';
import { trackKeys } from '../../../lib/track-queries';
import { refreshMended } from './use-mend';

const path = (x: number): SimplifiedPath => ({
  lonLat: Float32Array.of(x, 45, x + 1, 46),
  partStarts: Uint32Array.of(0),
});
const curves = {} as ActivityCurves;
const trim = { op: 'trim' as const, start: '2024-05-01T07:00:00.000Z', end: '2024-05-01T08:00:00.000Z' };

/** A cache holding three activities' lists, as the activity page has them, and a store of the mended one. */
function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const list = ['a', 'b', 'c'].map((id) => makeSummary({ id, name: id }));
  client.setQueryData(trackKeys.summaries(), list);
  client.setQueryData(trackKeys.paths(), new Map(list.map((s, i) => [s.id, path(i)])));
  client.setQueryData(trackKeys.curves(), new Map(list.map((s) => [s.id, curves])));
  client.setQueryData(trackKeys.products('b'), 'old products');
  client.setQueryData(trackKeys.heatIds(), { ids: ['a', 'b', 'c'] });
  client.setQueryData(trackKeys.waypoints('b'), []);
  const store = {
    getPaths: () => Promise.resolve(new Map([['b', path(9)]])),
    getCurves: () => Promise.resolve(new Map<string, ActivityCurves>()),
  };
  return { client, list, store };
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('refreshMended', () => {
  it('puts a trimmed activity into the lists in place and reads only the rest again', async () => {
    const { client, list, store } = setUp();
    const next: TrackSummary = { ...list[1]!, distanceM: 1, edits: { ops: [trim], applied: 1 } };
    await refreshMended(client, store, list[1]!, next);
    const summaries = client.getQueryData<TrackSummary[]>(trackKeys.summaries())!;
    expect(summaries.map((s) => s.distanceM)).toEqual([list[0]!.distanceM, 1, list[2]!.distanceM]);
    expect(summaries[0]).toBe(list[0]);
    expect(client.getQueryData(trackKeys.summary('b'))).toBe(next);
    const paths = client.getQueryData<Map<string, SimplifiedPath>>(trackKeys.paths())!;
    expect([...paths.get('b')!.lonLat]).toEqual([9, 45, 10, 46]);
    expect([...paths.keys()]).toEqual(['a', 'b', 'c']);
    // 'b' has no curves any more: its entry goes.
    expect([...client.getQueryData<Map<string, ActivityCurves>>(trackKeys.curves())!.keys()]).toEqual([
      'a',
      'c',
    ]);
    for (const key of [trackKeys.summaries(), trackKeys.paths(), trackKeys.curves()])
      expect(stale(client, key)).toBe(false);
    expect(stale(client, trackKeys.products('b'))).toBe(true);
    expect(stale(client, trackKeys.heatIds())).toBe(true);
    // The original file's waypoints are not read again (it never changes).
    expect(stale(client, trackKeys.waypoints('b'))).toBe(false);
  });

  it('reads a logger part’s waypoints again: an edit changes its time range', async () => {
    const { client, list, store } = setUp();
    const before: TrackSummary = { ...list[1]!, part: { sourceId: 'file', index: 1, count: 2 } };
    const next: TrackSummary = { ...before, edits: { ops: [trim], applied: 1 } };
    await refreshMended(client, store, before, next);
    expect(stale(client, trackKeys.waypoints('b'))).toBe(true);
    expect(stale(client, trackKeys.summaries())).toBe(false);
  });

  it('reads every list again when the edit makes or hides another activity', async () => {
    const { client, list, store } = setUp();
    const next: TrackSummary = { ...list[0]!, edits: { ops: [{ op: 'merge', ids: ['c'] }], applied: 1 } };
    await refreshMended(client, store, list[0]!, next);
    expect(stale(client, trackKeys.summaries())).toBe(true);
    expect(stale(client, trackKeys.paths())).toBe(true);
  });
});
