// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackStore } from '../../data';
import { tileLine } from '../../domain/explorer/test-lines';
import { tileActivity } from '../../testing/explorer-fixtures';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeSummary } from '../../testing/summary';

const effort = (timeS: number) => [{ key: '1k' as const, distanceM: 1000, timeS, startDistanceM: 0 }];

/** The Overview at `path` in the whole app (its providers, routes and URL validation). */
function renderOverview(path: string, seeded?: TrackStore) {
  const store =
    seeded ??
    createMemoryTrackStore([
      makeSummary({ id: 'a1', name: 'Run A', distanceM: 10_000, bestEfforts: effort(300) }),
      makeSummary({ id: 'b2', name: 'Run B', distanceM: 5_000, bestEfforts: effort(280) }),
      makeSummary({ id: 'c3', name: 'Ride C', sport: 'ride', distanceM: 40_000, bestEfforts: effort(90) }),
    ]);
  return renderPage(path, { store });
}

const tile = async (label: string) => {
  const grid = await screen.findByLabelText('Totals');
  const term = within(grid).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

// The charts are lazy chunks: their first import (Recharts) is slow on a loaded machine.
// The whole app is mounted (renderPage): on a loaded machine a test can take longer than the default.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

describe('OverviewPage', () => {
  it('shows totals and records of every activity without a filter', async () => {
    renderOverview('/');
    expect(await screen.findByText(/All 3 activities\./)).toBeInTheDocument();
    expect(await tile('Activities')).toBe('3');
    expect(await tile('Distance')).toBe('55.0 km');
    const records = await screen.findByRole('region', { name: 'Personal records' });
    expect(within(records).getByRole('link', { name: 'Run B' })).toHaveAttribute('href', '/activities/b2');
  });

  it('counts no route and no excluded activity in totals or records, and says how many it left out', async () => {
    const store = createMemoryTrackStore([
      makeSummary({ id: 'a1', name: 'Run A', distanceM: 10_000, bestEfforts: effort(300) }),
      makeSummary({ id: 'b2', name: 'Run B', distanceM: 5_000, bestEfforts: effort(280) }),
      // A planned route of 4,623 km and a car trip the person excluded, both with faster "efforts".
      makeSummary({ id: 'r', name: 'Route', distanceM: 4_623_000, kind: 'route', bestEfforts: effort(250) }),
      makeSummary({ id: 'x', name: 'Car', distanceM: 90_000, excluded: true, bestEfforts: effort(200) }),
    ]);
    renderOverview('/', store);
    expect(await tile('Activities')).toBe('2');
    expect(await tile('Distance')).toBe('15.0 km');
    const records = await screen.findByRole('region', { name: 'Personal records' });
    expect(within(records).getByRole('link', { name: 'Run B' })).toBeInTheDocument();
    expect(within(records).queryByRole('link', { name: 'Route' })).toBeNull();
    expect(within(records).queryByRole('link', { name: 'Car' })).toBeNull();
    expect(screen.getByText(/^Not counted here: 1 route and 1 activity you excluded/)).toBeInTheDocument();
  });

  it('follows the global filter in the URL', async () => {
    renderOverview('/?sport=ride');
    expect(await screen.findByText(/1 of 3 activities: ride\./)).toBeInTheDocument();
    expect(await tile('Activities')).toBe('1');
    expect(await tile('Distance')).toBe('40.0 km');
    const records = await screen.findByRole('region', { name: 'Personal records' });
    expect(within(records).getByRole('link', { name: 'Ride C' })).toBeInTheDocument();
    expect(within(records).queryByRole('link', { name: 'Run B' })).toBeNull();
  });

  it('says so when the filter matches nothing', async () => {
    renderOverview('/?sport=swim');
    expect(await screen.findByText('No activities match these filters')).toBeInTheDocument();
    expect(await tile('Activities')).toBe('0');
  });
});

describe('OverviewPage Eddington card', () => {
  it('shows the number, what the next one needs, and offers each sport', async () => {
    renderOverview('/');
    const card = await screen.findByRole('region', { name: 'Eddington number' });
    // One day (15 June 2024) with 10 + 5 + 40 km = 55 km: E = 1; that day covers 2 km,
    // so E = 2 needs one more day of 2 km.
    expect(within(card).getByText(/1 day of at least 1 km\./)).toBeInTheDocument();
    expect(within(card).getByText('1 more day of 2 km')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Period' })).toHaveValue('all');
    const sport = within(card).getByRole('combobox', { name: 'Sport' });
    expect(
      within(sport)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sports', 'Run', 'Ride']);
    await userEvent.selectOptions(sport, 'Ride');
    expect(within(card).getByText('(ride, all time)')).toBeInTheDocument();
  });
});

describe('OverviewPage explorer tiles over time', () => {
  it('counts first visits per month over the whole history, whatever the filter', async () => {
    // Zoom 14 row 5000: a January ride over columns 8000..8002 (3 new), a March run over
    // 8001..8004 (2 new), so 3 tiles in January, none in February, 5 in total by March.
    const y = 5000.5;
    const store = createMemoryTrackStore();
    const jan = makeSummary({ id: 'j', sport: 'ride', startTime: Date.UTC(2025, 0, 5, 9), utcOffsetMin: 0 });
    const mar = makeSummary({ id: 'm', sport: 'run', startTime: Date.UTC(2025, 2, 5, 9), utcOffsetMin: 0 });
    await store.putActivity(
      tileActivity(
        mar,
        tileLine(14, [
          [8001.5, y],
          [8004.5, y],
        ]),
      ),
    );
    await store.putActivity(
      tileActivity(
        jan,
        tileLine(14, [
          [8000.5, y],
          [8002.5, y],
        ]),
      ),
    );
    renderOverview('/?sport=run', store);
    const card = await screen.findByRole('region', { name: 'Explorer tiles over time' });
    expect(await within(card).findByText('5 tiles')).toBeInTheDocument();
    expect(within(card).getByText(/at zoom 14, over all your activities/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('radio', { name: 'Zoom 17' }));
    // At zoom 17 (x × 8) the two lines run from column 64004 to 64036: 33 tiles.
    expect(await within(card).findByText('33 tiles')).toBeInTheDocument();
  });
});
