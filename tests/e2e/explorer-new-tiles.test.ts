/**
 * New explorer tiles in Chromium against the built app: the Activities column (values and sort),
 * the activity page line and the Overview's tiles-over-time card. Demo activities are seeded
 * through the real pipeline; the true first visits come from the same demo files processed here in
 * Node with the domain code (generateDemoActivity + processActivity + ExplorerIndex). With
 * REVIEW_SHOTS=<dir>, screenshots at desktop and phone size, light and dark, are written there.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHeatDemo } from '../../scripts/bench/heat-seed';
import { generateDemoActivity } from '../../src/domain/demo';
import { ExplorerIndex } from '../../src/domain/explorer/explorer-index';
import { processActivity } from '../../src/domain/process-activity';
import { BASE_URL, openApp, type Session } from './browser';
import { shootPage } from './screenshots';

const COUNT = 12;
const END_DATE = Date.UTC(2026, 10, 1);
/** seedHeatDemo's generator seed (scripts/bench/heat-seed-entry.ts seedDemo). */
const SEED = 1;

interface Truth {
  /** New tiles at zoom 14 and 17 per activity id. */
  z14: Map<string, number>;
  z17: Map<string, number>;
  tilesZ14: number;
  tilesZ17: number;
  names: Map<string, string>;
}

async function truth(): Promise<Truth> {
  const index = new ExplorerIndex();
  const names = new Map<string, string>();
  for (let i = 0; i < COUNT; i++) {
    const file = generateDemoActivity(i, { seed: SEED, count: COUNT, endDate: END_DATE });
    const p = await processActivity(new TextEncoder().encode(file.gpx), { fileName: file.fileName });
    index.add({ id: p.summary.id, startMs: p.summary.startTime ?? NaN, line: p.products.path });
    names.set(p.summary.id, p.summary.name);
  }
  const per = (z: 14 | 17) => {
    const counts = index.newTiles(z);
    return new Map(index.ids.map((id, a) => [id, counts[a]!]));
  };
  return { z14: per(14), z17: per(17), tilesZ14: index.tileCount(14), tilesZ17: index.tileCount(17), names };
}

/** Screenshots with REVIEW_SHOTS=<dir>. */
const shoot = (page: Page, name: string) =>
  shootPage(page, name, process.env.REVIEW_SHOTS, { fullPage: true, settleMs: 800 });

/** Activity id and New tiles cell of each shown row, in order. */
async function tileCells(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => {
    const table = document.querySelector('table.activities-table')!;
    const headers = [...table.querySelectorAll('thead th')];
    const at = headers.findIndex((h) => h.textContent?.includes('New tiles'));
    return [...table.querySelectorAll('tbody tr[data-row-id]')].map(
      (tr) =>
        [tr.getAttribute('data-row-id') ?? '', tr.querySelectorAll('td, th')[at]?.textContent ?? ''] as [
          string,
          string,
        ],
    );
  });
}

let session: Session;
let t: Truth;

beforeAll(async () => {
  t = await truth();
  session = await openApp('/');
  expect(await seedHeatDemo(session.page, COUNT, END_DATE, SEED)).toBe(COUNT);
}, 300_000);

afterAll(async () => {
  await session?.close();
});

describe('new tiles per activity', () => {
  it('Activities: the New tiles column shows each activity’s first visits and sorts by them', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities`);
    await page.getByRole('table', { name: 'Activities' }).waitFor();
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'New tiles' }).check();
    await page.getByText('Columns', { exact: true }).click();
    const expected = (id: string) => String(t.z14.get(id));
    await expect
      .poll(async () => (await tileCells(page)).every(([id, text]) => text === expected(id)), {
        timeout: 60_000,
      })
      .toBe(true);
    expect((await tileCells(page)).length).toBe(COUNT);

    await page.getByRole('button', { name: 'New tiles' }).click();
    expect(await page.getByRole('columnheader', { name: 'New tiles' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const sorted = (await tileCells(page)).map(([, text]) => Number(text));
    expect(sorted).toEqual([...t.z14.values()].sort((a, b) => b - a));
    expect(sorted[0]).toBeGreaterThan(0);
    await shoot(page, 'activities-new-tiles');
    expect(session.errors).toEqual([]);
  });

  it('Activity page: says how many tiles the activity visited first', async () => {
    const { page } = session;
    // The activity with the most new tiles that is not the first one (whose tiles are all new).
    const [id, n] = [...t.z14].sort((a, b) => b[1] - a[1])[1]!;
    await page.goto(`${BASE_URL}/activities/${id}`);
    await page.getByRole('heading', { level: 1, name: t.names.get(id) }).waitFor();
    const line = page.getByTestId('new-tiles');
    await line.waitFor({ timeout: 60_000 });
    expect(await line.innerText()).toMatch(new RegExp(`^${n} new tiles? .*${t.z17.get(id)} at zoom 17`));
    await shoot(page, 'activity-new-tiles');
    expect(session.errors).toEqual([]);
  });

  it('Overview: tiles over time ends at the number of tiles visited', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    const card = page.getByRole('region', { name: 'Explorer tiles over time' });
    await card.scrollIntoViewIfNeeded({ timeout: 60_000 });
    await card
      .getByText(`${t.tilesZ14.toLocaleString('en-US')} tiles`, { exact: true })
      .waitFor({ timeout: 60_000 });
    await card.locator('.recharts-line').first().waitFor();
    await card.getByRole('radio', { name: 'Zoom 17' }).check();
    await card.getByText(`${t.tilesZ17.toLocaleString('en-US')} tiles`, { exact: true }).waitFor();
    await shoot(page, 'overview-tiles');
    expect(session.errors).toEqual([]);
  });
});
