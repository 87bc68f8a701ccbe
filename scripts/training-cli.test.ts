import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../tests/gpx-real/corpus';

/** A GPX of one point a second for `seconds`, at 3 m/s, heart rate `hr`, starting at `startIso`. */
function gpx(startIso: string, seconds: number, hr: number): string {
  const t0 = Date.parse(startIso);
  const pts: string[] = [];
  for (let s = 0; s <= seconds; s++) {
    const time = new Date(t0 + s * 1000).toISOString();
    pts.push(
      `<trkpt lat="${(45 + (s * 3) / 111_195).toFixed(7)}" lon="7"><ele>100</ele><time>${time}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`,
    );
  }
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><type>running</type><trkseg>${pts.join('')}</trkseg></trk></gpx>`;
}

function run(args: string[]) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'scripts/training-cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  const rows = r.stdout
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: r.status, rows, stderr: r.stderr };
}

describe('npm run training', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'training-cli-'));
    // An hour at LTHR in the Alps (UTC+1 by its place) on 1 March, another on 3 March.
    writeFileSync(join(dir, 'a.gpx'), gpx('2024-03-01T07:00:00Z', 3600, 165));
    writeFileSync(join(dir, 'b.gpx'), gpx('2024-03-03T07:00:00Z', 3600, 165));
    writeFileSync(join(dir, 'broken.gpx'), '<gpx><trk><trkseg><trkpt');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints an activity line per file, a day line per day, and an error line for a broken file', () => {
    const r = run(['--lthr', '165', '--hr-rest', '50', '--hr-max', '190', dir]);
    expect(r.status).toBe(0);
    const activities = r.rows.filter((l) => l.type === 'activity');
    expect(activities.map((a) => Object.keys(a))).toEqual([
      ['type', 'file', 'date', 'load', 'loadSource'],
      ['type', 'file', 'date', 'load', 'loadSource'],
    ]);
    expect(activities.map((a) => [a.date, a.loadSource])).toEqual([
      ['2024-03-01', 'hr'],
      ['2024-03-03', 'hr'],
    ]);
    expect(activities[0]!.load).toBeCloseTo(100, 1);
    const days = r.rows.filter((l) => l.type === 'day');
    expect(days.map((d) => d.date)).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
    expect(Object.keys(days[0]!)).toEqual(['type', 'date', 'load', 'fitness', 'fatigue', 'form']);
    expect(days[1]!.load).toBe(0);
    expect(days[0]!.fitness).toBeCloseTo(100 * (1 - Math.exp(-1 / 42)), 1);
    const broken = r.rows.find((l) => l.ok === false);
    expect(broken).toMatchObject({ file: join(dir, 'broken.gpx'), ok: false });
    expect(typeof broken!.error).toBe('string');
  }, 180_000);

  it('refuses an unknown option or a threshold out of range, before any output', () => {
    for (const args of [['--fast', dir], ['--ftp', 'x', dir], ['--lthr', '20', dir], []]) {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.rows).toEqual([]);
      expect(r.stderr).toMatch(/usage: npm run training/);
    }
  }, 300_000);
});
