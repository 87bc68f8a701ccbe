/**
 * Mending a recording (issue 36) in Chromium against the built app: a run whose watch kept
 * recording on the drive home is imported; the page suggests the end of the forgotten stop, trims
 * it, and the Distance tile shows the figure the same domain code gives in Node; the edit stays
 * after a reload, undo gives back the original figure (also after a reload), redo, cut out a part
 * chosen with the range fields, trim to a part, and restore the original. A real run is split in
 * two and a real ride, recorded as two files around a battery swap, merged into one: each with
 * the figures the same pipeline gives in Node, then undone after a reload. No console errors.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgottenStop } from '../../src/domain/edits/forgotten-stop';
import type { EditOp } from '../../src/domain/edits/types';
import { writeTrackGpx } from '../../src/domain/gpx/write-track';
import { contentId } from '../../src/domain/hash';
import { processActivity } from '../../src/domain/process-activity';
import { trackFromPoints } from '../../src/domain/track/track-data';
import { formatDistance } from '../../src/lib/format';
import { BASE_URL, type Session } from './browser';
import { openAppWithFiles } from './import-files';
import { shootPage } from './screenshots';

const T0 = Date.UTC(2025, 4, 1, 7, 0, 0);
/** With SCREENSHOT_DIR set: the mend card of each edited activity, desktop and phone, light and dark. */
const SHOTS = process.env.SCREENSHOT_DIR;

/** 40 min running north at 3 m/s, 10 min standing, 15 min driving at 25 m/s; one point a second. */
function forgottenRun(): Uint8Array {
  const pts = [];
  let lat = 45;
  let t = T0;
  for (const [seconds, mps] of [
    [2400, 3],
    [600, 0],
    [900, 25],
  ] as const) {
    for (let i = 0; i < seconds; i++) {
      pts.push({ lat, lon: 7, time: t, ele: 200 });
      lat += mps / 111_195;
      t += 1000;
    }
  }
  return new TextEncoder().encode(
    writeTrackGpx(trackFromPoints(pts), { name: 'Forgotten run', type: 'running' }),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'mend-e2e-'));
const bytes = forgottenRun();
const file = join(dir, 'forgotten-run.gpx');
writeFileSync(file, bytes);
let session: Session;
let id: string;

/** A real run (placemark/togeojson), split in two. */
const RUN_FILE = '/work/shared/gpx-real/placemark__togeojson/run.gpx';
const runBytes = new Uint8Array(readFileSync(RUN_FILE));
/** A real ride of one segment at 1 Hz (gpsbabel), written as two files with a gap between them. */
const RIDE_FILE = '/work/shared/gpx-real/gpsbabel__gpsbabel/bike~gpx.gpx';
const rideBytes = new Uint8Array(readFileSync(RIDE_FILE));
/** The points of the ride that go to the first file; the next GAP_POINTS are in neither. */
const FIRST_POINTS = 900;
const GAP_POINTS = 120;

/**
 * The ride's file as two: the same text before the first and after the last point, each with its
 * own run of the original point elements (byte for byte), as a watch that lost its battery would
 * have written them.
 */
function rideHalves(): { first: Uint8Array; second: Uint8Array; cut: EditOp } {
  const text = new TextDecoder().decode(rideBytes);
  const points = [...text.matchAll(/<trkpt\b[\s\S]*?<\/trkpt>/g)];
  const head = text.slice(0, points[0]!.index);
  const last = points.at(-1)!;
  const tail = text.slice(last.index + last[0].length);
  const file = (from: number, to: number) =>
    new TextEncoder().encode(
      head +
        points
          .slice(from, to)
          .map((m) => m[0])
          .join('\n') +
        tail,
    );
  const time = (k: number) => /<time>([^<]+)<\/time>/.exec(points[k]![0])![1]!;
  const second = FIRST_POINTS + GAP_POINTS;
  return {
    first: file(0, FIRST_POINTS),
    second: file(second, points.length),
    // The original with the gap cut out: what the merge of the two files must give.
    cut: { op: 'cut', start: time(FIRST_POINTS - 1), end: time(second) },
  };
}
const halves = rideHalves();
const rideFirst = join(dir, 'ride-before-battery.gpx');
const rideSecond = join(dir, 'ride-after-battery.gpx');
writeFileSync(rideFirst, halves.first);
writeFileSync(rideSecond, halves.second);

/** The activity these bytes become through `ops` (the same pipeline, in Node). */
async function through(source: Uint8Array, ops: EditOp[]) {
  const edits = { id: 'x', history: { ops, applied: ops.length } };
  return processActivity(source, { fileName: 'x.gpx', id: 'x', importedAt: 0, edits });
}

/** The distance the app shows for the file through these edits (the same pipeline, in Node). */
async function expectedDistance(ops: EditOp[], source = bytes): Promise<string> {
  return formatDistance((await through(source, ops)).summary.distanceM, 'metric');
}

const distanceTile = () =>
  session.page
    .locator('.stat-tile')
    .filter({ has: session.page.getByText('Distance', { exact: true }) })
    .locator('.stat-tile__value');
const mendCard = () => session.page.getByRole('region', { name: 'Mend the recording' });
const edits = () => mendCard().getByRole('list', { name: 'Edits', exact: true }).getByRole('listitem');

async function expectDistance(text: string): Promise<void> {
  await expect
    .poll(async () => (await distanceTile().textContent())?.replace(/\s+/g, ' ').trim(), { timeout: 30_000 })
    .toBe(text);
}

async function openActivity(which = id): Promise<void> {
  await session.page.goto(`${BASE_URL}/activities/${which}`);
  await mendCard().waitFor({ timeout: 60_000 });
}

/** The distance on the page, in km (the tile's text, metric). */
async function shownKm(): Promise<number> {
  const text = (await distanceTile().textContent()) ?? '';
  const km = Number(/([\d.,]+)\s*km/.exec(text)?.[1]?.replace(/,/g, ''));
  if (!Number.isFinite(km)) throw new Error(`no distance in "${text}"`);
  return km;
}

const related = () => mendCard().getByRole('list', { name: 'Made by the edits' });
const totalLine = (n: number) => `Total: ${n} ${n === 1 ? 'activity' : 'activities'}`;

/** The mend card in view, at each size and scheme (with SCREENSHOT_DIR). */
async function shootCard(name: string): Promise<void> {
  await shootPage(session.page, name, SHOTS, {
    settleMs: 600,
    beforeShot: () => mendCard().evaluate((card) => card.scrollIntoView({ block: 'start' })),
  });
}

/** Reloads the page and waits for the mend card again. */
async function reload(): Promise<void> {
  await session.page.reload();
  await mendCard().waitFor({ timeout: 60_000 });
}

beforeAll(async () => {
  id = await contentId(bytes);
  session = await openAppWithFiles([file, RUN_FILE, rideFirst, rideSecond]);
}, 300_000);

afterAll(async () => {
  await session?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('mend a recording', () => {
  it('trims the forgotten drive home, keeps it after a reload, undoes and redoes', async () => {
    await openActivity();
    const original = await expectedDistance([]);
    await expectDistance(original);
    const stop = forgottenStop((await processActivity(bytes, { fileName: 'f.gpx', id: 'x' })).track, 'run')!;
    const trim: EditOp = {
      op: 'trim',
      start: new Date(T0).toISOString(),
      end: new Date(stop.endMs).toISOString(),
    };
    const trimmed = await expectedDistance([trim]);
    expect(trimmed).not.toBe(original);

    await mendCard().getByTestId('forgotten-stop').waitFor();
    await mendCard().getByRole('button', { name: 'Trim the end there' }).click();
    await expectDistance(trimmed);
    await expect.poll(() => edits().allTextContents()).toEqual([expect.stringMatching(/^Trimmed to /)]);

    await session.page.reload();
    await mendCard().waitFor({ timeout: 60_000 });
    await expectDistance(trimmed);
    await mendCard().getByRole('button', { name: 'Undo' }).click();
    await expectDistance(original);
    await expect.poll(() => edits().allTextContents()).toEqual([expect.stringMatching(/\(undone\)$/)]);

    await session.page.reload();
    await mendCard().waitFor({ timeout: 60_000 });
    await expectDistance(original);
    await mendCard().getByRole('button', { name: 'Redo' }).click();
    await expectDistance(trimmed);
    expect(session.errors).toEqual([]);
  });

  it('cuts out and trims to a part chosen with the range fields, then restores the original', async () => {
    await openActivity();
    const profile = session.page.getByRole('region', { name: 'Route and profile' });
    await profile.getByRole('button', { name: 'Select a part' }).click();
    await profile.getByLabel('From (km)').fill('2');
    await profile.getByLabel('To (km)').fill('4');
    await profile.getByLabel('To (km)').press('Enter');
    const before = (await distanceTile().textContent())?.replace(/\s+/g, ' ').trim();
    await profile.getByRole('button', { name: 'Cut out this part' }).click();
    await expect.poll(() => edits().count(), { timeout: 30_000 }).toBe(2);
    await expect
      .poll(async () => (await distanceTile().textContent())?.replace(/\s+/g, ' ').trim())
      .not.toBe(before);
    expect(await edits().nth(1).textContent()).toMatch(/^Cut out /);

    // The range fields stay open after the cut (only the range was cleared).
    await profile.getByLabel('From (km)').fill('1');
    await profile.getByLabel('To (km)').fill('3');
    await profile.getByLabel('To (km)').press('Enter');
    await profile.getByRole('button', { name: 'Trim to this part' }).click();
    await expect.poll(() => edits().count(), { timeout: 30_000 }).toBe(3);
    await shootCard('mend-edited');

    await mendCard().getByRole('button', { name: 'Restore the original' }).click();
    await expectDistance(await expectedDistance([]));
    await session.page.reload();
    await mendCard().waitFor({ timeout: 60_000 });
    await expectDistance(await expectedDistance([]));
    expect(session.errors).toEqual([]);
  });

  it('splits a real run where a part starts, and undo after a reload removes the second part', async () => {
    const runId = await contentId(runBytes);
    const whole = await through(runBytes, []);
    // The app splits at the first chart sample at or after the part's start (range-times.ts).
    const profile = whole.products.profile;
    let k = 0;
    while (profile.distanceM[k]! < 1000) k++;
    const at = new Date(whole.summary.startTime! + Math.round(profile.timeS[k]! * 1000)).toISOString();
    const original = await expectedDistance([], runBytes);
    const first = await expectedDistance([{ op: 'split', at, keep: 'before' }], runBytes);
    const second = await expectedDistance([{ op: 'split', at, keep: 'after' }], runBytes);
    expect(new Set([original, first, second]).size).toBe(3);

    await openActivity(runId);
    await expectDistance(original);
    const profileCard = session.page.getByRole('region', { name: 'Route and profile' });
    await profileCard.getByRole('button', { name: 'Select a part' }).click();
    await profileCard.getByLabel('From (km)').fill('1');
    await profileCard.getByLabel('To (km)').fill('2');
    await profileCard.getByLabel('To (km)').press('Enter');
    await profileCard.getByRole('button', { name: 'Split where it starts' }).click();
    await expectDistance(first);
    await expect
      .poll(() => edits().allTextContents())
      .toEqual([expect.stringMatching(/: kept the first part$/)]);

    // The second part is an activity of its own, named after the first.
    const link = related().getByRole('link');
    await expect.poll(() => link.textContent()).toBe(`${whole.summary.name} (2)`);
    await shootCard('mend-split');
    await link.click();
    await expectDistance(second);
    const childUrl = session.page.url();
    expect(new URL(childUrl).pathname).not.toBe(`/activities/${runId}`);

    await openActivity(runId);
    await reload();
    await expectDistance(first);
    await mendCard().getByRole('button', { name: 'Undo' }).click();
    await expectDistance(original);
    await expect.poll(() => related().count()).toBe(0);
    await reload();
    await expectDistance(original);
    await session.page.goto(childUrl);
    await session.page.getByRole('heading', { level: 1, name: 'Activity not found' }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('merges a ride recorded as two files, and undo after a reload gives both back', async () => {
    const [firstId, secondId] = await Promise.all([contentId(halves.first), contentId(halves.second)]);
    const own = await through(halves.first, []);
    // The merged-in ride is named on the card (it is hidden from the lists).
    const otherName = (await through(halves.second, [])).summary.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const merged = await through(rideBytes, [halves.cut]);
    const ownKm = own.summary.distanceM / 1000;
    const mergedKm = merged.summary.distanceM / 1000;
    expect(mergedKm).toBeGreaterThan(ownKm * 1.2);

    await session.page.goto(`${BASE_URL}/activities`);
    await session.page.getByText(totalLine(4)).first().waitFor({ timeout: 60_000 });
    await openActivity(firstId);
    await expectDistance(formatDistance(own.summary.distanceM, 'metric'));
    const merge = mendCard().getByLabel('Merge with an activity of the same or a neighbouring day');
    await expect.poll(() => merge.inputValue()).toBe(secondId);
    await mendCard().getByRole('button', { name: 'Merge into this activity' }).click();
    // The figures of the original file with the gap cut out (within 0.1%, the tolerance).
    await expect
      .poll(async () => Math.abs((await shownKm()) / mergedKm - 1), { timeout: 30_000 })
      .toBeLessThan(0.001);
    await expect.poll(() => edits().allTextContents()).toEqual(['Merged with 1 other activity']);
    await expect
      .poll(() => related().getByRole('listitem').allTextContents())
      .toEqual([expect.stringMatching(new RegExp(`^Merged in: ${otherName}, `))]);
    await shootCard('mend-merged');

    // The merged-in ride is hidden from the lists while the merge is applied.
    await session.page.goto(`${BASE_URL}/activities`);
    await session.page.getByText(totalLine(3)).first().waitFor({ timeout: 60_000 });

    await openActivity(firstId);
    await reload();
    expect(Math.abs((await shownKm()) / mergedKm - 1)).toBeLessThan(0.001);
    await mendCard().getByRole('button', { name: 'Undo' }).click();
    await expectDistance(formatDistance(own.summary.distanceM, 'metric'));
    await expect.poll(() => related().count()).toBe(0);
    await reload();
    await expectDistance(formatDistance(own.summary.distanceM, 'metric'));
    await session.page.goto(`${BASE_URL}/activities`);
    await session.page.getByText(totalLine(4)).first().waitFor({ timeout: 60_000 });
    await openActivity(secondId);
    await expectDistance(await expectedDistance([], halves.second));
    expect(session.errors).toEqual([]);
  });
});
