// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackStore } from '../../data';
import { trackFromPoints } from '../../domain/track/track-data';
import { drive, Road } from '../../domain/segments/test-roads';
import { computeBounds } from '../../domain/stats/bounds';
import { T0 } from '../../domain/stats/test-tracks';
import { makeActivity } from '../../testing/store-fixtures';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { createInProcessSegmentsRunner } from '../../workers/segments/client';
import { TrackStoreProvider } from '../../lib/store-context';
import { WorkersContext, type AppWorkers } from '../../lib/workers-context';
import { summariesQuery } from '../../lib/track-queries';
import {
  activityNamesQuery,
  segmentKeys,
  segmentQuery,
  segmentsQuery,
  useCreateSegment,
  useDeleteSegment,
  useRenameSegment,
} from './segment-queries';
import { useTrackStore } from '../../lib/store-context';

afterEach(cleanup);

/** The providers the hooks read: the store, the query client and an in-process segments runner. */
function wrapperFor(store: TrackStore, client: QueryClient) {
  const workers = { segments: createInProcessSegmentsRunner() } as unknown as AppWorkers;
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TrackStoreProvider store={store}>
        <WorkersContext.Provider value={workers}>{children}</WorkersContext.Provider>
      </TrackStoreProvider>
    </QueryClientProvider>
  );
}

/** A 500 m segment going north, id 'hill'. */
const hill = () => ({
  ...new Road([
    [0, 0],
    [0, 500],
  ]).segment('Hill'),
  id: 'hill',
});

describe('segment hooks', () => {
  it('create, rename and delete a segment; the list and the segment queries follow', async () => {
    const store = createMemoryTrackStore();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = wrapperFor(store, client);
    const segment = hill();
    const { result } = renderHook(
      () => {
        const s = useTrackStore();
        return {
          list: useQuery(segmentsQuery(s)),
          one: useQuery(segmentQuery(s, 'hill')),
          create: useCreateSegment(),
          rename: useRenameSegment(),
          remove: useDeleteSegment(),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(result.current.one.data).toBeNull();
    const getSegment = vi.spyOn(store, 'getSegment');
    const listEfforts = vi.spyOn(store, 'listEfforts');
    await act(() => result.current.create.mutateAsync(segment));
    await waitFor(() => expect(result.current.list.data?.map((s) => s.name)).toEqual(['Hill']));
    // The new segment and its ranked efforts come from the creation, not read back from the store.
    expect(result.current.one.data).toEqual(segment);
    expect(client.getQueryData(segmentKeys.efforts('hill'))).toEqual([]);
    expect(getSegment).not.toHaveBeenCalled();
    expect(listEfforts).not.toHaveBeenCalledWith({ segmentId: 'hill' });
    await act(() => result.current.rename.mutateAsync({ id: 'hill', name: 'The hill' }));
    await waitFor(() => expect(result.current.one.data?.name).toBe('The hill'));
    await act(() => result.current.remove.mutateAsync('hill'));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
  });

  it('puts the names of the activities with an effort in the cache when it holds the summaries', async () => {
    const store = createMemoryTrackStore();
    const road = new Road([
      [0, 0],
      [0, 500],
    ]);
    const track = trackFromPoints(drive(road, { position: (t) => -100 + 5 * t, durationS: 160, t0: T0 }));
    const bounds = computeBounds(track.lat, track.lon, new Uint8Array(track.length));
    const ride = {
      ...makeActivity(1, { bounds, sport: 'ride', startTime: T0, points: track.length }),
      track,
    };
    await store.putActivity(ride);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery(summariesQuery(store));
    const wrapper = wrapperFor(store, client);
    const { result } = renderHook(() => useCreateSegment(), { wrapper });
    const getSummary = vi.spyOn(store, 'getSummary');
    expect(await act(() => result.current.mutateAsync({ ...road.segment('Hill'), id: 'hill' }))).toBe(1);
    const id = ride.summary.id;
    expect(client.getQueryData(activityNamesQuery(store, client, [id]).queryKey)).toEqual(
      new Map([
        [
          id,
          {
            name: ride.summary.name,
            utcOffsetMin: ride.summary.utcOffsetMin,
            timeZone: ride.summary.timeZone,
          },
        ],
      ]),
    );
    expect(getSummary).not.toHaveBeenCalled();
  });

  it('leaving the page after a creation marks the segment list stale without reading it now', async () => {
    const store = createMemoryTrackStore();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = wrapperFor(store, client);
    const { result } = renderHook(
      () => ({
        list: useQuery(segmentsQuery(useTrackStore())),
        create: useCreateSegment({ leavesPage: true }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    const listSegments = vi.spyOn(store, 'listSegments');
    const segment = hill();
    await act(() => result.current.create.mutateAsync(segment));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(listSegments).not.toHaveBeenCalled();
    expect(client.getQueryState(segmentKeys.all)?.isInvalidated).toBe(true);
    // Shown again (its next reader), the list is read with the new segment.
    expect((await client.fetchQuery(segmentsQuery(store))).map((s) => s.id)).toEqual(['hill']);
  });
});
