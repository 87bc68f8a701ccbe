/**
 * What the browser tests of read-only links (issue 37) share: the built app served for the
 * emulators with the Storage stand-in, browsers of their own (one per person: the owner signed in,
 * a visitor never signed in), sign-in and import of real files, making a link from a page's
 * "Share a read-only link" panel, and reading a shared page's document signed out through the
 * Firestore emulator's REST API (so the real rules decide what a stranger gets).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import type { Preview } from '../../scripts/lib/preview-server';
import { collectErrors } from '../e2e/browser';
import { appErrors, resetEmulators, serveEmulatorApp, signInByEmailLink } from './browser-app';
import { emulatorHost, PROJECT_ID } from './emulator-env';
import { startStorageStandIn, type StorageStandIn } from './storage-stand-in';

export interface Browser {
  page: Page;
  errors: string[];
}

/** The emulators emptied, the Storage stand-in started and the app built into .tmp/<outName> and served. */
export async function startShareApp(outName: string) {
  await resetEmulators();
  const standIn: StorageStandIn = await startStorageStandIn();
  const server: Preview = await serveEmulatorApp(standIn.port, outName);
  const closers: (() => Promise<void>)[] = [];
  return {
    server,
    /** A browser profile of its own (nothing shared with the others), with its console errors. */
    async browser(): Promise<Browser> {
      const { context, close } = await launchChromium();
      closers.push(close);
      const page = context.pages()[0] ?? (await context.newPage());
      return { page, errors: collectErrors(page) };
    },
    async close() {
      for (const close of closers) await close();
      await server.close();
      await standIn.close();
    },
  };
}

/** Signs `email` in by email link and imports `files` from the Import page. */
export async function signInAndImport(
  page: Page,
  url: string,
  email: string,
  files: string[] | { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  await signInByEmailLink(page, url, email);
  await mainNav(page, 'Import').click();
  await page.getByLabel('Choose files', { exact: true }).setInputFiles(files);
  await page.getByRole('heading', { name: 'Import finished', exact: true }).waitFor({ timeout: 90_000 });
}

/** A link of the main navigation. */
export const mainNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** The open "Share a read-only link" panel of the page. */
export const sharePanel = (page: Page): Locator =>
  page.getByRole('region', { name: 'Share a read-only link' });

/** Makes a link under `title` from the open share panel; its address and id. */
export async function createLink(
  page: Page,
  title: string,
  appUrl: string,
): Promise<{ link: string; id: string }> {
  const panel = sharePanel(page);
  await panel.getByLabel('Title shown').fill(title);
  await panel.getByRole('button', { name: 'Create read-only link' }).click();
  const field = panel.getByLabel(`Link to “${title}”`);
  await field.waitFor({ timeout: 30_000 });
  const link = await field.inputValue();
  const id = /\/shared\/([0-9a-f]{32})$/.exec(link)?.[1] ?? '';
  expect(id).toHaveLength(32);
  expect(link.startsWith(appUrl)).toBe(true);
  return { link, id };
}

/** shares/{id} read through the emulator's REST API with no sign-in at all. */
export async function readSharedDoc(
  id: string,
): Promise<{ status: number; fields: Record<string, unknown> }> {
  const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const url = `http://${host}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/shares/${id}`;
  const response = await fetch(url);
  const body = (await response.json()) as { fields?: Record<string, unknown> };
  return { status: response.status, fields: body.fields ?? {} };
}

/** The bytes of a bytes field of a REST document. */
export const bytesField = (v: unknown) =>
  new Uint8Array(Buffer.from((v as { bytesValue: string }).bytesValue, 'base64'));

/**
 * After the owner stopped sharing `id`: its document holds nothing of the page, and the visitor's
 * reload shows "No longer shared" without `title`.
 */
export async function expectRevoked(visitor: Browser, id: string, title: string): Promise<void> {
  const { fields } = await readSharedDoc(id);
  expect(Object.keys(fields).sort()).toEqual(['revoked', 'v']);
  await visitor.page.reload();
  await visitor.page
    .getByRole('heading', { level: 1, name: 'No longer shared' })
    .waitFor({ timeout: 30_000 });
  expect(await visitor.page.getByText(title).count()).toBe(0);
  expect(appErrors(visitor.errors)).toEqual([]);
}
