/**
 * A read-only link of a segment (issue 37) in the built app in Firebase mode, in Chromium, against
 * the Auth and Firestore emulators (real firestore.rules; Cloud Storage played by
 * storage-stand-in.ts).
 *
 * Ana signs in, imports four runs along one road (tests/e2e/segment-tracks.ts: their speeds and
 * so their times on it are known), makes a segment of the road's middle kilometre from a GPX file,
 * draws a privacy zone over the segment's start and shares the segment from its page. The shared
 * document, read signed out through the REST API, holds exactly a segment page's fields, no run's
 * name, the four efforts fastest first with the times the runs' speeds give, and a line with no
 * position inside the zone (decoded here). A visitor in another browser profile, never signed in,
 * opens the link and sees the segment's figures, its line on the map, the efforts chart and the
 * efforts, and no sign-in screen. Ana stops sharing from Settings, where the link is listed as
 * "Segment"; the visitor's reload shows "No longer shared". No console errors.
 *
 * SHARE_SHOTS=<dir> writes screenshots of the shared page (desktop and phone, light and dark).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineM } from '../../src/domain/geo';
import { decodeSharedPath } from '../../src/domain/share/shared-page';
import { decodeSharedEfforts } from '../../src/domain/share/shared-segment';
import { shootPage } from '../e2e/screenshots';
import { ROAD_RUNS, roadRunFiles } from '../e2e/segment-tracks';
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

const ANA = 'ana.segment@example.org';
const TITLE = 'The middle kilometre';
/** The road of segment-tracks.ts: due north from here. */
const ROAD = { lat: 46.5, lon: 7.0 };
const METRES_PER_DEG_LAT = 111_195;
const FROM_M = 1_000;
const TO_M = 2_000;
const ZONE_RADIUS_M = 250;
/** The zone over the segment's start. */
const ZONE = { lat: ROAD.lat + FROM_M / METRES_PER_DEG_LAT, lon: ROAD.lon };

/** The road's middle kilometre as a GPX file, climbing as the road does (1 m every 20 m). */
function middleKilometreGpx(): string {
  const points = Array.from({ length: 41 }, (_, k) => {
    const d = FROM_M + ((TO_M - FROM_M) * k) / 40;
    const lat = ROAD.lat + d / METRES_PER_DEG_LAT;
    return `<trkpt lat="${lat.toFixed(7)}" lon="${ROAD.lon.toFixed(7)}"><ele>${(500 + d / 20).toFixed(1)}</ele></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="share-test"><trk><name>Middle</name><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

let app: Awaited<ReturnType<typeof startShareApp>>;

beforeAll(async () => {
  app = await startShareApp('dist-firebase-share-segment');
}, 900_000);

afterAll(async () => {
  await app?.close();
});

describe('a read-only link of a segment in Firebase mode', { timeout: 180_000 }, () => {
  let ana: Browser;
  let visitor: Browser;
  let link = '';
  let shareId = '';

  it('Ana makes a segment of her runs’ road, draws a zone over its start and shares it', async () => {
    ana = await app.browser();
    await signInAndImport(ana.page, app.server.url, ANA, roadRunFiles());
    await ana.page.getByRole('link', { name: 'Settings', exact: true }).click();
    await ana.page.getByLabel('Latitude').fill(String(ZONE.lat));
    await ana.page.getByLabel('Longitude').fill(String(ZONE.lon));
    await ana.page.getByLabel('Radius (m)').fill(String(ZONE_RADIUS_M));
    await ana.page.getByRole('button', { name: 'Add zone' }).click();
    await ana.page.getByRole('button', { name: /^Remove the zone at/ }).waitFor();
    await mainNav(ana.page, 'Segments').click();
    await ana.page
      .getByLabel('New segment from a GPX file')
      .setInputFiles([
        { name: 'middle.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(middleKilometreGpx()) },
      ]);
    const dialog = ana.page.getByRole('dialog', { name: 'Name the new segment' });
    await dialog.getByLabel('Segment name').fill('Middle kilometre');
    await dialog.getByRole('button', { name: 'Create segment' }).click();
    await ana.page.getByRole('heading', { level: 1, name: 'Middle kilometre' }).waitFor({ timeout: 30_000 });
    // Every run's effort found before sharing.
    await ana.page
      .getByText(/4 efforts/)
      .first()
      .waitFor({ timeout: 60_000 });
    await ana.page.getByRole('button', { name: 'Share', exact: true }).click();
    await sharePanel(ana.page).getByText('Your 1 privacy zone is applied').waitFor();
    ({ link, id: shareId } = await createLink(ana.page, TITLE, app.server.url));
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('the shared document holds only the segment: its figures, the efforts, no run, nothing in the zone', async () => {
    const { status, fields } = await readSharedDoc(shareId);
    expect(status).toBe(200);
    expect(Object.keys(fields).sort()).toEqual(
      [
        'avgGradePct',
        'createdAt',
        'distanceM',
        'efforts',
        'elevationGainM',
        'kind',
        'maxGradePct',
        'path',
        'revoked',
        'title',
        'v',
      ].sort(),
    );
    expect(fields.kind).toEqual({ stringValue: 'segment' });
    expect(JSON.stringify(fields)).not.toMatch(/Road run|road-run/);
    const efforts = decodeSharedEfforts(bytesField(fields.efforts));
    // Four runs at known steady speeds, fastest first: 1 km takes 1000 / speed seconds.
    const speeds = ROAD_RUNS.map((r) => r.speedMps).sort((a, b) => b - a);
    expect(efforts.map((e) => Math.round(e.elapsedS / 10))).toEqual(speeds.map((v) => Math.round(100 / v)));
    const path = decodeSharedPath(bytesField(fields.path));
    const n = path.lonLat.length >> 1;
    expect(n).toBeGreaterThan(2);
    for (let i = 0; i < n; i++)
      expect(haversineM(path.lonLat[2 * i + 1]!, path.lonLat[2 * i]!, ZONE.lat, ZONE.lon)).toBeGreaterThan(
        ZONE_RADIUS_M,
      );
  });

  it('a visitor who never signed in opens the link: figures, map, chart and efforts', async () => {
    visitor = await app.browser();
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 30_000 });
    await visitor.page.locator('[data-shared-drawn="yes"]').waitFor({ timeout: 30_000 });
    await visitor.page.getByRole('figure', { name: 'Elapsed time of 4 efforts by date' }).waitFor();
    const table = visitor.page.getByRole('table', { name: `Efforts on ${TITLE}, fastest first` });
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await visitor.page.getByRole('term').filter({ hasText: 'Average grade' }).count()).toBe(1);
    expect(await visitor.page.getByLabel('Email address').count()).toBe(0);
    expect(await visitor.page.getByText(/Road run/).count()).toBe(0);
    await shootPage(visitor.page, 'shared-segment', process.env.SHARE_SHOTS, {
      settleMs: 1_000,
      fullPage: true,
    });
    expect(appErrors(visitor.errors)).toEqual([]);
  });

  it('Ana stops sharing in Settings, where it is listed as a segment: the link shows "No longer shared"', async () => {
    await ana.page.getByRole('link', { name: 'Settings', exact: true }).click();
    const list = ana.page.getByRole('list', { name: 'Your shared links' });
    const item = list.getByRole('listitem').filter({ hasText: TITLE });
    await item.waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toContain('Segment · shared');
    await item.getByRole('button', { name: 'Stop sharing' }).click();
    await item
      .getByText('No longer shared: the link shows nothing of the page.')
      .waitFor({ timeout: 30_000 });
    await expectRevoked(visitor, shareId, TITLE);
    expect(appErrors(ana.errors)).toEqual([]);
  });
});
