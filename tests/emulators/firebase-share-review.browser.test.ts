/**
 * A read-only link of a Year in review (issue 37) in the built app in Firebase mode, in Chromium,
 * against the Auth and Firestore emulators (real firestore.rules; Cloud Storage played by
 * storage-stand-in.ts).
 *
 * Ana signs in, imports real GPX files, draws a privacy zone around one ride's start, opens that
 * year's review and shares it. The shared document, read signed out through the REST API, holds
 * exactly a review page's fields, no activity's name, the year's figures, and a map of at most the
 * shared budget of positions, none inside the zone (decoded here). A visitor in another browser
 * profile, never signed in, opens the link and sees the year's cards, calendar and map drawn, and
 * no sign-in screen. Ana stops sharing from Settings, where the link is listed as "Year <year>";
 * the visitor's reload shows "No longer shared". No console errors.
 *
 * SHARE_SHOTS=<dir> writes screenshots of the shared page (desktop and phone, light and dark).
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineM } from '../../src/domain/geo';
import { processActivity } from '../../src/domain/process-activity';
import { decodeSharedPath } from '../../src/domain/share/shared-page';
import { SHARED_REVIEW_POINTS } from '../../src/domain/share/shared-review';
import { shootPage } from '../e2e/screenshots';
import { CORPUS } from '../gpx-real/corpus';
import { appErrors } from './browser-app';
import {
  bytesField,
  createLink,
  expectRevoked,
  mainNav,
  readSharedDoc,
  sharePanel,
  signInAndImport,
  startShareApp,
  type Browser,
} from './share-browser';

const FILES = [
  join(CORPUS, 'gpsbabel__gpsbabel', 'wahoo-element-bolt.gpx'),
  join(CORPUS, 'gpx-animator__gpx-animator', 'bikeride.gpx'),
  join(CORPUS, 'Sibyx__phpGPX', 'endomondo.gpx'),
];
const ANA = 'ana.review@example.org';
const ZONE_RADIUS_M = 400;

let app: Awaited<ReturnType<typeof startShareApp>>;
let year = 0;
let title = '';
/** The year's activities: their names and how many. */
let names: string[] = [];
let zone = { lat: 0, lon: 0 };

beforeAll(async () => {
  app = await startShareApp('dist-firebase-share-review');
  const processed = await Promise.all(
    FILES.map((f) => processActivity(new Uint8Array(readFileSync(f)), { fileName: basename(f) })),
  );
  const first = processed[0]!;
  year = new Date(first.summary.startTime!).getUTCFullYear();
  names = processed
    .filter((p) => p.summary.startTime !== null && new Date(p.summary.startTime).getUTCFullYear() === year)
    .map((p) => p.summary.name);
  title = `Ana’s ${year}`;
  zone = { lat: first.products.path.lonLat[1]!, lon: first.products.path.lonLat[0]! };
}, 900_000);

afterAll(async () => {
  await app?.close();
});

describe('a read-only link of a Year in review in Firebase mode', { timeout: 180_000 }, () => {
  let ana: Browser;
  let visitor: Browser;
  let link = '';
  let shareId = '';

  it('Ana imports rides, draws a privacy zone and shares her year from its review', async () => {
    ana = await app.browser();
    await signInAndImport(ana.page, app.server.url, ANA, FILES);
    await ana.page.getByRole('link', { name: 'Settings', exact: true }).click();
    await ana.page.getByLabel('Latitude').fill(String(zone.lat));
    await ana.page.getByLabel('Longitude').fill(String(zone.lon));
    await ana.page.getByLabel('Radius (m)').fill(String(ZONE_RADIUS_M));
    await ana.page.getByRole('button', { name: 'Add zone' }).click();
    await ana.page.getByRole('button', { name: /^Remove the zone at/ }).waitFor();
    // Within the app (no reload, which could come before the new zone is read back).
    await mainNav(ana.page, 'Overview').click();
    const calendar = ana.page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await calendar.getByRole('link', { name: `${year} in review` }).click();
    await ana.page.getByRole('heading', { level: 1, name: String(year) }).waitFor({ timeout: 60_000 });
    await ana.page.getByRole('button', { name: 'Share', exact: true }).click();
    await sharePanel(ana.page).getByText('Your 1 privacy zone is applied').waitFor();
    ({ link, id: shareId } = await createLink(ana.page, title, app.server.url));
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('the shared document holds only the year: its figures, its thinned map, nothing in the zone', async () => {
    const { status, fields } = await readSharedDoc(shareId);
    expect(status).toBe(200);
    expect(Object.keys(fields).sort()).toEqual(
      ['createdAt', 'figures', 'kind', 'paths', 'revoked', 'title', 'toleranceM', 'v'].sort(),
    );
    expect(fields.kind).toEqual({ stringValue: 'review' });
    const text = JSON.stringify(fields);
    for (const name of names) expect(text).not.toContain(name);
    expect(text).not.toContain('.gpx');
    const figures = JSON.parse((fields.figures as { stringValue: string }).stringValue) as {
      year: number;
      totals: { count: number };
      days: unknown[];
    };
    expect(figures.year).toBe(year);
    expect(figures.totals.count).toBe(names.length);
    expect(figures.days.length).toBeGreaterThan(0);
    const path = decodeSharedPath(bytesField(fields.paths));
    const n = path.lonLat.length >> 1;
    expect(n).toBeGreaterThan(2);
    expect(n).toBeLessThanOrEqual(SHARED_REVIEW_POINTS);
    for (let i = 0; i < n; i++)
      expect(haversineM(path.lonLat[2 * i + 1]!, path.lonLat[2 * i]!, zone.lat, zone.lon)).toBeGreaterThan(
        ZONE_RADIUS_M,
      );
  });

  it('a visitor who never signed in opens the link: the year’s cards, calendar and map', async () => {
    visitor = await app.browser();
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    for (const card of ['Totals', 'Highlights', 'Sports', 'Map', 'Calendar', `Records set in ${year}`])
      await visitor.page.getByRole('heading', { level: 2, name: card, exact: true }).waitFor();
    await visitor.page.getByRole('figure', { name: `Daily distance in ${year}` }).waitFor();
    await visitor.page.locator('[data-positions]').waitFor({ timeout: 30_000 });
    expect(
      Number(await visitor.page.locator('[data-positions]').getAttribute('data-positions')),
    ).toBeGreaterThan(2);
    await visitor.page.getByTestId('review-map-method').waitFor();
    expect(await visitor.page.getByLabel('Email address').count()).toBe(0);
    for (const name of names) expect(await visitor.page.getByText(name).count()).toBe(0);
    // No link into the owner's activities.
    expect(await visitor.page.locator('a[href*="/activities/"]').count()).toBe(0);
    await shootPage(visitor.page, 'shared-review', process.env.SHARE_SHOTS, {
      settleMs: 1_000,
      fullPage: true,
    });
    expect(appErrors(visitor.errors)).toEqual([]);
  });

  it('Ana stops sharing in Settings, where it is listed as its year: the link shows "No longer shared"', async () => {
    await ana.page.getByRole('link', { name: 'Settings', exact: true }).click();
    const list = ana.page.getByRole('list', { name: 'Your shared links' });
    const item = list.getByRole('listitem').filter({ hasText: title });
    await item.waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toContain(`Year ${year} · shared`);
    await item.getByRole('button', { name: 'Stop sharing' }).click();
    await item
      .getByText('No longer shared: the link shows nothing of the page.')
      .waitFor({ timeout: 30_000 });
    await expectRevoked(visitor, shareId, title);
    expect(appErrors(ana.errors)).toEqual([]);
  });
});
