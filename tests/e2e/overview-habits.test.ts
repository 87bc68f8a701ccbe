/**
 * The Overview's first cards in Chromium against the built app: this week against the same days of
 * last week, streaks and recent activities. Demo activities are seeded through the real pipeline up
 * to today; the expected figures are computed in Node by the same domain code from the stored
 * summaries. With OVERVIEW_SHOTS=<dir>, screenshots at desktop and phone size, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import { compareWeeks, recentActivities, streaksOf } from '../../src/domain/calendar/habits';
import { localDayOf } from '../../src/domain/filters';
import { formatDay } from '../../src/domain/filters/date-range';
import type { TrackSummary } from '../../src/domain/stats/types';
import { BASE_URL, openApp, type Session } from './browser';
import { shootPage } from './screenshots';

const COUNT = 60;

let session: Session;
let summaries: TrackSummary[];

beforeAll(async () => {
  session = await openApp('/');
  // Demo days end today (the demo spreads COUNT activities over the months before it).
  expect(await seedHeatDemo(session.page, COUNT, Date.now())).toBe(COUNT);
  summaries = await heatSeedSummaries(session.page);
}, 300_000);

afterAll(async () => {
  await session?.close();
});

const tile = (region: string, label: string) =>
  session.page
    .getByRole('region', { name: region, exact: true })
    .locator('.stat-tile')
    .filter({ has: session.page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

describe('Overview: this week, streaks, recent activities', () => {
  it('shows this week against last week, the streaks and the latest activities', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('region', { name: 'This week', exact: true }).waitFor({ timeout: 60_000 });
    const today = localDayOf(new Date());

    const week = compareWeeks(summaries, today);
    expect(await tile('This week', 'Activities').textContent()).toBe(String(week.thisWeek.count));
    const full = page.getByRole('region', { name: 'This week', exact: true }).getByText(/^Last week in full/);
    expect(await full.textContent()).toContain(
      `${week.lastWeek.count} ${week.lastWeek.count === 1 ? 'activity' : 'activities'}`,
    );

    const s = streaksOf(summaries, today);
    expect(s.longestDays.length).toBeGreaterThan(0);
    const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
    const weeks = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;
    expect(await tile('Streaks', 'Longest day streak').textContent()).toBe(days(s.longestDays.length));
    expect(await tile('Streaks', 'Current day streak').textContent()).toBe(days(s.currentDays.length));
    expect(await tile('Streaks', 'Longest week streak').textContent()).toBe(weeks(s.longestWeeks.length));
    expect(await tile('Streaks', 'Current week streak').textContent()).toBe(weeks(s.currentWeeks.length));

    const recent = page.getByRole('region', { name: 'Recent activities' }).getByRole('listitem');
    const expected = recentActivities(summaries, 5).map((r) => r.name);
    expect(await recent.getByRole('link').allTextContents()).toEqual(expected);

    await shootPage(page, 'overview-habits', process.env.OVERVIEW_SHOTS, { settleMs: 500 });
    expect(session.errors).toEqual([]);
  });

  it("opens this week's activities, and a recent activity", async () => {
    const { page } = session;
    const today = localDayOf(new Date());
    const week = compareWeeks(summaries, today);
    await page.goto(`${BASE_URL}/`);
    const button = page.getByRole('button', { name: 'This week’s activities' });
    if (week.thisWeek.count > 0) {
      await button.click();
      await page.waitForURL(/\/activities\?/);
      expect(page.url()).toContain(`from=${formatDay(week.from)}`);
      expect(page.url()).toContain(`to=${formatDay(today)}`);
    } else {
      expect(await button.isDisabled()).toBe(true);
    }

    await page.goto(`${BASE_URL}/`);
    const latest = recentActivities(summaries, 1)[0]!;
    await page
      .getByRole('region', { name: 'Recent activities' })
      .getByRole('link', { name: latest.name })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/activities/${latest.id}$`));
    expect(session.errors).toEqual([]);
  });
});
