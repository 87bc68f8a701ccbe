/**
 * A read-only link of the Curves page (issue 37) in the built app in Firebase mode, in Chromium,
 * against the Auth and Firestore emulators (real firestore.rules; Cloud Storage played by
 * storage-stand-in.ts).
 *
 * Ana signs in, imports a real GPX file, opens Curves and shares it. The shared document, read
 * signed out through the REST API, holds exactly a curves page's fields, the all-time curve equal
 * to the one her own page computed from the file, and nothing naming the activity. A visitor in
 * another browser profile, never signed in, opens the link and sees the title, the curve drawn and
 * the method note, and no sign-in screen. Ana stops sharing from Settings, where the link is listed
 * as "Curves"; the visitor's reload shows "No longer shared". No console errors.
 *
 * SHARE_SHOTS=<dir> writes screenshots of the shared page (desktop and phone, light and dark).
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURVE_DURATIONS_S } from '../../src/domain/curves/grid';
import { processActivity } from '../../src/domain/process-activity';
import { decodeSharedCurves } from '../../src/domain/share/shared-curves';
import { shootPage } from '../e2e/screenshots';
import { CORPUS } from '../gpx-real/corpus';
import { appErrors } from './browser-app';
import {
  bytesField,
  createLink,
  expectRevoked,
  mainNav,
  readSharedDoc,
  signInAndImport,
  startShareApp,
  type Browser,
} from './share-browser';

const FILE = join(CORPUS, 'gpsbabel__gpsbabel', 'wahoo-element-bolt.gpx');
const ANA = 'ana.curves@example.org';
const TITLE = 'Ana’s curves';

let app: Awaited<ReturnType<typeof startShareApp>>;
let activityName = '';
/** The file's own curves, as the import computes them. */
let fileCurves: Awaited<ReturnType<typeof processActivity>>['products']['curves'];

beforeAll(async () => {
  app = await startShareApp('dist-firebase-share-curves');
  const processed = await processActivity(new Uint8Array(readFileSync(FILE)), { fileName: basename(FILE) });
  activityName = processed.summary.name;
  fileCurves = processed.products.curves;
}, 900_000);

afterAll(async () => {
  await app?.close();
});

describe('a read-only link of the Curves page in Firebase mode', { timeout: 180_000 }, () => {
  let ana: Browser;
  let visitor: Browser;
  let link = '';
  let shareId = '';
  let view = '';

  it('Ana imports an activity and shares her curves from the Curves page', async () => {
    ana = await app.browser();
    await signInAndImport(ana.page, app.server.url, ANA, [FILE]);
    await mainNav(ana.page, 'Curves').click();
    await ana.page.getByRole('figure', { name: /^Best .* by duration$/ }).waitFor({ timeout: 30_000 });
    await ana.page.getByRole('button', { name: 'Share', exact: true }).click();
    ({ link, id: shareId } = await createLink(ana.page, TITLE, app.server.url));
    expect(appErrors(ana.errors)).toEqual([]);
  });

  it('the shared document holds only the curves page: the file’s all-time curve, no activity', async () => {
    const { status, fields } = await readSharedDoc(shareId);
    expect(status).toBe(200);
    expect(Object.keys(fields).sort()).toEqual(
      ['createdAt', 'curves', 'kind', 'revoked', 'title', 'v', 'view'].sort(),
    );
    expect(fields.kind).toEqual({ stringValue: 'curves' });
    view = (fields.view as { stringValue: string }).stringValue;
    expect(JSON.stringify(fields)).not.toContain(activityName);
    const lines = decodeSharedCurves(bytesField(fields.curves));
    const all = lines.find((l) => l.span === 'all');
    expect(all).toBeDefined();
    // One activity: the all-time curve is that activity's own (pace is drawn from the best speeds).
    const own = fileCurves?.[view === 'pace' ? 'speed' : (view as 'power' | 'hr')];
    expect(own).toBeTruthy();
    const at60 = CURVE_DURATIONS_S.indexOf(60);
    expect(all!.values[at60]).toBeCloseTo(own!.values[at60]!, 3);
    expect(all!.values[at60]).toBeGreaterThan(0);
  });

  it('a visitor who never signed in opens the link: title, curve and method note', async () => {
    visitor = await app.browser();
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 30_000 });
    await visitor.page.locator('.curves-chart .recharts-line-curve').first().waitFor({ timeout: 30_000 });
    expect(await visitor.page.getByTestId('curves-method').count()).toBe(1);
    expect(await visitor.page.getByText('All time', { exact: true }).count()).toBeGreaterThan(0);
    expect(await visitor.page.getByLabel('Email address').count()).toBe(0);
    expect(await visitor.page.getByText(activityName).count()).toBe(0);
    await shootPage(visitor.page, 'shared-curves', process.env.SHARE_SHOTS, {
      settleMs: 800,
      fullPage: true,
    });
    expect(appErrors(visitor.errors)).toEqual([]);
  });

  it('Ana stops sharing in Settings, where it is listed as Curves: the link shows "No longer shared"', async () => {
    await ana.page.getByRole('link', { name: 'Settings', exact: true }).click();
    const list = ana.page.getByRole('list', { name: 'Your shared links' });
    const item = list.getByRole('listitem').filter({ hasText: TITLE });
    await item.waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toMatch(/Curves · shared/);
    await item.getByRole('button', { name: 'Stop sharing' }).click();
    await item
      .getByText('No longer shared: the link shows nothing of the page.')
      .waitFor({ timeout: 30_000 });
    await expectRevoked(visitor, shareId, TITLE);
    expect(appErrors(ana.errors)).toEqual([]);
  });
});
