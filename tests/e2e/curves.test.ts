/**
 * Best-effort curves in Chromium against the built app (issue 34), over real FIT files from
 * ../shared/fit-tcx-real imported through the Import page: the Curves page (chart, hover, a filter
 * change, records linked with their window), the click-through that opens an activity with the best
 * window selected on its map and charts, the activity's own curve against the person's, and the
 * Compare page's overlay. No console error anywhere. SCREENSHOT_DIR set: screenshots of each.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries } from '../../scripts/bench/heat-seed';
import { CORPUS } from '../fit-tcx-real/corpus';
import { BASE_URL, type Session } from './browser';
import { openAppWithFiles } from './import-files';
import { shootPage } from './screenshots';

const SHOTS = process.env.SCREENSHOT_DIR;
/** Browser steps and screenshots at four sizes on a loaded two-core machine, ms. */
const STEP_TIMEOUT_MS = 300_000;
/** Two rides with power and heart rate, and a run with running power. */
const FILES = [
  'GoldenCheetah__GoldenCheetah/Karoo-Botley_BW_Swanmore_Wickham-2025-05-09-1238.fit',
  'dtcooper__python-fitparse/Edge810-Vector-2013-08-16-15-35-10.fit',
  'GoldenCheetah__GoldenCheetah/Fr955v19.28andStryd.fit',
].map((f) => join(CORPUS, f));

let session: Session;

/**
 * At the page's current size: the document's width beyond the viewport (0 when nothing scrolls
 * sideways), and the innermost elements that reach past the viewport's right edge.
 */
async function sidewaysOverflow(page: Session['page']): Promise<{ excess: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const excess = document.scrollingElement!.scrollWidth - width;
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const offenders = past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 8)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(r.left)}-${Math.round(r.right)}`;
      });
    return { excess, offenders };
  });
}

beforeAll(async () => {
  session = await openAppWithFiles(FILES, { timeoutMs: 180_000 });
}, 300_000);

afterAll(async () => {
  await session?.close();
});

describe('Curves', () => {
  it(
    'draws the curves, answers hover, a filter change and links each record to its window',
    async () => {
      const { page } = session;
      await page.goto(`${BASE_URL}/`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Curves' }).click();
      await page.getByRole('heading', { level: 1, name: 'Curves' }).waitFor();
      await page.getByText('3 of 3 activities in this selection have curves.').waitFor();
      const chart = page.getByRole('figure', { name: 'Best power by duration' });
      await chart.locator('.recharts-line path').first().waitFor();
      expect(await chart.locator('.recharts-line').count()).toBeGreaterThanOrEqual(1);
      // Hover: the tooltip gives the value, the date and the activity that set it.
      const box = (await chart.locator('.recharts-cartesian-grid').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
      await page
        .locator('.recharts-tooltip-wrapper')
        .getByText(/All time\s*:\s*\d+ W, /)
        .waitFor();
      // The critical power fit, drawn dashed over the curve from 3 to 20 min, and the efforts it
      // rests on, linked.
      const model = chart.locator('.curves-chart__model path.recharts-line-curve');
      await model.waitFor();
      expect(await model.getAttribute('stroke-dasharray')).toBe('6 4');
      await chart
        .locator('.recharts-legend-item-text', { hasText: /^CP model, ride \(fit 3 min–20 min\)$/ })
        .waitFor();
      const fitCard = page.locator('section', {
        has: page.getByRole('heading', { name: /^Critical power/ }),
      });
      expect(
        await fitCard
          .getByText('CP', { exact: true })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      ).toMatch(/^\d+ W$/);
      const rests = fitCard.getByRole('list', { name: 'The efforts the fit rests on' });
      expect(await rests.getByRole('link').count()).toBeGreaterThanOrEqual(1);
      expect(await rests.getByRole('link').first().getAttribute('href')).toMatch(/^\/activities\/[^?]+$/);
      // Records: each linked to its activity with the best window.
      const records = page.getByRole('table', { name: 'Records by duration' });
      const fiveS = records.getByRole('row', { name: /^5 s/ });
      expect(await fiveS.getByRole('link').getAttribute('href')).toMatch(
        /^\/activities\/[^?]+\?window=\d+-\d+$/,
      );
      await shootPage(page, 'curves', SHOTS, { fullPage: true, settleMs: 800 });
      // On a phone the records table fits its card: nothing scrolls sideways, no column is cut.
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      const widths = await records.evaluate((t) => ({
        table: t.getBoundingClientRect().right,
        box: t.parentElement!.getBoundingClientRect().right,
        scroll: t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(1);
      expect(widths.table).toBeLessThanOrEqual(widths.box + 1);
      await page.setViewportSize(size);
      // A filter change: runs only. The run's power is the Stryd pod's (a FIT developer field).
      await page.goto(`${BASE_URL}/curves?sport=run`);
      await page.getByText('1 of 1 activities in this selection have curves.').waitFor();
      await page
        .getByRole('figure', { name: 'Best power by duration' })
        .locator('.recharts-line path')
        .first()
        .waitFor();
      await page.goto(`${BASE_URL}/curves?sport=ride`);
      await page.getByText('2 of 2 activities in this selection have curves.').waitFor();
      expect(session.errors).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'opens the activity of a clicked point with that window selected on its map and charts',
    async () => {
      const { page } = session;
      await page.goto(`${BASE_URL}/curves?sport=ride`);
      const chart = page.getByRole('figure', { name: 'Best power by duration' });
      await chart.locator('.recharts-line path').first().waitFor();
      const box = (await chart.locator('.recharts-cartesian-grid').boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
      const picked = page.getByRole('region', { name: /^Best efforts over / });
      const link = picked
        .getByRole('listitem')
        .filter({ hasText: /^All time/ })
        .getByRole('link');
      const href = (await link.getAttribute('href'))!;
      const [, from, to] = /window=(\d+)-(\d+)/.exec(href)!;
      await link.click();
      await page.waitForURL(/\/activities\//);
      const note = page.getByTestId('curve-window');
      await note.waitFor();
      expect(await note.innerText()).toMatch(/selected on the map and charts/);
      const fmt = (s: number) =>
        s >= 3600
          ? `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
          : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
      expect(await note.innerText()).toContain(`${fmt(Number(from))} to ${fmt(Number(to))}`);
      // The part is selected: the range bar reads it, the charts shade it.
      await page.getByTestId('range-summary').waitFor();
      expect(await page.locator('.profile-chart__selection').count()).toBeGreaterThan(0);
      expect(session.errors).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'draws the activity against the all-time and 90-day curves; a click selects its own window',
    async () => {
      const { page } = session;
      await page.goto(`${BASE_URL}/activities`);
      await page
        .getByRole('link', { name: /Karoo|Botley/ })
        .first()
        .click();
      const card = page.getByRole('region', { name: 'Best efforts by duration' });
      await card.waitFor();
      const chart = card.getByRole('figure', { name: 'Best power by duration' });
      await chart.locator('.recharts-line path').first().waitFor();
      expect(await chart.locator('.recharts-line').count()).toBe(3);
      await card.getByText('This activity', { exact: true }).waitFor();
      await card.getByText('All-time best (ride)').waitFor();
      await card.getByText(/Best of the 90 days to /).waitFor();
      await card.scrollIntoViewIfNeeded();
      const box = (await chart.locator('.recharts-cartesian-grid').boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
      await page.waitForURL(/window=\d+-\d+/);
      await page.getByTestId('curve-window').waitFor();
      await page.getByTestId('range-summary').waitFor();
      await shootPage(page, 'activity-curves', SHOTS, { fullPage: true, settleMs: 800 });
      expect(session.errors).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'fits a 390 px phone: nothing scrolls sideways on the Curves, activity and Compare pages',
    async () => {
      const { page } = session;
      const size = page.viewportSize()!;
      const ids = (await heatSeedSummaries(page)).map((s) => s.id);
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        const pages: [string, string][] = [
          ['/curves', 'Best power by duration'],
          ['/curves?sport=run', 'Best power by duration'],
          [`/activities/${ids[0]!}`, 'Best power by duration'],
          [`/compare?ids=${ids.slice(0, 3).join(',')}`, 'Best power by duration'],
        ];
        const check = async (when: string) => {
          const { excess, offenders } = await sidewaysOverflow(page);
          expect(excess, `${when}: ${offenders.join(', ')}`).toBeLessThanOrEqual(0);
        };
        for (const [path, figure] of pages) {
          await page.goto(`${BASE_URL}${path}`);
          const chart = page.getByRole('figure', { name: figure }).first();
          await chart.locator('.recharts-line path').first().waitFor({ timeout: 60_000 });
          await chart.scrollIntoViewIfNeeded();
          await check(path);
          // The tooltip (value, date and the activity's name) near the right edge, then hidden.
          const box = (await chart.locator('.recharts-cartesian-grid').boundingBox())!;
          await page.mouse.move(box.x + box.width * 0.95, box.y + box.height / 2);
          await chart.locator('.recharts-tooltip-wrapper').getByText(/\d/).first().waitFor();
          await check(`${path}, tooltip shown`);
          const figureBox = (await chart.boundingBox())!;
          const tipBox = async () => {
            const tip = (await chart.locator('.recharts-tooltip-wrapper').boundingBox())!;
            return [Math.round(tip.x), Math.round(tip.x + tip.width)];
          };
          // Recharts places the tooltip once it has measured it (a frame or two after it shows).
          await expect
            .poll(
              async () => {
                const [left, right] = await tipBox();
                return left! >= figureBox.x - 0.5 && right! <= figureBox.x + figureBox.width + 0.5;
              },
              {
                message: `${path}: tooltip inside its chart ${figureBox.x}-${figureBox.x + figureBox.width}: ${(await tipBox()).join('-')}`,
                timeout: 5_000,
              },
            )
            .toBe(true);
          await page.mouse.move(2, 2);
          await check(`${path}, tooltip hidden`);
        }
        // A desktop window narrowed to a phone's width after a hover (a phone turned upright).
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${BASE_URL}/curves`);
        const chart = page.getByRole('figure', { name: 'Best power by duration' });
        await chart.locator('.recharts-line path').first().waitFor();
        const box = (await chart.locator('.recharts-cartesian-grid').boundingBox())!;
        await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
        await chart.locator('.recharts-tooltip-wrapper').getByText(/\d/).first().waitFor();
        await page.setViewportSize({ width: 390, height: 844 });
        await expect
          .poll(async () => (await sidewaysOverflow(page)).excess, { timeout: 10_000 })
          .toBeLessThanOrEqual(0);
      } finally {
        await page.setViewportSize(size);
      }
      expect(session.errors).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'overlays the curves of the compared activities',
    async () => {
      const { page } = session;
      const ids = (await heatSeedSummaries(page)).map((s) => s.id);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      await page.goto(`${BASE_URL}/compare?ids=${ids.slice(0, 3).join(',')}`);
      const card = page.getByRole('region', { name: 'Best efforts by duration' });
      const chart = card.getByRole('figure', { name: 'Best power by duration' });
      await chart.locator('.recharts-line path').first().waitFor({ timeout: 60_000 });
      // One line per compared activity with a power curve (the two rides at least).
      expect(await chart.locator('.recharts-line').count()).toBeGreaterThanOrEqual(2);
      await shootPage(page, 'compare-curves', SHOTS, { fullPage: true, settleMs: 800 });
      expect(session.errors).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );
});
