/**
 * The built app in Firebase mode in Chromium against the Auth and Firestore emulators (real
 * firestore.rules) started by scripts/test-emulators.ts, with Cloud Storage played by
 * storage-stand-in.ts (what that leaves unproven: README, "Firebase emulator tests").
 *
 * One story, in order: Ana signs in by email link and imports three real GPX files; the server has
 * them (read with her own ID token); a second browser profile signed in as Ana (another device)
 * sees them, and while left open shows Ana's next import, rename and delete within 5 s (live
 * updates, issue 21), and a rename made while it was offline once it is back online; Bob sees none, and the rules refuse him Ana's documents; Ana signs out and
 * nothing of hers is left on screen. No console errors anywhere.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import type { Preview } from '../../scripts/lib/preview-server';
import { processActivity } from '../../src/domain/process-activity';
import { collectErrors } from '../e2e/browser';
import { CORPUS } from '../gpx-real/corpus';
import {
  appErrors,
  firestoreGet,
  resetEmulators,
  serveEmulatorApp,
  shownActivityNames,
  signedInUser,
  signInByEmailLink,
} from './browser-app';
import { startStorageStandIn, type StorageStandIn } from './storage-stand-in';

const FILES = ['gdb-sample.gpx', 'garmin-forerunner-10-output.gpx', 'wahoo-element-bolt.gpx'].map((f) =>
  join(CORPUS, 'gpsbabel__gpsbabel', f),
);
/** Imported later by Ana while her second device is open. */
const LIVE_FILE = join(CORPUS, 'gpsbabel__gpsbabel', 'garmin-edge-800-output.gpx');
const RENAMED = 'Renamed on the first device';
/** What the issue asks: another device's change shows within this, without a reload. */
const LIVE_LIMIT_MS = 5_000;
const ANA = 'ana@example.org';
const BOB = 'bob@example.org';

interface Device {
  page: Page;
  context: BrowserContext;
  errors: string[];
  close: () => Promise<void>;
}

let standIn: StorageStandIn;
let server: Preview;
let expectedNames: string[];
const devices: Device[] = [];
const started = Date.now();

async function device(): Promise<Device> {
  const { context, close } = await launchChromium();
  const page = context.pages()[0] ?? (await context.newPage());
  const d = { page, context, errors: collectErrors(page), close };
  devices.push(d);
  return d;
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function openActivities(page: Page): Promise<void> {
  await nav(page, 'Activities').click();
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'Activities' }).waitFor();
}

beforeAll(async () => {
  await resetEmulators();
  standIn = await startStorageStandIn();
  server = await serveEmulatorApp(standIn.port, 'dist-firebase-emulators');
  expectedNames = (
    await Promise.all(
      FILES.map(
        async (f) =>
          (await processActivity(new Uint8Array(readFileSync(f)), { fileName: basename(f) })).summary.name,
      ),
    )
  ).sort();
}, 300_000);

afterAll(async () => {
  for (const d of devices) await d.close();
  await server?.close();
  await standIn?.close();
  console.log(`Firebase-mode browser test: ${((Date.now() - started) / 1000).toFixed(1)} s (build included)`);
});

describe('the built app in Firebase mode against the emulators', { timeout: 180_000 }, () => {
  let ana: Device;
  let anaUid = '';
  let anaToken = '';

  it('signs Ana in by email link, imports three files and shows them', async () => {
    ana = await device();
    await signInByEmailLink(ana.page, server.url, ANA);
    ({ uid: anaUid, idToken: anaToken } = await signedInUser(ana.page));
    await nav(ana.page, 'Import').click();
    await ana.page.getByLabel('Choose files', { exact: true }).setInputFiles(FILES);
    await ana.page
      .getByRole('heading', { name: 'Import finished', exact: true })
      .waitFor({ timeout: 90_000 });
    await openActivities(ana.page);
    await expect.poll(() => shownActivityNames(ana.page), { timeout: 30_000 }).toEqual(expectedNames);
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('stored them on the server under Ana (Firestore with her token, files in the Storage stand-in)', async () => {
    await expect
      .poll(
        async () => (await firestoreGet(`users/${anaUid}/tracks`, anaToken)).body.documents?.length ?? 0,
        {
          timeout: 20_000,
        },
      )
      .toBe(3);
    const paths = [...standIn.objects.keys()];
    expect(paths.every((p) => p.startsWith(`users/${anaUid}/tracks/`))).toBe(true);
    // track.bin, products.bin and the original of each activity.
    expect(paths).toHaveLength(9);
  });

  let other: Device;

  it('a second device signed in as Ana sees the same activities', async () => {
    other = await device();
    await signInByEmailLink(other.page, server.url, ANA);
    expect((await signedInUser(other.page)).uid).toBe(anaUid);
    await openActivities(other.page);
    await expect.poll(() => shownActivityNames(other.page), { timeout: 30_000 }).toEqual(expectedNames);
    // An activity page reads the files back from Storage.
    await other.page.getByRole('link', { name: expectedNames[0], exact: true }).first().click();
    await other.page.getByRole('main').getByRole('heading', { level: 1, name: expectedNames[0] }).waitFor();
    expect(appErrors(other.errors)).toEqual([]);
  });

  it('the second device, left open, shows an import, a rename and a delete from the first within 5 s', async () => {
    await openActivities(other.page);
    const shows = (name: string) => shownActivityNames(other.page).then((n) => n.includes(name));
    const within = async (what: string, check: () => Promise<boolean>) => {
      const from = Date.now();
      await expect.poll(check, { timeout: LIVE_LIMIT_MS, interval: 200 }).toBe(true);
      console.log(`live update (${what}) seen on the other device after ${Date.now() - from} ms`);
    };
    await nav(ana.page, 'Import').click();
    await ana.page.getByLabel('Choose files', { exact: true }).setInputFiles([LIVE_FILE]);
    await ana.page
      .getByRole('heading', { name: 'Import finished', exact: true })
      .waitFor({ timeout: 90_000 });
    const added = (
      await processActivity(new Uint8Array(readFileSync(LIVE_FILE)), { fileName: basename(LIVE_FILE) })
    ).summary.name;
    await within('import', () => shows(added));

    await openActivities(ana.page);
    await ana.page.getByRole('link', { name: added, exact: true }).first().click();
    await ana.page.getByRole('button', { name: 'Edit' }).click();
    await ana.page.getByLabel('Name').fill(RENAMED);
    await ana.page.getByRole('button', { name: 'Save' }).click();
    await ana.page.getByRole('main').getByRole('heading', { level: 1, name: RENAMED }).waitFor();
    await within('rename', () => shows(RENAMED));

    await ana.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await ana.page.getByRole('button', { name: 'Delete activity' }).click();
    await within('delete', async () => !(await shows(RENAMED)));
    // The delete ends once its files are gone from Storage; then the first device shows the list.
    await ana.page.getByRole('main').getByRole('heading', { level: 1, name: 'Activities' }).waitFor();
    expect(await shownActivityNames(other.page)).toEqual(expectedNames);
    expect(appErrors(other.errors)).toEqual([]);
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('the second device, offline during a rename on the first, shows it once back online', async () => {
    const target = expectedNames[0] ?? '';
    const renamed = 'Renamed while the other device was offline';
    await openActivities(other.page);
    await other.context.setOffline(true);
    await openActivities(ana.page);
    await ana.page.getByRole('link', { name: target, exact: true }).first().click();
    await ana.page.getByRole('button', { name: 'Edit' }).click();
    await ana.page.getByLabel('Name').fill(renamed);
    await ana.page.getByRole('button', { name: 'Save' }).click();
    await ana.page.getByRole('main').getByRole('heading', { level: 1, name: renamed }).waitFor();
    const onServer = async () => {
      const docs = (await firestoreGet(`users/${anaUid}/tracks`, anaToken)).body.documents ?? [];
      return docs.some((d) => JSON.stringify(d.fields).includes(renamed));
    };
    await expect.poll(onServer, { timeout: 20_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await shownActivityNames(other.page)).toContain(target); // offline: nothing arrived
    const from = Date.now();
    await other.context.setOffline(false);
    await expect
      .poll(() => shownActivityNames(other.page).then((n) => n.includes(renamed)), {
        timeout: LIVE_LIMIT_MS,
        interval: 200,
      })
      .toBe(true);
    console.log(`change made while offline seen ${Date.now() - from} ms after reconnecting`);
    expect(appErrors(other.errors)).toEqual([]);
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('Bob sees none of it, and the rules refuse him Ana’s documents', async () => {
    const bob = await device();
    await signInByEmailLink(bob.page, server.url, BOB);
    const { uid, idToken } = await signedInUser(bob.page);
    expect(uid).not.toBe(anaUid);
    await openActivities(bob.page);
    await bob.page.getByText('No activities yet').first().waitFor({ timeout: 30_000 });
    expect(await shownActivityNames(bob.page).catch(() => [])).toEqual([]);
    const body = await bob.page.locator('body').innerText();
    for (const name of expectedNames) expect(body).not.toContain(name);
    expect((await firestoreGet(`users/${anaUid}/tracks`, idToken)).status).toBe(403);
    expect((await firestoreGet(`users/${uid}/tracks`, idToken)).status).toBe(200);
    expect(appErrors(bob.errors)).toEqual([]);
  });

  it('sign-out leaves nothing of Ana on screen, also after a reload', async () => {
    const checkNothingOfAna = async () => {
      await ana.page.getByRole('heading', { name: 'Sign in to GPX Dashboard' }).waitFor({ timeout: 30_000 });
      const body = await ana.page.locator('body').innerText();
      expect(body).not.toContain(ANA);
      for (const name of expectedNames) expect(body).not.toContain(name);
      expect(await ana.page.getByRole('table').count()).toBe(0);
    };
    await ana.page.locator('summary', { hasText: ANA }).click();
    // Signing out reloads the page itself: wait for that load before looking.
    const reloaded = ana.page.waitForEvent('load', { timeout: 30_000 });
    await ana.page.getByRole('button', { name: 'Sign out' }).click();
    await reloaded;
    await checkNothingOfAna();
    await ana.page.reload();
    await checkNothingOfAna();
    expect(appErrors(ana.errors)).toEqual([]);
  });
});
