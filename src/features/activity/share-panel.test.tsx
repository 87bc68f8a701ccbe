// @vitest-environment jsdom
// The activity page's Share (issue 37): local mode says it needs an account and stores nothing;
// with a store that can share, the snapshot made carries the title typed, and the link shown opens
// /shared/<its id>; Stop sharing revokes exactly that link.
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShareEntry, ShareStore } from '../../data';
import type { SharedActivityPage } from '../../domain/share/shared-page';
import { createMemoryTrackStore, type MemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeActivity, makeId } from '../../testing/store-fixtures';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const SHARE_ID = 'c0ffee'.repeat(5) + '00';

/** A share store kept in memory, recording what was stored and revoked. */
function recordingShares() {
  const pages: SharedActivityPage[] = [];
  const revoked: string[] = [];
  let entries: ShareEntry[] = [];
  const shares: ShareStore = {
    available: true,
    createShare(page, targetId) {
      if (page.kind !== 'activity') throw new Error(`an activity's Share made a ${page.kind} page`);
      pages.push(page);
      const entry: ShareEntry = {
        id: SHARE_ID,
        kind: 'activity',
        targetId,
        title: page.title,
        createdAt: Date.UTC(2026, 10, 29),
        revokedAt: null,
      };
      entries = [entry];
      return Promise.resolve(entry);
    },
    listShares: () => Promise.resolve(entries),
    revokeShare(id) {
      revoked.push(id);
      entries = entries.map((e) => (e.id === id ? { ...e, revokedAt: Date.UTC(2026, 10, 30) } : e));
      return Promise.resolve();
    },
  };
  return { shares, pages, revoked };
}

async function storeWithActivity(): Promise<MemoryTrackStore> {
  const store = createMemoryTrackStore();
  await store.putActivity(makeActivity(1));
  return store;
}

describe('Share on the activity page', () => {
  it('in local mode says an account is needed and offers no link', async () => {
    const store = await storeWithActivity();
    renderPage(`/activities/${makeId(1)}`, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    expect(panel.textContent).toMatch(/Sharing a link needs an account/);
    expect(panel.textContent).toMatch(/Firebase sign-in/);
    expect(screen.queryByRole('button', { name: 'Create read-only link' })).toBeNull();
  });

  it('makes a link of this activity under the title typed, and stops sharing it', async () => {
    const store = await storeWithActivity();
    const { shares, pages, revoked } = recordingShares();
    Object.assign(store, { shares });
    renderPage(`/activities/${makeId(1)}`, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    fireEvent.change(await screen.findByLabelText('Title shown'), { target: { value: 'Morning loop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create read-only link' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Link to “Morning loop”');
    expect(link.value).toBe(`${window.location.origin}/shared/${SHARE_ID}`);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.title).toBe('Morning loop');
    expect(pages[0]!.path.lonLat.length).toBeGreaterThan(2);
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await screen.findByText('No longer shared: the link shows nothing of the page.');
    expect(revoked).toEqual([SHARE_ID]);
  });
});
