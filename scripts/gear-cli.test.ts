import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from './lib/run-script';
import { stravaExportZip } from '../src/testing/export-fixtures';

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
    const [gravel, pegasus, rennrad] = lines;
    expect(gravel).toMatchObject({ activities: 1 });
    expect(rennrad).toMatchObject({ activities: 1 });
    expect(gravel!.distanceM).toBeGreaterThan(1000);
    // Pegasus: the manual treadmill run (5.0 km, 1800 s) and the TCX run. Its CSV row for
    // 100.gpx does not count: the richer 100-hr.gpx (no CSV row) replaces that file, as in the app.
    expect(pegasus!.activities).toBe(2);
    expect(pegasus!.distanceM).toBeCloseTo(5000 + rennrad!.distanceM, 0);
    expect(pegasus!.movingS).toBe(1800 + rennrad!.movingS);
  }, 150_000);

  it('counts duplicates once: the zip twice and its unpacked folder give the same totals', () => {
    const once = run([zip]).lines;
    expect(once).toHaveLength(3);
    expect(run([zip, zip, join(dir, 'unpacked')]).lines).toEqual(once);
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
