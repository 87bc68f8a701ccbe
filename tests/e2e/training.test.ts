/**
 * The Training page in Chromium against the built app (issue 33): demo activities (with heart
 * rate) seeded through the real pipeline, so each carries the training product an import computes.
 * The page shows today's figures, the chart (keyboard walk lists a day), the method note; adding a
 * threshold re-scores at once and is kept across a reload; the activity page shows the load and
 * its source. No console error anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import type { TrackSummary } from '../../src/domain/stats/types';
import { BASE_URL, openApp, type Session } from './browser';

const COUNT = 12;
const END_DATE = Date.now();

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

const fitness = async () => {
  const grid = session.page.getByLabel("Today's training figures");
  return Number(
    await grid
      .locator('dt', { hasText: /^Fitness$/ })
      .locator('xpath=following-sibling::dd[1]')
      .innerText(),
  );
};

describe('Training page', () => {
  it('is reached from the main navigation and shows figures, chart, bands and the method note', async () => {
    const { page } = session;
    expect(summaries.every((s) => s.training !== null)).toBe(true);
    // The seed wrote behind the app's back: load the Overview afresh, then navigate.
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training' }).click();
    await page.getByRole('heading', { level: 1, name: 'Training' }).waitFor();
    expect(await fitness()).toBeGreaterThan(0);
    const chart = page.getByRole('img', { name: /Fitness, fatigue and form from/ });
    await chart.waitFor();
    await page
      .getByRole('list', { name: 'Form bands' })
      .getByText(/High risk/)
      .waitFor();
    await chart.focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByText(/load [\d.]+, fitness [\d.]+, fatigue/).waitFor();
    await page.getByText('How this is computed').click();
    await page.getByText(/an hour at FTP scores 100/).waitFor();
    await page.getByText(/Thresholds you have not set are estimated/).waitFor();
    await page.getByText(/power zones of Coggan cut at 55 %/).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('shows time in heart-rate and power zones per week and per month, with their definitions', async () => {
    const { page } = session;
    const hr = page.getByRole('region', { name: 'Time in heart-rate zones' });
    await hr.getByRole('list', { name: 'Time in heart-rate zones per week' }).waitFor();
    expect(
      await hr
        .getByRole('listitem')
        .filter({ hasText: /^Week of / })
        .count(),
    ).toBeGreaterThan(0);
    await hr.getByText('Z5 threshold +: from 100 % of LTHR').waitFor();
    const power = page.getByRole('region', { name: 'Time in power zones' });
    await power.getByText('Z7 neuromuscular: from 150 % of FTP').waitFor();
    await power.getByText('Z2 endurance: 55 % to 75 % of FTP').waitFor();
    await hr.getByRole('radio', { name: 'Months' }).check();
    await hr.getByRole('list', { name: 'Time in heart-rate zones per month' }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('re-scores at once when an LTHR is added, and keeps it across a reload', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/training`);
    const before = await fitness();
    const form = page.getByRole('form', { name: 'Add a threshold' });
    await form.getByLabel('Threshold').selectOption({ label: 'Threshold heart rate (LTHR)' });
    await form.getByLabel(/Value/).fill('140');
    await form.getByLabel('From').fill('2000-01-01');
    await form.getByRole('button', { name: 'Add threshold' }).click();
    await page
      .getByRole('list', { name: 'Your dated thresholds' })
      .getByText(/140 bpm from 2000-01-01/)
      .waitFor();
    await expect.poll(fitness).toBeGreaterThan(before);
    const after = await fitness();
    await page.reload();
    await page
      .getByRole('list', { name: 'Your dated thresholds' })
      .getByText(/140 bpm from 2000-01-01/)
      .waitFor();
    expect(await fitness()).toBeCloseTo(after, 1);
    await page.getByRole('button', { name: /Remove/ }).click();
    await expect.poll(fitness).toBeCloseTo(before, 1);
    expect(session.errors).toEqual([]);
  });

  it("shows an activity's load and its source on the activity page", async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities/${summaries[0]!.id}`);
    const card = page.getByRole('region', { name: 'Training load' });
    await card.getByText(/^from (heart rate|power|pace|estimate)$/).waitFor({ timeout: 60_000 });
    expect(session.errors).toEqual([]);
  });
});
