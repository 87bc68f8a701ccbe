/**
 * Mending a recording (issue 36) in Chromium against the built app: a run whose watch kept
 * recording on the drive home is imported; the page suggests the end of the forgotten stop, trims
 * it, and the Distance tile shows the figure the same domain code gives in Node; the edit stays
 * after a reload, undo gives back the original figure (also after a reload), redo, cut out a part
 * chosen with the range fields, trim to a part, and restore the original. No console errors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const T0 = Date.UTC(2025, 4, 1, 7, 0, 0);

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

/** The distance the app shows for the file through these edits (the same pipeline, in Node). */
async function expectedDistance(ops: EditOp[]): Promise<string> {
  const edits = { id: 'x', history: { ops, applied: ops.length } };
  const p = await processActivity(bytes, { fileName: 'forgotten-run.gpx', id: 'x', importedAt: 0, edits });
  return formatDistance(p.summary.distanceM, 'metric');
}

const distanceTile = () =>
  session.page
    .locator('.stat-tile')
    .filter({ has: session.page.getByText('Distance', { exact: true }) })
    .locator('.stat-tile__value');
const mendCard = () => session.page.getByRole('region', { name: 'Mend the recording' });
const edits = () => mendCard().getByRole('list', { name: 'Edits' }).getByRole('listitem');

async function expectDistance(text: string): Promise<void> {
  await expect
    .poll(async () => (await distanceTile().textContent())?.replace(/\s+/g, ' ').trim(), { timeout: 30_000 })
    .toBe(text);
}

async function openActivity(): Promise<void> {
  await session.page.goto(`${BASE_URL}/activities/${id}`);
  await mendCard().waitFor({ timeout: 60_000 });
}

beforeAll(async () => {
  id = await contentId(bytes);
  session = await openAppWithFiles([file]);
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

    await mendCard().getByRole('button', { name: 'Restore the original' }).click();
    await expectDistance(await expectedDistance([]));
    await session.page.reload();
    await mendCard().waitFor({ timeout: 60_000 });
    await expectDistance(await expectedDistance([]));
    expect(session.errors).toEqual([]);
  });
});
