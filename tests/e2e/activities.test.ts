/**
 * The activities page in Chromium against the built app, with demo activities stored through the
 * page (the demo generator's GPX files through the real processActivity pipeline).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivities, storedSummaries } from '../../scripts/bench/history-seed';
import type { TrackSummary } from '../../src/domain/stats/types';
import { BASE_URL, openApp, type Session } from './browser';

const COUNT = 120;
let session: Session;
let summaries: TrackSummary[];

/** Ids of the body rows in the DOM, top to bottom. */
const shownIds = () =>
  session.page
    .locator('tbody tr[data-index]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id') ?? ''));

/** "12 of 120 activities" -> 12; "120 activities" -> 120. */
async function shownCount(): Promise<number> {
  const text = (await session.page.locator('.activities-toolbar__count').textContent()) ?? '';
  const m = /^([\d,]+)/.exec(text.trim());
  if (!m?.[1]) throw new Error(`no count in "${text}"`);
  return Number(m[1].replaceAll(',', ''));
}

/** Calendar year of an activity on its own clock (the file's offset, else the browser's, UTC here). */
const localYear = (s: TrackSummary) =>
  s.startTime === null ? null : new Date(s.startTime + (s.utcOffsetMin ?? 0) * 60_000).getUTCFullYear();

beforeAll(async () => {
  session = await openApp('/activities');
  const added = await seedDemoActivities(session.page, COUNT, Date.now());
  expect(added).toBe(COUNT);
  summaries = await storedSummaries(session.page);
  await session.page.reload();
  await session.page.getByRole('table', { name: 'Activities' }).waitFor();
}, 180_000);

afterAll(async () => {
  await session?.close();
});

describe('activities page', () => {
  it('sorts by distance: rows in order, aria-sort set', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Distance', exact: true }).click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Distance' }).getAttribute('aria-sort'))
      .toBe('descending');
    const ids = await shownIds();
    const byId = new Map(summaries.map((s) => [s.id, s]));
    const distances = ids.map((id) => byId.get(id)?.distanceM ?? NaN);
    expect(distances.length).toBeGreaterThan(10);
    for (let i = 1; i < distances.length; i++)
      expect(distances[i - 1]).toBeGreaterThanOrEqual(distances[i] as number);
    expect(distances[0]).toBe(Math.max(...summaries.map((s) => s.distanceM)));
    await page.getByRole('button', { name: 'Distance', exact: true }).click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Distance' }).getAttribute('aria-sort'))
      .toBe('ascending');
    const asc = (await shownIds()).map((id) => byId.get(id)?.distanceM ?? NaN);
    expect(asc[0]).toBe(Math.min(...summaries.map((s) => s.distanceM)));
  });

  it('a date preset plus a sport filter gives the right count, and the URL round-trips it', async () => {
    const { page } = session;
    const lastYear = new Date().getUTCFullYear() - 1;
    const expected = summaries.filter((s) => s.sport === 'ride' && localYear(s) === lastYear).length;
    expect(expected).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Date' }).selectOption('last-year');
    await page.getByRole('group', { name: 'Sport' }).getByRole('checkbox', { name: 'Ride' }).check();
    await expect.poll(shownCount).toBe(expected);
    await expect.poll(() => page.url()).toMatch(/date=last-year/);
    expect(page.url()).toMatch(/sport=ride/);
    const total = `Total: ${expected} ${expected === 1 ? 'activity' : 'activities'}`;
    expect(await page.getByRole('rowheader', { name: total }).count()).toBe(1);

    // A fresh page at the same URL shows the same filters and rows.
    const url = page.url();
    const other = await session.context.newPage();
    await other.goto(url);
    await other.getByRole('table', { name: 'Activities' }).waitFor();
    await expect.poll(() => other.getByRole('combobox', { name: 'Date' }).inputValue()).toBe('last-year');
    expect(
      await other.getByRole('group', { name: 'Sport' }).getByRole('checkbox', { name: 'Ride' }).isChecked(),
    ).toBe(true);
    await expect
      .poll(async () => (await other.locator('.activities-toolbar__count').textContent()) ?? '')
      .toMatch(new RegExp(`^${expected} of ${COUNT}`));
    await other.close();

    // Back undoes the sport filter, forward brings it back.
    await page.goBack();
    await expect
      .poll(() =>
        page.getByRole('group', { name: 'Sport' }).getByRole('checkbox', { name: 'Ride' }).isChecked(),
      )
      .toBe(false);
    expect(page.url()).toMatch(/date=last-year/);
    await page.goForward();
    await expect.poll(shownCount).toBe(expected);
  });

  it('exports the shown rows as CSV, in the shown order, units in the header', async () => {
    const { page } = session;
    const count = await shownCount();
    const ids = await shownIds();
    const byId = new Map(summaries.map((s) => [s.id, s]));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const path = await download.path();
    const lines = readFileSync(path, 'utf8').trim().split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    expect(header).toContain('Distance (km)');
    expect(header).toContain('Date (local time)');
    expect(lines.length - 1).toBe(count);
    const nameAt = header.indexOf('Name');
    const distAt = header.indexOf('Distance (km)');
    // Demo names have no commas or quotes, so a plain split reads the fields.
    ids.forEach((id, i) => {
      const fields = lines[i + 1]?.split(',') ?? [];
      expect(fields[nameAt]).toBe(byId.get(id)?.name);
      expect(Number(fields[distAt])).toBeCloseTo((byId.get(id)?.distanceM ?? NaN) / 1000, 2);
    });
  });

  it('renames an activity inline and the name survives a reload', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities`);
    await page.getByRole('table', { name: 'Activities' }).waitFor();
    const firstRow = page.locator('tbody tr[data-index]').first();
    const id = await firstRow.getAttribute('data-row-id');
    const oldName = summaries.find((s) => s.id === id)?.name ?? '';
    await firstRow.hover();
    await page
      .getByRole('button', { name: `Rename ${oldName}` })
      .first()
      .click();
    const input = page.getByRole('textbox', { name: `New name for ${oldName}` });
    await input.fill('Renamed in the browser test');
    await input.press('Enter');
    const row = page.locator(`tbody tr[data-row-id="${id}"]`);
    await expect.poll(() => row.getByRole('link').textContent()).toBe('Renamed in the browser test');
    await page.reload();
    await page.getByRole('table', { name: 'Activities' }).waitFor();
    await expect
      .poll(() => page.locator(`tbody tr[data-row-id="${id}"]`).getByRole('link').textContent())
      .toBe('Renamed in the browser test');
    expect(session.errors).toEqual([]);
  });
});
