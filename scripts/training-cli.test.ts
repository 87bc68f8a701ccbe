import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

interface Sensors {
  hr?: number;
  power?: number;
  /** m/s, 3 unless given. */
  speed?: number;
  type?: string;
}

/** A flat GPX of one point a second for `seconds`, starting at `startIso`, with the sensors given. */
function gpx(startIso: string, seconds: number, sensors: Sensors): string {
  const { hr, power, speed = 3, type = 'running' } = sensors;
  const t0 = Date.parse(startIso);
  const pts: string[] = [];
  const hrExt =
    hr === undefined
      ? ''
      : `<gpxtpx:TrackPointExtension><gpxtpx:hr>${hr}</gpxtpx:hr></gpxtpx:TrackPointExtension>`;
  const powerExt = power === undefined ? '' : `<power>${power}</power>`;
  for (let s = 0; s <= seconds; s++) {
    const time = new Date(t0 + s * 1000).toISOString();
    pts.push(
      `<trkpt lat="${(45 + (s * speed) / 111_195).toFixed(7)}" lon="7"><ele>100</ele><time>${time}</time><extensions>${hrExt}${powerExt}</extensions></trkpt>`,
    );
  }
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><type>${type}</type><trkseg>${pts.join('')}</trkseg></trk></gpx>`;
}

const run = (args: string[]) => runScript('scripts/training-cli.ts', args);

describe('npm run training', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'training-cli-'));
    // An hour at LTHR in the Alps (UTC+1 by its place) on 1 March, another on 3 March.
    writeFileSync(join(dir, 'a.gpx'), gpx('2024-03-01T07:00:00Z', 3600, { hr: 165 }));
    writeFileSync(join(dir, 'b.gpx'), gpx('2024-03-03T07:00:00Z', 3600, { hr: 165 }));
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

  it('scores an hour at FTP and an hour at threshold pace 100, and gives the closed-form days', () => {
    const other = mkdtempSync(join(tmpdir(), 'training-cli-'));
    try {
      // A ride at 250 W with heart rate (power wins), then a run at 1000/300 m/s with no sensor.
      const ride = join(other, 'ride.gpx');
      const run1 = join(other, 'run.gpx');
      writeFileSync(
        ride,
        gpx('2024-05-01T07:00:00Z', 3600, { power: 250, hr: 150, speed: 9, type: 'cycling' }),
      );
      writeFileSync(run1, gpx('2024-05-02T07:00:00Z', 3600, { speed: 1000 / 300 }));
      const r = run(['--ftp', '250', '--threshold-pace', '300', ride, run1]);
      expect(r.status).toBe(0);
      const [a, b, ...rest] = r.rows;
      expect(a).toMatchObject({ type: 'activity', file: ride, date: '2024-05-01', loadSource: 'power' });
      expect(b).toMatchObject({ type: 'activity', file: run1, date: '2024-05-02', loadSource: 'pace' });
      expect(a!.load).toBeCloseTo(100, 0);
      expect(b!.load).toBeCloseTo(100, 0);
      const fit = 1 - Math.exp(-1 / 42);
      const fat = 1 - Math.exp(-1 / 7);
      const la = a!.load as number;
      const lb = b!.load as number;
      const f1 = la * fit;
      const g1 = la * fat;
      const f2 = f1 + (lb - f1) * fit;
      const g2 = g1 + (lb - g1) * fat;
      expect(rest).toHaveLength(2);
      const close = (v: unknown, want: number) => expect(v as number).toBeCloseTo(want, 1);
      close(rest[0]!.fitness, f1);
      close(rest[0]!.fatigue, g1);
      close(rest[0]!.form, f1 - g1);
      expect(rest[1]).toMatchObject({ type: 'day', date: '2024-05-02', load: lb });
      close(rest[1]!.fitness, f2);
      close(rest[1]!.fatigue, g2);
      close(rest[1]!.form, f2 - g2);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
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
