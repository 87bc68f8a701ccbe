// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDemoWriter,
  DEMO_COLLECTION_ID,
  DEMO_COLLECTION_NAME,
  DEMO_WRITE_BATCH,
} from '../../shared/demo/demo-activities';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeSummary } from '../../testing/summary';
import { makeActivity } from '../../testing/store-fixtures';
import { stubClientSize } from '../../testing/client-size';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

/** jsdom has no layout: give the table's scroll area a real size so the virtualiser fills it. */
stubClientSize('activities-table__scroll', { clientWidth: 1200, clientHeight: 640 });

/** A store with two demo activities (marked as the demo import marks them) and one of the user's. */
async function seeded() {
  const store = createMemoryTrackStore([makeSummary({ id: 'mine1', name: 'My own run' })]);
  const put = createDemoWriter(store, () => undefined);
  await Promise.all([
    put(makeActivity(1, { id: 'demo1', name: 'Demo run' })),
    put(makeActivity(2, { id: 'demo2', name: 'Demo ride', sport: 'ride' })),
  ]);
  return store;
}

describe('demo data', () => {
  it('is stored in batches, each with its demo mark in the same write', async () => {
    const store = createMemoryTrackStore([]);
    const batches: number[] = [];
    const putActivities = store.putActivities.bind(store);
    store.putActivities = (records, options) => {
      batches.push(records.length);
      expect(options?.collectionId).toBe(DEMO_COLLECTION_ID);
      return putActivities(records, options);
    };
    const put = createDemoWriter(store, () => undefined);
    const count = DEMO_WRITE_BATCH + 3;
    const results = await Promise.all(Array.from({ length: count }, (_, i) => put(makeActivity(100 + i))));
    expect(results.every((r) => r === 'added')).toBe(true);
    expect(batches).toEqual([DEMO_WRITE_BATCH, 3]);
    const all = await store.listCollections();
    expect(all.map((c) => c.name)).toEqual([DEMO_COLLECTION_NAME]);
    expect(all[0]?.trackIds).toHaveLength(count);
  });

  it('an interrupted load leaves no demo activity unmarked', async () => {
    const store = createMemoryTrackStore([]);
    const put = createDemoWriter(store, () => undefined);
    const abort = new AbortController();
    const first = Array.from({ length: DEMO_WRITE_BATCH }, (_, i) =>
      put(makeActivity(200 + i), { signal: abort.signal }),
    );
    await Promise.all(first);
    // The tab is closed (or the import cancelled) with a batch half gathered: none of it is kept.
    const late = Array.from({ length: 5 }, (_, i) =>
      put(makeActivity(300 + i), { signal: abort.signal }).then(
        () => 'stored',
        (e: unknown) => (e instanceof DOMException ? e.name : 'other'),
      ),
    );
    abort.abort();
    expect(await Promise.all(late)).toEqual(Array(5).fill('AbortError'));
    const stored = (await store.listSummaries()).map((s) => s.id).sort();
    const marked = [...((await store.listCollections())[0]?.trackIds ?? [])].sort();
    expect(stored).toHaveLength(DEMO_WRITE_BATCH);
    expect(marked).toEqual(stored);
  });

  it('is marked in the table and removed in one action, leaving the user’s own activities', async () => {
    const store = await seeded();
    renderPage('/activities', { store });
    const table = await screen.findByRole('table', { name: 'Activities' });
    const row = async (name: string) =>
      (await within(table).findByRole('link', { name })).closest('tr') as HTMLElement;
    expect(within(await row('Demo run')).queryByText('Demo')).not.toBeNull();
    expect(within(await row('My own run')).queryByText('Demo')).toBeNull();

    const notice = await screen.findByRole('complementary', { name: 'Demo data' });
    expect(notice.textContent).toContain('2 demo activities');
    await userEvent.click(within(notice).getByRole('button', { name: 'Remove demo data' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove demo data' }));

    await waitFor(async () => expect((await store.listSummaries()).map((s) => s.id)).toEqual(['mine1']));
    expect(await store.listCollections()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Demo data' })).toBeNull());
    expect(within(table).queryByRole('link', { name: 'Demo run' })).toBeNull();
  });

  it('stays marked and removable after the demo collection is renamed, by its id not its name', async () => {
    const store = await seeded();
    const [demo] = await store.listCollections();
    expect(demo?.id).toBe(DEMO_COLLECTION_ID);
    await store.renameCollection(DEMO_COLLECTION_ID, 'Sample data I renamed');
    // A collection of the person's own, named as the demo set once was, is not taken for it.
    const own = await store.createCollection(DEMO_COLLECTION_NAME);
    await store.addToCollection(own.id, ['mine1']);
    renderPage('/activities', { store });
    const table = await screen.findByRole('table', { name: 'Activities' });
    const row = async (name: string) =>
      (await within(table).findByRole('link', { name })).closest('tr') as HTMLElement;
    expect(within(await row('Demo ride')).queryByText('Demo')).not.toBeNull();
    expect(within(await row('My own run')).queryByText('Demo')).toBeNull();
    const notice = await screen.findByRole('complementary', { name: 'Demo data' });
    expect(notice.textContent).toContain('2 demo activities');
    await userEvent.click(within(notice).getByRole('button', { name: 'Remove demo data' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove demo data' }),
    );
    await waitFor(async () =>
      expect((await store.listSummaries()).map((s) => s.name)).toEqual(['My own run']),
    );
    expect((await store.listCollections()).map((c) => c.name)).toEqual([DEMO_COLLECTION_NAME]);
  });

  it('never takes a collection of the person’s own for the demo set by its name', async () => {
    const store = createMemoryTrackStore([
      makeSummary({ id: 'mine1', name: 'My own run' }),
      makeSummary({ id: 'mine2', name: 'My own ride', sport: 'ride' }),
    ]);
    // Named as the demo set is: not the demo set (no fixed id), so nothing is marked or removable.
    const own = await store.createCollection(DEMO_COLLECTION_NAME);
    await store.addToCollection(own.id, ['mine1', 'mine2']);
    renderPage('/activities', { store });
    const table = await screen.findByRole('table', { name: 'Activities' });
    const row = (await within(table).findByRole('link', { name: 'My own run' })).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Demo')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Demo data' })).toBeNull();
    // A demo import afterwards fills its own collection, not the person's.
    const demo = makeActivity(7);
    await createDemoWriter(store, () => undefined)(demo);
    const demoId = demo.summary.id;
    const collections = await store.listCollections();
    expect(collections.find((c) => c.id === own.id)?.trackIds).toEqual(['mine1', 'mine2']);
    expect(collections.find((c) => c.id === DEMO_COLLECTION_ID)?.trackIds).toEqual([demoId]);
    cleanup();
    renderPage('/activities', { store });
    const notice = await screen.findByRole('complementary', { name: 'Demo data' });
    expect(notice.textContent).toContain('1 demo activit');
  });
});
