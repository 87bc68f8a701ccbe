// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedPage, ShareStore } from '../../data';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import { curvesOfTrack } from '../../domain/curves/track-curves';
import { T0 } from '../../domain/stats/test-tracks';
import { allocTrackData } from '../../domain/track/track-data';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeActivity, makeId } from '../../testing/store-fixtures';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

/** Curves of a 30-minute ride at `watts` with a 20-s sprint of 900 W. */
function rideCurves(watts: number) {
  const n = 1800;
  const t = allocTrackData(n);
  for (let i = 0; i < n; i++) {
    t.time[i] = T0 + i * 1000;
    t.power[i] = i >= 100 && i < 120 ? 900 : watts;
    t.hr[i] = 150;
  }
  return curvesOfTrack(t, new Float64Array(n), 'ride');
}

async function storeWithCurves() {
  const store = createMemoryTrackStore();
  const now = Date.now();
  for (const [seed, watts, daysAgo] of [
    [1, 250, 10],
    [2, 280, 800],
  ] as const) {
    const a = makeActivity(seed, {
      name: `Ride ${seed}`,
      sport: 'ride',
      startTime: now - daysAgo * 86_400_000,
    });
    await store.putActivity({ ...a, products: { ...a.products, curves: rideCurves(watts) } });
  }
  await store.putActivity(makeActivity(3, { name: 'Old import' }));
  return store;
}

describe('Curves page', () => {
  it('shows the curves, the records linked to their activities and the method', async () => {
    renderPage('/curves', { store: await storeWithCurves() });
    await screen.findByRole('heading', { level: 1, name: 'Curves' });
    expect(await screen.findByText(/2 of 3 activities in this selection have curves/)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Best power by duration' })).toBeInTheDocument();
    const records = screen.getByRole('table', { name: 'Records by duration' });
    const fiveS = within(records).getByRole('row', { name: /^5 s/ });
    expect(within(fiveS).getByText('900 W')).toBeInTheDocument();
    const twentyMin = within(records).getByRole('row', { name: /^20 min/ });
    expect(within(twentyMin).getByText('290 W')).toBeInTheDocument(); // (900·20 + 280·1180) / 1200 = 290.3
    // Each record names its activity's sport: a run's power and a ride's share one table.
    expect(twentyMin.querySelector('.curves-records__when')?.textContent).toMatch(/^Ride · .*, from 0:00$/);
    expect(within(twentyMin).getByRole('link', { name: 'Ride 2' })).toHaveAttribute(
      'href',
      // The best 20 minutes take in the sprint at 100 s: the earliest such window starts at 0.
      `/activities/${makeId(2)}?window=0-1200`,
    );
    expect(screen.getByText('How this is computed')).toBeInTheDocument();
    expect(screen.getByTestId('curves-method')).toHaveTextContent(/a gap counts as 0 W/);
    expect(screen.getByRole('heading', { name: /Critical power/ })).toBeInTheDocument();
  });

  it('names and links the efforts the critical power fit rests on, with their dates', async () => {
    renderPage('/curves', { store: await storeWithCurves() });
    const card = (await screen.findByRole('heading', { name: /Critical power/ })).closest('section')!;
    // Ride 2 (280 W) is the better ride at every duration from 3 to 20 minutes: the fit rests on it
    // alone, and the 250 W ride of 10 days ago sets none of it.
    const efforts = within(card).getByRole('list', { name: 'The efforts the fit rests on' });
    const items = within(efforts).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^.+, Ride 2 \(best 3 min to 20 min\)$/);
    expect(within(items[0]!).getByRole('link', { name: 'Ride 2' })).toHaveAttribute(
      'href',
      `/activities/${makeId(2)}`,
    );
    expect(within(card).getByText('Fit').nextElementSibling).toHaveTextContent(
      /^R² \d\.\d{3}, drawn over the curve/,
    );
  });

  it('switches to heart rate', async () => {
    renderPage('/curves', { store: await storeWithCurves() });
    fireEvent.click(await screen.findByRole('radio', { name: 'Heart rate' }));
    expect(await screen.findByRole('figure', { name: 'Best heart rate by duration' })).toBeInTheDocument();
    const records = screen.getByRole('table', { name: 'Records by duration' });
    expect(within(records).getAllByText('150 bpm').length).toBeGreaterThan(0);
  });

  it('links a best window across a stop to where it really ends', async () => {
    // 40 min at 150 bpm, a 2-hour stop (no points: the 1 Hz series keeps an hour of it, and it has
    // no heart rate), then 40 min at 160 bpm until 12,000 s after the start. The best hour of heart
    // rate is the last 1,199 s before the stop and all 2,401 s after it: from 1,202 s after the
    // start to one second past the last sample, 12,001 s; not 1,202 + 3,600 (inside the stop).
    const n = 2 * 2401;
    const t = allocTrackData(n);
    for (let i = 0; i < n; i++) {
      const after = i >= 2401;
      t.time[i] = T0 + (after ? i - 2401 + 2400 + 7200 : i) * 1000;
      t.hr[i] = after ? 160 : 150;
    }
    const store = createMemoryTrackStore();
    const a = makeActivity(4, { name: 'Ride with a stop' });
    await store.putActivity({
      ...a,
      products: { ...a.products, curves: curvesOfTrack(t, new Float64Array(n), 'ride') },
    });
    renderPage('/curves', { store });
    fireEvent.click(await screen.findByRole('radio', { name: 'Heart rate' }));
    const records = await screen.findByRole('table', { name: 'Records by duration' });
    const hour = within(records).getByRole('row', { name: /^1 h/ });
    expect(within(hour).getByText('157 bpm')).toBeInTheDocument(); // (1199·150 + 2401·160) / 3600 = 156.7
    expect(within(hour).getByRole('link', { name: 'Ride with a stop' })).toHaveAttribute(
      'href',
      `/activities/${makeId(4)}?window=1202-12001`,
    );
  });

  it('fits critical power on the rides alone, names the sport and lets another be chosen', async () => {
    // 30 minutes at a steady 250 W on the bike (CP 250 W, W' 0) and at 300 W of running power:
    // pooled, the fit would give 300 W; on the ride alone it is 250 W.
    const steady = (watts: number, sport: 'ride' | 'run') => {
      const n = 1800;
      const t = allocTrackData(n);
      for (let i = 0; i < n; i++) {
        t.time[i] = T0 + i * 1000;
        t.power[i] = watts;
      }
      return curvesOfTrack(t, new Float64Array(n), sport);
    };
    const store = createMemoryTrackStore();
    for (const [seed, watts, sport] of [
      [5, 250, 'ride'],
      [6, 300, 'run'],
    ] as const) {
      const a = makeActivity(seed, { name: `${sport} ${seed}`, sport });
      await store.putActivity({ ...a, products: { ...a.products, curves: steady(watts, sport) } });
    }
    renderPage('/curves', { store });
    const card = (await screen.findByRole('heading', { name: /Critical power/ })).closest('section')!;
    expect(within(card).getByTestId('curves-fit-sport')).toHaveTextContent(
      'Fitted on ride power only (1 activity); left out: run (1 activity).',
    );
    const cp = () => within(card).getByText('CP').nextElementSibling;
    expect(cp()).toHaveTextContent('250 W');
    expect(within(card).getByText('FTP estimate').nextElementSibling).toHaveTextContent('250 W');
    fireEvent.click(within(card).getByRole('radio', { name: 'Run' }));
    expect(cp()).toHaveTextContent('300 W');
    expect(within(card).getByTestId('curves-fit-sport')).toHaveTextContent(/^Fitted on run power only/);
  });

  it('splits the fit range between the efforts that set it, oldest first', async () => {
    // Ride 7 (a year ago): 30 min at 250 W with 5 min at 410 W; ride 8 (last week): 30 min at 300 W.
    // Ride 7's best over t ≥ 5 min is (410·300 + 250·(t − 300)) / t, above 300 W until t = 960 s:
    // it sets the curve from 3 to 15 min (the grid's 900 s point), ride 8 from its 990 s point on.
    const ride = (at: (i: number) => number) => {
      const n = 1800;
      const t = allocTrackData(n);
      for (let i = 0; i < n; i++) {
        t.time[i] = T0 + i * 1000;
        t.power[i] = at(i);
      }
      return curvesOfTrack(t, new Float64Array(n), 'ride');
    };
    const store = createMemoryTrackStore();
    const now = Date.now();
    for (const [seed, daysAgo, at] of [
      [8, 7, () => 300],
      [7, 365, (i: number) => (i >= 600 && i < 900 ? 410 : 250)],
    ] as const) {
      const a = makeActivity(seed, {
        name: `Ride ${seed}`,
        sport: 'ride',
        startTime: now - daysAgo * 86_400_000,
      });
      await store.putActivity({ ...a, products: { ...a.products, curves: ride(at) } });
    }
    renderPage('/curves', { store });
    const card = (await screen.findByRole('heading', { name: /Critical power/ })).closest('section')!;
    const items = within(
      within(card).getByRole('list', { name: 'The efforts the fit rests on' }),
    ).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/^.*?, Ride/, 'Ride'))).toEqual([
      'Ride 7 (best 3 min to 15 min)',
      'Ride 8 (best 16 min 30 s to 20 min)',
    ]);
  });

  it('fits on the one sport a sport filter leaves', async () => {
    const store = await storeWithCurves();
    renderPage('/curves?sport=ride', { store });
    const card = (await screen.findByRole('heading', { name: /Critical power/ })).closest('section')!;
    expect(within(card).getByTestId('curves-fit-sport')).toHaveTextContent(
      /^Fitted on ride power only \(2 activities\)\.$/,
    );
    expect(within(card).queryByRole('radio')).toBeNull();
  });

  it('shares the curves drawn: each span’s best values, no activity named', async () => {
    const store = await storeWithCurves();
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
    renderPage('/curves', { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    expect(within(panel).getByLabelText('Title shown')).toHaveValue('My power curve');
    fireEvent.click(within(panel).getByRole('button', { name: 'Create read-only link' }));
    await within(panel).findByText(/Link made/);
    expect(sent).toHaveLength(1);
    const { page, targetId } = sent[0]!;
    expect(targetId).toBe('power');
    if (page.kind !== 'curves') throw new Error('not a curves page');
    expect(page.view).toBe('power');
    const all = page.lines.find((l) => l.span === 'all')!;
    const at = (s: number) => all.values[CURVE_DURATIONS_S.indexOf(s)]!;
    expect(at(5)).toBeCloseTo(900, 3);
    expect(at(1200)).toBeCloseTo((900 * 20 + 280 * 1180) / 1200, 1);
    // Ride 1 (10 days ago) is in the last 90 days; ride 2 (800 days ago) is not.
    const recent = page.lines.find((l) => l.span === 'last-90')!;
    expect(recent.values[CURVE_DURATIONS_S.indexOf(1200)]).toBeCloseTo((900 * 20 + 250 * 1180) / 1200, 1);
    expect(JSON.stringify(page)).not.toMatch(/Ride \d/);
  });

  it('in local mode, Share says it needs an account and sends nothing', async () => {
    renderPage('/curves', { store: await storeWithCurves() });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    expect(panel.textContent).toMatch(/Sharing a link needs an account/);
    expect(within(panel).queryByRole('button', { name: 'Create read-only link' })).toBeNull();
  });
});
