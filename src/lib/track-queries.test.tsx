// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackStoreProvider } from './store-context';
import { createMemoryTrackStore } from '../testing/memory-track-store';
import { makeSummary } from '../testing/summary';
import {
  summariesQuery,
  summaryQuery,
  trackKeys,
  useDeleteActivities,
  useUpdateSummary,
} from './track-queries';

afterEach(cleanup);

function setup() {
  const store = createMemoryTrackStore([
    makeSummary({ id: 'aa' }),
    makeSummary({ id: 'bb', name: 'Evening ride' }),
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TrackStoreProvider store={store}>{children}</TrackStoreProvider>
    </QueryClientProvider>
  );
  return { store, queryClient, wrapper };
}

describe('trackKeys', () => {
  it('nests every key under ["tracks"] and sorts id sets', () => {
    expect(trackKeys.summaries()).toEqual(['tracks', 'summaries']);
    expect(trackKeys.products('x1')).toEqual(['tracks', 'x1', 'products']);
    expect(trackKeys.profiles(['b', 'a'])).toEqual(trackKeys.profiles(['a', 'b']));
    expect(trackKeys.heat()).toEqual(['tracks', 'heat', 'all']);
    for (const key of [trackKeys.collections(), trackKeys.paths(['z']), trackKeys.summary('q')]) {
      expect(key[0]).toBe('tracks');
    }
  });
});

describe('queries and mutations', () => {
  it('reads a missing activity as null', async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useQuery(summaryQuery(store, 'nope')), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('deleting refreshes the summary list', async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useQuery(summariesQuery(store)), remove: useDeleteActivities() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync(['aa']));
    await waitFor(() => expect(result.current.list.data?.map((s) => s.id)).toEqual(['bb']));
  });

  it('renaming refreshes the cached summary', async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(
      () => ({ one: useQuery(summaryQuery(store, 'bb')), update: useUpdateSummary() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.one.data?.name).toBe('Evening ride'));
    await act(() => result.current.update.mutateAsync({ id: 'bb', patch: { name: 'Night ride' } }));
    await waitFor(() => expect(result.current.one.data?.name).toBe('Night ride'));
  });
});
