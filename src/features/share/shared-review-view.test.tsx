// @vitest-environment jsdom
// A shared Year in review (issue 37) as a visitor opens it: the year's cards as the owner's page
// draws them, with no activity named and no link into the owner's activities.
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenedShare } from '../../data';
import { SettingsProvider } from '../../lib/settings';
import { SharedPageView } from './shared-page-view';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const DAY = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000;

const opened: OpenedShare = {
  state: 'live',
  createdAt: Date.UTC(2026, 0, 2),
  page: {
    kind: 'review',
    title: 'Sam’s 2025',
    toleranceM: 8,
    paths: { lonLat: Float32Array.of(6, 45, 6.01, 45.01, 6.02, 45), partStarts: Uint32Array.of(0) },
    figures: {
      year: 2025,
      totals: { count: 2, activeDays: 2, distanceM: 84_000, movingS: 10_800, elevationGainM: 900 },
      previous: { count: 1, activeDays: 1, distanceM: 42_000, movingS: 5_400, elevationGainM: 450 },
      biggestDay: { start: DAY(2025, 6, 1), distanceM: 50_000, count: 1 },
      biggestWeek: { start: DAY(2025, 5, 26), distanceM: 50_000, count: 1 },
      biggestMonth: { start: DAY(2025, 6, 1), distanceM: 50_000, count: 1 },
      longest: { day: DAY(2025, 6, 1), distanceM: 50_000 },
      highest: { day: DAY(2025, 7, 3), maxElevationM: 2_100 },
      sports: [{ sport: 'ride', count: 2, distanceM: 84_000, movingS: 10_800 }],
      records: [{ sport: 'run', key: '5k', timeS: 1_500, previousS: null }],
      days: [
        { day: DAY(2025, 6, 1), distanceM: 50_000, count: 1 },
        { day: DAY(2025, 7, 3), distanceM: 34_000, count: 1 },
      ],
    },
  },
};

describe('a shared Year in review', () => {
  it('shows the year’s totals, highlights, sports, calendar and records, and no link', async () => {
    render(
      <SettingsProvider>
        <SharedPageView open={() => Promise.resolve(opened)} />
      </SettingsProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam’s 2025' })).toBeTruthy();
    for (const card of ['Totals', 'Highlights', 'Sports', 'Map', 'Calendar', 'Records set in 2025'])
      expect(screen.getByRole('heading', { level: 2, name: card })).toBeTruthy();
    expect(screen.getAllByText('+100 % on 2024')).toHaveLength(5);
    expect(screen.getByText(/50\.0 km on 1 Jun/)).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Daily distance in 2025' }).textContent).toMatch(
      /2 active days/,
    );
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Activity' })).toBeNull();
    expect(screen.getByTestId('review-map-method').textContent).toMatch(/3 positions .*within 8 m/);
    expect(document.querySelectorAll('a').length).toBe(0);
  });
});
