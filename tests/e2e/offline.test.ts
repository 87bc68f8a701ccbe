/**
 * Installable and offline (issue 15): the built app's web manifest, and after one visit (the
 * service worker installed and its precache filled) the dashboard opens with the network off and
 * shows the stored activities; other pages (lazy chunks) open offline too.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openAppWithServiceWorker } from './browser';
import { importFiles } from './import-files';
import type { BrowserContext, Page } from 'playwright-core';

const NAME = 'Offline morning loop';

/** A small GPX of a 2 km loop in Zurich, one point every 10 s. */
function gpxFile(): string {
  const points: string[] = [];
  for (let i = 0; i <= 120; i++) {
    const angle = (2 * Math.PI * i) / 120;
    const lat = 47.37 + 0.003 * Math.sin(angle);
    const lon = 8.54 + 0.0045 * Math.cos(angle);
    const time = new Date(Date.UTC(2025, 4, 1, 6, 0, 10 * i)).toISOString();
    points.push(
      `<trkpt lat="${lat.toFixed(6)}" lon="${lon.toFixed(6)}"><ele>410</ele><time>${time}</time></trkpt>`,
    );
  }
  const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>${NAME}</name><type>running</type><trkseg>${points.join('')}</trkseg></trk></gpx>`;
  const path = join(mkdtempSync(join(tmpdir(), 'gpx-offline-')), 'offline-loop.gpx');
  writeFileSync(path, gpx);
  return path;
}

let context: BrowserContext;
let page: Page;
let errors: string[];
let close: () => Promise<void>;

beforeAll(async () => {
  // Installed and activated: the precache holds the app (registration waits for the page's load).
  ({ context, page, errors, close } = await openAppWithServiceWorker('/import'));
  await importFiles(page, [gpxFile()]);
}, 180_000);

afterAll(async () => {
  await close();
});

describe('installable and offline', () => {
  it('has a web manifest with a name, a start URL and installable icons', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(new URL(href!, BASE_URL).href)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('GPX Dashboard');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('opens with the network off after one visit and shows the stored activities', async () => {
    // The network off: every request that reaches the network fails (Chromium's offline emulation
    // also refuses navigations a service worker would answer, so requests are aborted instead).
    const reached: string[] = [];
    await context.route('**/*', (route) => {
      reached.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    try {
      await page.goto(`${BASE_URL}/activities`);
      await page.getByRole('main').getByText(NAME).first().waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // Another page, whose chunks were never loaded online: from the precache.
      await page.goto(`${BASE_URL}/heatmap`);
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Heatmap', exact: true }).waitFor();
      // The map's world drawn by MapLibre, whose worker comes from the precache too.
      await page.locator('[data-basemap="world"]').first().waitFor({ timeout: 60_000 });
      // Nothing of the app itself went to the network (map tiles from other hosts may try).
      expect(reached.filter((url) => url.startsWith(BASE_URL))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.unrouteAll();
    }
  }, 120_000);
});
