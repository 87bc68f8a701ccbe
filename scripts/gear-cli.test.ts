import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';
import { stravaExportZip } from '../src/testing/export-fixtures';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

let dir = '';
let zip = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gear-cli-'));
  zip = join(dir, 'export_1.zip');
  const bytes = stravaExportZip();
  writeFileSync(zip, bytes);
  // The same export unpacked into a folder.
  for (const [name, content] of Object.entries(unzipSync(bytes))) {
    if (name.endsWith('/')) continue;
    const path = join(dir, 'unpacked', name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface GearLine {
  gear: string;
  activities: number;
  distanceM: number;
  movingS: number;
}

function run(args: string[]) {
  const r = runScript('scripts/gear-cli.ts', args);
  return { status: r.status, lines: r.rows as unknown as GearLine[], stderr: r.stderr };
}

describe('npm run gear', () => {
  it('prints one line per gear of the export column, with exactly the four keys', () => {
    const { status, lines } = run([zip]);
    expect(status).toBe(0);
    expect(lines.map((l) => l.gear)).toEqual(['Gravelbike', 'Pegasus', 'Rennrad']);
    for (const l of lines) expect(Object.keys(l)).toEqual(['gear', 'activities', 'distanceM', 'movingS']);
    // Each recorded file is 30 points 10 s apart, due north by 0.0005 degrees: 29 x 0.0005 degrees
    // of a meridian on the app's sphere (domain/geo.ts, radius 6,371,008.8 m) is 1612.33 m, in 290 s.
    const track = Math.round(((29 * 0.0005 * Math.PI) / 180) * 6_371_008.8 * 10) / 10;
    expect(track).toBe(1612.3);
    expect(lines).toEqual([
      { gear: 'Gravelbike', activities: 1, distanceM: track, movingS: 290 },
      // The manual treadmill run (5.0 km, 1800 s) and the TCX run. The CSV row of 100.gpx does not
      // count: the richer 100-hr.gpx (no CSV row) replaces that file, as in the app.
      { gear: 'Pegasus', activities: 2, distanceM: 5000 + track, movingS: 1800 + 290 },
      { gear: 'Rennrad', activities: 1, distanceM: track, movingS: 290 },
    ]);
  }, 150_000);

  it('reads files given one by one as one pick: the activities.csv among them applies to them all', () => {
    const root = join(dir, 'unpacked', 'export_1');
    const files = [
      'activities/100.gpx',
      'activities/200.gpx.gz',
      'activities/600.fit.gz',
      'activities/700.tcx.gz',
      'activities/originals/100-hr.gpx',
      'activities/part1.zip',
      'activities.csv',
    ].map((f) => join(root, f));
    expect(run(files).lines).toEqual(run([zip]).lines);
  }, 300_000);

  it('counts duplicates once: the zip twice and its unpacked folder give the same totals', () => {
    const once = run([zip]).lines;
    expect(once).toHaveLength(3);
    expect(run([zip, zip, join(dir, 'unpacked')]).lines).toEqual(once);
  }, 300_000);

  it('prints no line for a gear named only by the row of a file a richer duplicate replaced', () => {
    // The app makes no gear of it either (src/features/import/controller/import-gear.test.ts).
    const other = join(dir, 'replaced.zip');
    writeFileSync(other, stravaExportZip({ replacedGear: 'Alte Schuhe' }));
    expect(run([other]).lines).toEqual(run([zip]).lines);
  }, 300_000);

  it('exits 2 on usage errors without output', () => {
    for (const args of [['--nope', zip], [join(dir, 'missing.zip')]]) {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.lines).toEqual([]);
      expect(r.stderr).toMatch(/usage: npm run gear/);
    }
  }, 150_000);
});
