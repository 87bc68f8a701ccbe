/**
 * Private groups (issue 37) in the built app in Firebase mode, in Chromium, against the Auth and
 * Firestore emulators (real firestore.rules; Cloud Storage played by storage-stand-in.ts).
 *
 * One story with two people in two browser profiles: Ana signs in, imports a real GPX run, makes a
 * group and an invite link. Ben opens the link signed out (the sign-in screen comes first), signs
 * in, joins, and imports a real FIT ride. The leaderboard shows both, with the distances their
 * files give (both are from 2025: last year on this machine's calendar, so "Last year" is chosen).
 * Ben leaves: the group shows Ana alone, and Ben can no longer read the group's totals (REST, with
 * his own ID token: the rules decide). The same invite link does not work a second time. No
 * console errors.
 *
 * GROUP_SHOTS=<dir> writes screenshots of the group page (desktop and phone, light and dark).
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import type { Preview } from '../../scripts/lib/preview-server';
import { processActivity } from '../../src/domain/process-activity';
import { formatDistance } from '../../src/lib/format';
import { collectErrors } from '../e2e/browser';
import { shootPage } from '../e2e/screenshots';
import { CORPUS } from '../gpx-real/corpus';
import {
  appErrors,
  firestoreGet,
  resetEmulators,
  serveEmulatorApp,
  signedInUser,
  signInByEmailLink,
} from './browser-app';
import { startStorageStandIn, type StorageStandIn } from './storage-stand-in';

const ANA_FILE = join(CORPUS, 'placemark__togeojson', 'Friday-Evening-Run.gpx');
const BEN_FILE = join(
  CORPUS,
  '..',
  'fit-tcx-real',
  'GoldenCheetah__GoldenCheetah',
  'Karoo-Botley_BW_Swanmore_Wickham-2025-05-09-1238.fit',
);
const ANA = 'ana.group@example.org';
const BEN = 'ben.group@example.org';
const GROUP = 'Saturday riders';

let standIn: StorageStandIn;
let server: Preview;
const distance = { ana: '', ben: '' };
const closers: (() => Promise<void>)[] = [];

async function browserPage(): Promise<{ page: Page; errors: string[] }> {
  const { context, close } = await launchChromium();
  closers.push(close);
  const page = context.pages()[0] ?? (await context.newPage());
  return { page, errors: collectErrors(page) };
}

async function importFile(page: Page, file: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Import', exact: true })
    .click();
  await page.getByLabel('Choose files', { exact: true }).setInputFiles([file]);
  await page.getByRole('heading', { name: 'Import finished', exact: true }).waitFor({ timeout: 90_000 });
}

/** The leaderboard's rows for last year, each as [member, distance]. */
async function lastYearBoard(page: Page): Promise<string[][]> {
  await page.getByRole('radio', { name: 'Last year' }).check();
  const table = page.getByRole('table', { name: 'Leaderboard, last year' });
  await table.waitFor({ timeout: 30_000 });
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (r) => {
      const cells = await r.locator('th, td').allTextContents();
      return [cells[1]!.trim(), cells[2]!.trim()];
    }),
  );
}

beforeAll(async () => {
  await resetEmulators();
  standIn = await startStorageStandIn();
  server = await serveEmulatorApp(standIn.port, 'dist-firebase-groups');
  for (const [who, file] of [
    ['ana', ANA_FILE],
    ['ben', BEN_FILE],
  ] as const) {
    const processed = await processActivity(new Uint8Array(readFileSync(file)), { fileName: basename(file) });
    // The leaderboard's figures are whole metres (domain/groups/group-totals.ts).
    distance[who] = formatDistance(Math.round(processed.summary.distanceM), 'metric', 1);
  }
}, 900_000);

afterAll(async () => {
  for (const close of closers) await close();
  await server?.close();
  await standIn?.close();
});

describe('private groups in Firebase mode', { timeout: 240_000 }, () => {
  let ana: { page: Page; errors: string[] };
  let ben: { page: Page; errors: string[] };
  let invite = '';
  let groupUrl = '';

  it('Ana imports a run, makes a group and a one-time invite link', async () => {
    ana = await browserPage();
    await signInByEmailLink(ana.page, server.url, ANA);
    await importFile(ana.page, ANA_FILE);
    await ana.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Groups', exact: true })
      .click();
    await ana.page.getByText('You are in no group yet.').waitFor({ timeout: 30_000 });
    await ana.page.getByLabel('Group name').fill(GROUP);
    await ana.page.getByLabel('Your name in the group').fill('Ana');
    await ana.page.getByRole('button', { name: 'Create group' }).click();
    await ana.page.getByRole('heading', { level: 1, name: GROUP, exact: true }).waitFor({ timeout: 30_000 });
    groupUrl = ana.page.url();
    expect(groupUrl).toMatch(/\/groups\/[0-9a-f]{32}$/);
    await ana.page.getByRole('button', { name: 'Make an invite link' }).click();
    const field = ana.page.getByLabel('Invite link');
    await field.waitFor({ timeout: 30_000 });
    invite = await field.inputValue();
    expect(invite).toMatch(new RegExp(`^${groupUrl}/join/[0-9a-f]{32}$`));
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('Ben opens the link signed out, signs in, joins and imports a ride', async () => {
    ben = await browserPage();
    await ben.page.goto(invite);
    await ben.page.getByLabel('Email address').waitFor({ timeout: 30_000 });
    await signInByEmailLink(ben.page, server.url, BEN);
    await ben.page.goto(invite);
    await ben.page.getByRole('heading', { level: 1, name: `Join “${GROUP}”` }).waitFor({ timeout: 30_000 });
    await ben.page.getByLabel('Your name in the group').fill('Ben');
    await ben.page.getByRole('button', { name: 'Join group' }).click();
    await ben.page.getByRole('heading', { level: 1, name: GROUP, exact: true }).waitFor({ timeout: 30_000 });
    expect(new URL(ben.page.url()).pathname).toBe(new URL(groupUrl).pathname);
    await importFile(ben.page, BEN_FILE);
    // Opening the group page writes his totals (his app also does a few seconds after an import).
    await ben.page.goto(groupUrl);
    expect(await lastYearBoard(ben.page)).toEqual([
      ['Ben', distance.ben],
      ['Ana', distance.ana],
    ]);
    expect(appErrors(ben.errors)).toEqual([]);
  });

  it('the leaderboard shows both members to Ana, ranked by distance', async () => {
    await ana.page.goto(groupUrl);
    expect(await lastYearBoard(ana.page)).toEqual([
      ['Ben', distance.ben],
      ['Ana', distance.ana],
    ]);
    await ana.page.getByRole('radio', { name: 'Activities' }).check();
    await ana.page.getByText('2 members · you own this group').waitFor();
    await ana.page.locator('summary', { hasText: 'Members' }).click();
    const members = ana.page.getByRole('table', { name: 'Members (2)' });
    await members.waitFor({ timeout: 30_000 });
    expect(await members.locator('tbody th').allTextContents()).toEqual(['Anaowneryou', 'Ben']);
    await shootPage(ana.page, 'group', process.env.GROUP_SHOTS, { settleMs: 300, fullPage: true });
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('Ben leaves: Ana sees herself alone, and Ben can no longer read the totals', async () => {
    const { idToken } = await signedInUser(ben.page);
    const gid = groupUrl.split('/').at(-1)!;
    expect((await firestoreGet(`groups/${gid}/totals`, idToken)).status).toBe(200);
    await ben.page.getByRole('button', { name: 'Leave group' }).click();
    await ben.page.getByRole('button', { name: 'Leave and delete my totals here' }).click();
    await ben.page.getByRole('heading', { level: 1, name: 'Groups' }).waitFor({ timeout: 30_000 });
    await ben.page.getByText('You are in no group yet.').waitFor({ timeout: 30_000 });
    expect((await firestoreGet(`groups/${gid}/totals`, idToken)).status).toBe(403);
    await ana.page.reload();
    expect(await lastYearBoard(ana.page)).toEqual([['Ana', distance.ana]]);
    await ana.page.getByText('1 member · you own this group').waitFor({ timeout: 30_000 });
    expect(appErrors(ana.errors)).toEqual([]);
    expect(appErrors(ben.errors)).toEqual([]);
  });

  it('the invite link does not work a second time', async () => {
    await ben.page.goto(invite);
    await ben.page
      .getByRole('heading', { level: 1, name: 'Invite already used' })
      .waitFor({ timeout: 30_000 });
    expect(await ben.page.getByRole('button', { name: 'Join group' }).count()).toBe(0);
    expect(appErrors(ben.errors)).toEqual([]);
  });
});
