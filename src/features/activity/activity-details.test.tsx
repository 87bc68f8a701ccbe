// @vitest-environment jsdom
import { act, cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewProducts } from '../../domain/series/types';
import type { TrackSummary } from '../../domain/stats/types';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeActivity, makeId } from '../../testing/store-fixtures';

/** Every render of the map and charts panel: whose summary, with which products. */
const shown: { summary: TrackSummary; products: ViewProducts }[] = [];
vi.mock('./profile/activity-profile', () => ({
  ActivityProfile: (p: { summary: TrackSummary; products: ViewProducts }) => {
    shown.push(p);
    return <div data-testid="profile" data-activity={p.summary.id} />;
  },
}));

// The activity route is lazy: its chunk loads on first visit.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => {
  cleanup();
  shown.length = 0;
});

/**
 * The page's heavy panels take their data through useDeferredValue (activity-details.tsx): after a
 * mend the new figures show a render before the map and charts. Going to another activity must not
 * show the last one's map and charts beside the new summary for that render: the activity's view is
 * keyed by its id (activity-page.tsx), so the deferred values start again with each activity. Without
 * that key this test fails (a deferred panel of the last activity renders with the next summary).
 */
describe('the activity page going from one activity to another', () => {
  it('never draws the map and charts of the last activity beside the next one', async () => {
    const store = createMemoryTrackStore();
    for (const seed of [1, 2]) await store.putActivity(makeActivity(seed));
    const { history } = renderPage(`/activities/${makeId(1)}`, { store });
    const profileOf = async (seed: number) => {
      await screen.findByRole('heading', { level: 1, name: `Activity ${seed}` });
      expect((await screen.findByTestId('profile')).dataset.activity).toBe(makeId(seed));
    };
    await profileOf(1);
    // Both activities' files are now read (cached): the page changes without a loading state.
    act(() => history.push(`/activities/${makeId(2)}`));
    await profileOf(2);
    act(() => history.push(`/activities/${makeId(1)}`));
    await profileOf(1);
    act(() => history.push(`/activities/${makeId(2)}`));
    await profileOf(2);

    // Each activity's products came with its own summary only, in every render.
    const owners = new Map<ViewProducts, Set<string>>();
    for (const { summary, products } of shown) {
      owners.set(products, (owners.get(products) ?? new Set()).add(summary.id));
    }
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(owners.size).toBeGreaterThanOrEqual(2);
    for (const ids of owners.values()) expect([...ids]).toHaveLength(1);
  });
});
