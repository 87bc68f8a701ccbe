// @vitest-environment jsdom
// Share on a segment's page (issue 37): the page made holds the segment's line and figures and its
// timed efforts fastest first (start, time, speed), and no activity's id; local mode says an
// account is needed and sends nothing.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedPage, ShareStore } from '../../data';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeEffort, makeSegment } from '../../testing/segment-store-contract';
import { makeActivity, makeId } from '../../testing/store-fixtures';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

async function storeWithSegment() {
  const store = createMemoryTrackStore();
  for (const seed of [1, 2]) await store.putActivity(makeActivity(seed));
  const segment = makeSegment(1, { name: 'Climb to the lake' });
  await store.putSegment(segment, [
    makeEffort(segment.id, makeId(1), 0, 130),
    makeEffort(segment.id, makeId(2), 1, 110),
    makeEffort(segment.id, makeId(2), 2, null),
  ]);
  return { store, segment };
}

describe('Share on a segment', () => {
  it('shares the segment’s line, figures and timed efforts, fastest first, no activity', async () => {
    const { store, segment } = await storeWithSegment();
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
    Object.assign(store, { shares });
    renderPage(`/segments/${segment.id}`, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    expect(within(panel).getByLabelText('Title shown')).toHaveValue('Climb to the lake');
    expect(panel.textContent).toMatch(/your 2 timed efforts/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Create read-only link' }));
    await within(panel).findByText(/Link made/);
    const { page, targetId } = sent[0]!;
    expect(targetId).toBe(segment.id);
    if (page.kind !== 'segment') throw new Error('not a segment page');
    expect(page.efforts.map((e) => e.elapsedS)).toEqual([110, 130]);
    expect(page.path.lonLat.length).toBe(2 * segment.points.lat.length);
    expect([page.distanceM, page.avgGradePct, page.maxGradePct]).toEqual([300, 6.7, 9.1]);
    expect(JSON.stringify(page)).not.toContain(makeId(1));
  });

  it('in local mode says an account is needed and offers no link', async () => {
    const { store, segment } = await storeWithSegment();
    renderPage(`/segments/${segment.id}`, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    expect(panel.textContent).toMatch(/Sharing a link needs an account/);
    expect(within(panel).queryByRole('button', { name: 'Create read-only link' })).toBeNull();
  });
});
