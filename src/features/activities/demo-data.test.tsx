// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDemoTagger,
  DEMO_COLLECTION_ID,
  DEMO_COLLECTION_NAME,
  DEMO_TAG_BATCH,
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

/** A store with two demo activities (tagged as the demo import tags them) and one of the user's. */
async function seeded() {
  const store = createMemoryTrackStore([
    makeSummary({ id: 'demo1', name: 'Demo run' }),
    makeSummary({ id: 'demo2', name: 'Demo ride', sport: 'ride' }),
    makeSummary({ id: 'mine1', name: 'My own run' }),
  ]);
  const written = new Promise<void>((resolve) => {
    const tag = createDemoTagger(store, resolve);
    tag('demo1');
    tag('demo2');
  });
  await written;
  return store;
}

describe('demo data', () => {
  it('is tagged in one collection as the demo import stores it, in batches', async () => {
    const store = createMemoryTrackStore([]);
    let writes = 0;
    const tag = createDemoTagger(store, () => writes++);
    for (let i = 0; i < DEMO_TAG_BATCH + 3; i++) tag(`d${i}`);
    await waitFor(() => expect(writes).toBe(2));
    const all = await store.listCollections();
    expect(all.map((c) => c.name)).toEqual([DEMO_COLLECTION_NAME]);
    expect(all[0]?.trackIds).toHaveLength(DEMO_TAG_BATCH + 3);
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
    await store.putActivity(makeActivity(7));
    const demoId = (await store.listSummaries()).find((s) => !s.id.startsWith('mine'))!.id;
    await new Promise<void>((resolve) => createDemoTagger(store, resolve)(demoId));
    const collections = await store.listCollections();
    expect(collections.find((c) => c.id === own.id)?.trackIds).toEqual(['mine1', 'mine2']);
    expect(collections.find((c) => c.id === DEMO_COLLECTION_ID)?.trackIds).toEqual([demoId]);
    cleanup();
    renderPage('/activities', { store });
    const notice = await screen.findByRole('complementary', { name: 'Demo data' });
    expect(notice.textContent).toContain('1 demo activit');
  });
});
