/**
 * The Import page in browser tests: pick files with its file input and wait until the progress
 * panel says the import has finished.
 */
import type { Locator, Page } from 'playwright-core';
import { openApp, type Session } from './browser';

/** How long an import of a few real files may take on a loaded two-core machine. */
export const IMPORT_TIMEOUT_MS = 60_000;

/** The progress panel once its title says the import has finished (a region, however it is labelled). */
export const finishedPanel = (page: Page): Locator =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: 'Import finished', exact: true }) });

/** The line of the per-file result list for this path (its text: status, path, detail). */
export const resultLine = (panel: Locator, path: string): Locator =>
  panel.getByRole('list', { name: 'Results per file' }).getByRole('listitem').filter({ hasText: path });

/** Picks `files` on the Import page (the page must show it) and waits for the finished panel. */
export async function importFiles(
  page: Page,
  files: readonly string[],
  timeoutMs = IMPORT_TIMEOUT_MS,
): Promise<Locator> {
  await page.getByLabel('Choose files', { exact: true }).setInputFiles([...files]);
  const panel = finishedPanel(page);
  await panel.waitFor({ timeout: timeoutMs });
  return panel;
}

export interface ImportedAppOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  timeoutMs?: number;
}

/** A fresh browser on the Import page with `files` imported (a test file's usual beforeAll). */
export async function openAppWithFiles(
  files: readonly string[],
  { viewport, timezoneId, timeoutMs }: ImportedAppOptions = {},
): Promise<Session> {
  const session = await openApp('/import', viewport, timezoneId);
  await importFiles(session.page, files, timeoutMs);
  return session;
}
