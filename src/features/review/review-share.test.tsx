// @vitest-environment jsdom
// Share on a Year in review (issue 37): the page made holds the year's figures as the page shows
// them, its map with the privacy zones cut out, and no activity's name; local mode says an account
// is needed and sends nothing.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedPage, ShareStore } from '../../data';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeActivity } from '../../testing/store-fixtures';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

async function storeWithYear() {
  const store = createMemoryTrackStore();
  for (const seed of [1, 2, 3]) await store.putActivity(makeActivity(seed));
  const first = (await store.listSummaries())[0]!;
  return { store, year: new Date(first.startTime!).getUTCFullYear() };
}

function recording() {
  const sent: { page: SharedPage; targetId: string }[] = [];
  const shares: ShareStore = {
    available: true,
    createShare: (page, targetId) => {
      sent.push({ page, targetId });
      return Promise.resolve({
        id: 'e'.repeat(32),
        kind: page.kind,
        targetId,
        title: page.title,
        createdAt: 1,
        revokedAt: null,
      });
    },
    listShares: () => Promise.resolve([]),
    revokeShare: () => Promise.resolve(),
  };
  return { shares, sent };
}

describe('Share on a Year in review', () => {
  it('shares the year’s figures and map, no activity named', async () => {
    const { store, year } = await storeWithYear();
    const { shares, sent } = recording();
    Object.assign(store, { shares });
    renderPage(`/review/${year}`, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    expect(within(panel).getByLabelText('Title shown')).toHaveValue(`My ${year} in review`);
    fireEvent.click(within(panel).getByRole('button', { name: 'Create read-only link' }));
    await within(panel).findByText(/Link made/);
    expect(sent).toHaveLength(1);
    const { page, targetId } = sent[0]!;
    expect(targetId).toBe(String(year));
    if (page.kind !== 'review') throw new Error('not a review page');
    expect(page.figures.year).toBe(year);
    const summaries = await store.listSummaries();
    // The year's activities as the page counts them (its header says how many).
    const count = page.figures.totals.count;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(`${count} activities in ${year}.`)).toBeTruthy();
    expect(page.figures.days.reduce((n, d) => n + d.count, 0)).toBe(count);
    // Every activity's line, each a part of the map.
    expect(page.paths.partStarts.length).toBeGreaterThanOrEqual(count);
    const text = JSON.stringify(page.figures);
    for (const s of summaries) {
      expect(text).not.toContain(s.name);
      expect(text).not.toContain(s.id);
    }
  });

  it('in local mode says an account is needed and offers no link', async () => {
    const { store, year } = await storeWithYear();
    renderPage(`/review/${year}`, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    expect(panel.textContent).toMatch(/Sharing a link needs an account/);
    expect(within(panel).queryByRole('button', { name: 'Create read-only link' })).toBeNull();
  });
});
