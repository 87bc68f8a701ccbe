/**
 * Issue 21 in the built app against the Auth and Firestore emulators: Cloud Storage (the stand-in
 * of storage-stand-in.ts) holds every request without an answer. An import of three files must end
 * within 60 s with a clear failure for each and no live activity in Firestore; an import cancelled
 * while its uploads hang must leave nothing behind, also once Storage answers again. Once Storage
 * answers again, one click retries the files that failed, and an activity page that could not read
 * its files (plain message) shows them after "Try again". No console errors.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import type { Preview } from '../../scripts/lib/preview-server';
import { STORAGE_DOWN_MESSAGE } from '../../src/data/firebase/contract/storage-errors';
import { collectErrors } from '../e2e/browser';
import { CORPUS } from '../gpx-real/corpus';
import { appErrors, firestoreGet, serveEmulatorApp, signedInUser, signInByEmailLink } from './browser-app';
import { startStorageStandIn, type StorageStandIn } from './storage-stand-in';

const FILES = ['gdb-sample.gpx', 'garmin-forerunner-10-output.gpx', 'wahoo-element-bolt.gpx'].map((f) =>
  join(CORPUS, 'gpsbabel__gpsbabel', f),
);
const CARA = 'cara@example.org';
/** What the issue asks: the import of three files ends within this. */
const IMPORT_LIMIT_MS = 60_000;
/** How long a queued tombstone may take to reach the emulator on a loaded machine. */
const TOMBSTONE_LIMIT_MS = 15_000;

let standIn: StorageStandIn;
let server: Preview;
let page: Page;
let errors: string[];
let closeBrowser: () => Promise<void>;
let uid = '';
let idToken = '';

const panelTitle = (p: Page, name: string) => p.getByRole('heading', { name, exact: true });
const resultLines = (p: Page) => p.getByRole('list', { name: 'Results per file' }).getByRole('listitem');

/**
 * Live activity documents on the server. A failed upload leaves a tombstone: the document is
 * written before the files (storage.rules, issue 40) and replaced by a tombstone when they fail.
 */
async function trackDocs(): Promise<number> {
  const { status, body } = await firestoreGet(`users/${uid}/tracks`, idToken);
  expect(status).toBe(200);
  return (body.documents ?? []).filter(
    (d) => (d.fields.deleted as { booleanValue?: boolean }).booleanValue === false,
  ).length;
}

async function freshPage(): Promise<void> {
  await page.reload(); // no memory of Storage having been down
  await page.locator('summary', { hasText: CARA }).waitFor({ timeout: 60_000 });
}

async function goTo(name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

async function startImport(): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Import', exact: true })
    .click();
  await page.getByLabel('Choose files', { exact: true }).setInputFiles(FILES);
}

beforeAll(async () => {
  standIn = await startStorageStandIn();
  server = await serveEmulatorApp(standIn.port, 'dist-firebase-emulators-down');
  const browser = await launchChromium();
  closeBrowser = browser.close;
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  errors = collectErrors(page);
  await signInByEmailLink(page, server.url, CARA);
  ({ uid, idToken } = await signedInUser(page));
}, 300_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
  await standIn?.close();
});

describe('Firebase mode with Cloud Storage not answering', { timeout: 180_000 }, () => {
  it('an import of three files ends within 60 s, each failed with a clear message, no live activity in Firestore', async () => {
    standIn.stall();
    const started = Date.now();
    await startImport();
    await panelTitle(page, 'Import finished').waitFor({ timeout: IMPORT_LIMIT_MS });
    const tookMs = Date.now() - started;
    console.log(`import of 3 files with Storage not answering ended in ${(tookMs / 1000).toFixed(1)} s`);
    expect(tookMs).toBeLessThan(IMPORT_LIMIT_MS);
    const lines = await resultLines(page).allInnerTexts();
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toContain(STORAGE_DOWN_MESSAGE);
    expect(standIn.held()).toBeGreaterThan(0);
    // Each failed file's tombstone is queued as the file fails (writeTombstone), not awaited: on a
    // busy machine the server may not have it yet when the panel says the import finished.
    await expect.poll(trackDocs, { timeout: TOMBSTONE_LIMIT_MS }).toBe(0);
    expect(appErrors(errors)).toEqual([]);
  });

  it('a cancel while the uploads hang leaves nothing behind, also once Storage answers again', async () => {
    await page.reload(); // a fresh page: no memory of Storage having been down
    await page.locator('summary', { hasText: CARA }).waitFor({ timeout: 60_000 });
    const before = standIn.held();
    await startImport();
    await expect.poll(() => standIn.held(), { timeout: 30_000 }).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Cancel import' }).click();
    await panelTitle(page, 'Import cancelled').waitFor({ timeout: 10_000 });
    standIn.release();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await trackDocs()).toBe(0);
    expect([...standIn.objects.keys()].filter((p) => p.startsWith(`users/${uid}/`))).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activities', exact: true })
      .click();
    await page.getByText('No activities yet').first().waitFor({ timeout: 30_000 });
    expect(appErrors(errors)).toEqual([]);
  });

  it('retries the failed files in one click once Storage answers again', async () => {
    standIn.stall();
    await freshPage();
    await startImport();
    await panelTitle(page, 'Import finished').waitFor({ timeout: IMPORT_LIMIT_MS });
    for (const line of await resultLines(page).allInnerTexts()) expect(line).toContain(STORAGE_DOWN_MESSAGE);
    await expect.poll(trackDocs, { timeout: TOMBSTONE_LIMIT_MS }).toBe(0);
    standIn.release();
    // Within the 30 s the app treats Storage as down: the retry must still really try.
    await page.getByRole('button', { name: 'Retry 3 failed files' }).click();
    await expect.poll(trackDocs, { timeout: 60_000 }).toBe(3);
    await expect
      .poll(
        async () => (await resultLines(page).allInnerTexts()).filter((l) => /^Imported/i.test(l)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(3);
    await panelTitle(page, 'Import finished').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: /Retry/ }).count()).toBe(0);
    const mine = [...standIn.objects.keys()].filter((p) => p.startsWith(`users/${uid}/`));
    expect(mine).toHaveLength(9); // original, track.bin, products.bin of each
    expect(appErrors(errors)).toEqual([]);
  });

  it('an activity page says plainly that Storage is down; "Try again" shows the track once it is back', async () => {
    standIn.stall();
    // Uploads filled this device's file cache: empty it, so the page needs Cloud Storage.
    await page.evaluate(() => caches.delete('gpx-dashboard-blobs'));
    await freshPage();
    await goTo('Activities');
    await page.getByRole('table', { name: 'Activities' }).locator('tbody').getByRole('link').first().click();
    const started = Date.now();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not read the track for splits' });
    await failure.waitFor({ timeout: 60_000 });
    console.log(`activity page said Storage is down after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await expect.poll(() => failure.innerText()).toContain(STORAGE_DOWN_MESSAGE);
    // What the summary holds is there at once.
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe('');
    standIn.release();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Splits', exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').filter({ hasText: 'Could not read' }).count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
  });
});
