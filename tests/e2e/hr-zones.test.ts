/**
 * Heart-rate zones from the person's own maximum, in Chromium against the built app: demo
 * activities (with heart rate) seeded through the real pipeline. Without a setting the zones use
 * the maximum estimated from the history (computed in Node by the same domain code); a maximum
 * set in Settings moves the zone bounds; at the default maximum the zones counted from the track
 * on the page are the ones the stored summary holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import { estimateMaxHr } from '../../src/domain/stats/max-hr';
import type { TrackSummary } from '../../src/domain/stats/types';
import { formatDuration } from '../../src/lib/format';
import { BASE_URL, openApp, type Session } from './browser';

const COUNT = 12;
const END_DATE = Date.UTC(2026, 1, 1);
const SET_MAX = 175;

let session: Session;
let summaries: TrackSummary[];

beforeAll(async () => {
  session = await openApp('/');
  expect(await seedHeatDemo(session.page, COUNT, END_DATE)).toBe(COUNT);
  summaries = await heatSeedSummaries(session.page);
}, 300_000);

afterAll(async () => {
  await session?.close();
});

const zonesCard = () => session.page.getByRole('region', { name: 'Heart-rate zones' });

async function openActivity(s: TrackSummary): Promise<void> {
  await session.page.goto(`${BASE_URL}/activities/${s.id}`);
  await zonesCard().waitFor({ timeout: 60_000 });
}

async function setMaxHr(value: string): Promise<void> {
  const { page } = session;
  await page.goto(`${BASE_URL}/settings`);
  const form = page.getByRole('form', { name: 'Maximum heart rate' });
  await form.getByRole('spinbutton').fill(value);
  await form.getByRole('button', { name: 'Save' }).click();
}

describe('heart-rate zones', () => {
  it('use the maximum estimated from the history, then the one set in Settings', async () => {
    const withHr = summaries.find((s) => s.hrZonesS !== null)!;
    expect(withHr).toBeDefined();
    const estimate = estimateMaxHr(summaries);
    expect(estimate).not.toBeNull();

    await openActivity(withHr);
    expect(await zonesCard().getAttribute('data-max-hr')).toBe(String(estimate!.bpm));
    await zonesCard()
      .getByText(/estimated from your history/)
      .waitFor();

    await setMaxHr(String(SET_MAX));
    await session.page.getByText(`In use: ${SET_MAX} bpm, set here.`).waitFor();
    await openActivity(withHr);
    expect(await zonesCard().getAttribute('data-max-hr')).toBe(String(SET_MAX));
    // Z5 starts at 90 % of the maximum.
    await zonesCard()
      .getByText(`≥ ${Math.round(0.9 * SET_MAX)} bpm`)
      .waitFor();
    expect(session.errors).toEqual([]);
  });

  it("at the default maximum, count the track's time in zones as the stored summary does", async () => {
    const withHr = summaries.find((s) => s.hrZonesS !== null)!;
    await setMaxHr('190');
    await openActivity(withHr);
    expect(await zonesCard().getAttribute('data-max-hr')).toBe('190');
    const values = await zonesCard().locator('.zone-bar__value').allTextContents();
    expect(values.map((v) => v.split(' · ')[0])).toEqual(withHr.hrZonesS!.map((s) => formatDuration(s)));

    await setMaxHr('');
    await session.page.getByText(/estimated from your history/).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('refuse a maximum no heart reaches', async () => {
    await setMaxHr('300');
    await session.page
      .getByRole('alert')
      .getByText(/A whole number from 120 to 230 bpm/)
      .waitFor();
    expect(session.errors).toEqual([]);
  });
});
