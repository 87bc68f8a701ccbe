/**
 * `npm run screens -- [--out DIR] [--count N] [--settle MS] [--imperial] [--import FILE]... [--gear] [--desktop WxH] [--no-build] [route...]`:
 * looks at the app as a user would. Builds and serves the app, seeds N demo activities (default 40) through the
 * real pipeline (or, with `--import`, imports those files through the Import page instead),
 * then screenshots each page (the tour: every page, and a segment made from the first suggestion) at
 * desktop (1440 × 900) and phone (390 × 844) size, light and dark:
 * `<DIR>/<page>-<desktop|phone>-<light|dark>.png` (default DIR: screens/ under the OS temp folder).
 * Pages that log console errors, or that are wider than the phone screen (a horizontal scroll), are
 * listed at the end and the command exits 1. Routes given on the command line replace the tour.
 * `--imperial` switches the units setting to miles and feet first; `--gear` adds, through the Gear
 * and Goals pages as a person would, a maintenance task to each gear (the first one due) and three
 * goals, and puts /gear and /goals in the tour; `--desktop 1280x800` changes the desktop size;
 * `--help` prints this text.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { collectErrors } from '../tests/e2e/browser';
import { importFiles } from '../tests/e2e/import-files';
import { SHOT_SIZES, shootPage } from '../tests/e2e/screenshots';
import { heatSeedSummaries, seedHeatDemo } from './bench/heat-seed';
import { SETTINGS_STORAGE_KEY } from '../src/lib/settings';
import { launchChromium } from './lib/chromium';
import { startPreview } from './lib/preview-server';

const END_DATE = Date.UTC(2026, 10, 1);
/** Time for charts and maps to settle after a page opens or resizes, ms (--settle). */
const SETTLE_MS = 1200;

interface Options {
  out: string;
  count: number;
  build: boolean;
  settleMs: number;
  imperial: boolean;
  /** Files to import through the Import page instead of seeding demo activities. */
  imports: string[];
  /** Add maintenance tasks and goals through their pages, and shoot /gear and /goals. */
  gear: boolean;
  desktop: { width: number; height: number };
  help: boolean;
  routes: string[];
}

const USAGE = `npm run screens -- [--out DIR] [--count N] [--settle MS] [--imperial] [--import FILE]... [--gear] [--desktop WxH] [--no-build] [route...]
  Screenshots every page (or the routes given) at desktop and phone size, light and dark,
  over N seeded demo activities (default 40), or over the files given with --import (each
  imported through the Import page, as a person would). --gear adds a maintenance task to
  each gear and three goals through their pages first. Exits 1 when a page logs a console
  error or scrolls sideways on a phone.`;

/** How long the import of the --import files may take on a loaded machine, ms. */
const IMPORT_TIMEOUT_MS = 300_000;

function parseArgs(argv: string[]): Options {
  const options: Options = {
    out: join(tmpdir(), 'screens'),
    count: 40,
    build: true,
    settleMs: SETTLE_MS,
    imperial: false,
    imports: [],
    gear: false,
    desktop: SHOT_SIZES[0][1],
    help: false,
    routes: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out') options.out = argv[++i] ?? options.out;
    else if (a === '--count') options.count = Number(argv[++i]);
    else if (a === '--no-build') options.build = false;
    else if (a === '--settle') options.settleMs = Number(argv[++i]);
    else if (a === '--imperial') options.imperial = true;
    else if (a === '--import') options.imports.push(argv[++i] ?? '');
    else if (a === '--gear') options.gear = true;
    else if (a === '--desktop') {
      const m = /^(\d+)x(\d+)$/.exec(argv[++i] ?? '');
      if (!m) throw new Error(`--desktop needs a size like 1280x800\n${USAGE}`);
      options.desktop = { width: Number(m[1]), height: Number(m[2]) };
    } else if (a === '--help' || a === '-h') options.help = true;
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}\n${USAGE}`);
    else options.routes.push(a);
  }
  if (!Number.isInteger(options.count) || options.count < 2)
    throw new Error('--count needs a whole number >= 2');
  return options;
}

/** The tour: every page of the app, with two seeded activities where a page needs ids. */
function tour(ids: string[], year: number): [string, string][] {
  const [a = '', b = ''] = ids;
  return [
    ['overview', '/'],
    ['activities', '/activities'],
    ['activity', `/activities/${a}`],
    ['compare', `/compare?ids=${a},${b}`],
    ['heatmap', '/heatmap'],
    ['training', '/training'],
    ['curves', '/curves'],
    ['routes', '/routes'],
    ['import', '/import'],
    ['settings', '/settings'],
    ['review', `/review/${year}`],
    ['segments', '/segments'],
  ];
}

/**
 * A segment made the way a person makes one: the first suggestion on /segments, one click. Its page
 * joins the tour (null, with a line saying so, when the activities offer no suggestion).
 */
async function suggestedSegment(page: Page, url: string): Promise<string | null> {
  await page.goto(`${url}/segments`);
  const create = page.locator('.segments-suggestions__item').getByRole('button', { name: 'Create segment' });
  try {
    await create.first().waitFor({ timeout: 60_000 });
  } catch {
    console.log('segment: no suggestion to make one from; its page is left out');
    return null;
  }
  await create.first().click();
  const open = page.getByRole('status').getByRole('link', { name: 'Open it' });
  await open.waitFor({ timeout: 120_000 });
  return open.getAttribute('href');
}

/**
 * Gear and goals made as a person makes them (--gear): on /gear (over demo activities, which name
 * no export gear, first a road bike and trail shoes, the defaults of rides and runs), a task on each gear (the first
 * every 1 km, so it is due; the others every 5,000 km and 365 days), then on /goals a weekly
 * distance goal, a monthly moving-time goal for runs and a yearly distance goal for rides.
 */
async function setUpGear(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/gear`);
  const cards = page.locator('section.gear-card');
  const newGear = page.getByRole('form', { name: 'New gear' });
  await cards.first().or(newGear).first().waitFor({ timeout: 60_000 });
  // Demo activities name no export gear: make a bike and shoes, the defaults of rides and runs.
  if ((await cards.count()) === 0) {
    for (const [n, [kind, name]] of [
      ['bike', 'Road bike'],
      ['shoes', 'Trail shoes'],
    ].entries()) {
      await newGear.getByLabel('Kind').selectOption(kind!);
      await newGear.getByLabel('Name').fill(name!);
      await newGear.getByRole('button', { name: 'Add gear' }).click();
      await cards.nth(n).waitFor();
    }
    const rule = page.getByRole('form', { name: 'New rule' });
    for (const [n, [sport, name]] of [
      ['ride', 'Road bike'],
      ['run', 'Trail shoes'],
    ].entries()) {
      await rule.getByLabel('Sport').selectOption(sport!);
      await rule.getByLabel('Gear').selectOption({ label: name! });
      await rule.getByRole('button', { name: 'Add rule' }).click();
      await page.locator('.gear-rules li').nth(n).waitFor();
    }
  }
  await cards.first().waitFor({ timeout: 60_000 });
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await card.getByRole('textbox', { name: 'Task' }).fill(i === 0 ? 'Chain' : 'Service');
    await card.getByRole('spinbutton', { name: /^Every \((km|mi)\)$/ }).fill(i === 0 ? '1' : '5000');
    if (i > 0) await card.getByRole('spinbutton', { name: 'Every (days)' }).fill('365');
    await card.getByRole('button', { name: 'Add task' }).click();
    await card.locator('.gear-task').first().waitFor();
  }
  await page.goto(`${url}/goals`);
  const goals: [period: string, measure: string, sport: string, target: string][] = [
    ['week', 'distance', '', '30'],
    ['month', 'moving', 'run', '10'],
    ['year', 'distance', 'ride', '3000'],
  ];
  const form = page.getByRole('form', { name: 'New goal' });
  for (const [n, [period, measure, sport, target]] of goals.entries()) {
    await form.getByLabel('Period').selectOption(period);
    await form.getByLabel('Measure').selectOption(measure);
    await form.getByLabel('Sport').selectOption(sport);
    await form.getByLabel(/^Target/).fill(target);
    await form.getByRole('button', { name: 'Add goal' }).click();
    await page.locator('section.goals-card').nth(n).waitFor();
  }
}

/** A name for a route given on the command line: its path, flattened. */
const nameOf = (route: string): string => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';

/** Whether the page scrolls sideways at its current size (content wider than the screen). */
const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** Sets the remembered units setting to imperial (the page reads it on its next load). */
async function useImperial(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    const old: unknown = raw ? JSON.parse(raw) : {};
    localStorage.setItem(key, JSON.stringify({ ...(old as object), units: 'imperial' }));
  }, SETTINGS_STORAGE_KEY);
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  mkdirSync(options.out, { recursive: true });
  const server = await startPreview({ build: options.build, port: 4190 });
  const { context, close } = await launchChromium({ viewport: { width: 1440, height: 900 } });
  const problems: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectErrors(page);
    if (options.imports.length > 0) {
      await page.goto(`${server.url}/import`);
      await importFiles(page, options.imports, IMPORT_TIMEOUT_MS);
    } else {
      await page.goto(server.url);
      await seedHeatDemo(page, options.count, END_DATE);
    }
    if (options.gear) await setUpGear(page, server.url);
    if (options.imperial) await useImperial(page);
    const summaries = (await heatSeedSummaries(page)).sort((x, y) => (y.startTime ?? 0) - (x.startTime ?? 0));
    const year = new Date(summaries[0]?.startTime ?? END_DATE).getUTCFullYear();
    const pages: [string, string][] =
      options.routes.length > 0
        ? options.routes.map((r) => [nameOf(r), r])
        : tour(
            summaries.map((s) => s.id),
            year,
          );
    if (options.gear && options.routes.length === 0) pages.push(['gear', '/gear'], ['goals', '/goals']);
    if (options.routes.length === 0) {
      const segment = await suggestedSegment(page, server.url);
      if (segment) pages.push(['segment', segment]);
    }
    for (const [name, route] of pages) {
      errors.length = 0;
      await page.goto(server.url + route);
      await page.waitForTimeout(options.settleMs);
      await shootPage(page, name, options.out, {
        fullPage: true,
        settleMs: options.settleMs,
        sizes: [
          ['desktop', options.desktop],
          ['phone', SHOT_SIZES[1][1]],
        ],
        afterShot: async (label) => {
          if (label === 'phone' && (await scrollsSideways(page)))
            problems.push(`${name}: scrolls sideways on a phone`);
        },
      });
      for (const e of errors) problems.push(`${name}: console error: ${e.slice(0, 200)}`);
      console.log(`${name}: ${route}`);
    }
  } finally {
    await close();
    await server.close();
  }
  console.log(`screenshots in ${options.out}`);
  for (const p of [...new Set(problems)]) console.log(`problem: ${p}`);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = await main();
