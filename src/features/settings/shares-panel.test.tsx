// @vitest-environment jsdom
// Settings, Shared links (issue 37): every link the person made, the revoked ones
// marked; local mode says sharing needs an account and reads nothing.
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShareEntry, ShareStore } from '../../data';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeId } from '../../testing/store-fixtures';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const entry = (n: number, revokedAt: number | null): ShareEntry => ({
  id: String(n).repeat(32),
  kind: 'activity',
  targetId: makeId(n),
  title: `Ride ${n}`,
  createdAt: Date.UTC(2026, 10, n),
  revokedAt,
});

describe('Settings: shared links', () => {
  it('lists each link: a live one with its address, a revoked one marked without it', async () => {
    const store = createMemoryTrackStore();
    let listed = 0;
    const shares: ShareStore = {
      available: true,
      createShare: () => Promise.reject(new Error('not used')),
      listShares: () => {
        listed++;
        return Promise.resolve([entry(2, null), entry(1, Date.UTC(2026, 10, 3))]);
      },
      revokeShare: () => Promise.resolve(),
    };
    Object.assign(store, { shares });
    renderPage('/settings', { store });
    const list = await screen.findByRole('list', { name: 'Your shared links' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.match(/Ride \d/)?.[0])).toEqual(['Ride 2', 'Ride 1']);
    const live = within(items[0]!).getByLabelText<HTMLInputElement>('Link to “Ride 2”');
    expect(live.value).toBe(`${window.location.origin}/shared/${'2'.repeat(32)}`);
    expect(within(items[1]!).queryByLabelText('Link to “Ride 1”')).toBeNull();
    expect(items[1]!.textContent).toContain('No longer shared');
    expect(listed).toBe(1);
  });

  it('names the kind of page each link shows', async () => {
    const store = createMemoryTrackStore();
    const curves: ShareEntry = { ...entry(4, null), kind: 'curves', targetId: 'power', title: 'My power' };
    const year: ShareEntry = { ...entry(5, null), kind: 'review', targetId: '2025', title: 'My year' };
    const shares: ShareStore = {
      available: true,
      createShare: () => Promise.reject(new Error('not used')),
      listShares: () => Promise.resolve([year, curves, entry(2, null)]),
      revokeShare: () => Promise.resolve(),
    };
    Object.assign(store, { shares });
    renderPage('/settings', { store });
    const list = await screen.findByRole('list', { name: 'Your shared links' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toMatch(/My year\s*Year 2025 · shared/);
    expect(items[1]!.textContent).toMatch(/My power\s*Curves · shared/);
    expect(items[2]!.textContent).toMatch(/Ride 2\s*Activity · shared/);
  });

  it('in local mode says sharing needs an account', async () => {
    renderPage('/settings', { store: createMemoryTrackStore() });
    const section = await screen.findByRole('region', { name: 'Shared links' });
    expect(section.textContent).toMatch(/Sharing needs an account/);
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
