import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';
import type { PointInput } from '../src/domain/track/track-data';
import { drive, Road, toLatLon } from '../src/domain/segments/test-roads';
import { T0 } from '../src/domain/stats/test-tracks';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

const KEYS = [
  'file',
  'segmentName',
  'startTime',
  'endTime',
  'elapsedS',
  'movingS',
  'distanceM',
  'avgSpeedMps',
  'avgHr',
  'avgPower',
];

function gpx(name: string, points: readonly PointInput[]): string {
  const pts = points
    .map((p) => {
      const time = p.time === undefined ? '' : `<time>${new Date(p.time).toISOString()}</time>`;
      const hr =
        p.hr === undefined
          ? ''
          : `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${p.hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>`;
      return `<trkpt lat="${p.lat.toFixed(8)}" lon="${p.lon.toFixed(8)}">${time}${hr}</trkpt>`;
    })
    .join('');
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><name>${name}</name><trkseg>${pts}</trkseg></trk></gpx>`;
}

const run = (args: string[]) => runScript('scripts/efforts-cli.ts', args);

describe('npm run efforts', () => {
  let dir: string;
  const road = new Road([
    [0, 0],
    [0, 1000],
    [1000, 1000],
  ]);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'efforts-cli-'));
    const seg = Array.from({ length: 201 }, (_, k) => toLatLon(road.at(k * 10).p));
    writeFileSync(join(dir, 'segment.gpx'), gpx('The corner', seg));
    // Twice over the segment at 5 m/s (there, back, there again), heart rate 140.
    const pos = (t: number) =>
      t <= 480 ? -200 + 5 * t : t <= 960 ? 2200 - 5 * (t - 480) : -200 + 5 * (t - 960);
    writeFileSync(
      join(dir, 'a-twice.gpx'),
      gpx('Twice', drive(road, { position: pos, durationS: 1440, extra: () => ({ hr: 140 }) })),
    );
    writeFileSync(
      join(dir, 'b-reverse.gpx'),
      gpx('Reverse', drive(road, { position: (t) => 2200 - 5 * t, durationS: 480 })),
    );
    writeFileSync(join(dir, 'c-broken.gpx'), '<gpx><trk><trkseg><trkpt lat="x"');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one line per effort with the documented keys; nothing for a file without one; an error line for a broken file', () => {
    const r = run([
      '--segment',
      join(dir, 'segment.gpx'),
      join(dir, 'a-twice.gpx'),
      join(dir, 'b-reverse.gpx'),
      join(dir, 'c-broken.gpx'),
    ]);
    expect(r.status).toBe(0);
    expect(r.rows).toHaveLength(3);
    const [first, second, broken] = r.rows;
    expect(Object.keys(first!)).toEqual(KEYS);
    expect(first!.segmentName).toBe('The corner');
    expect(first!.file).toBe(join(dir, 'a-twice.gpx'));
    // Truth: the start line is crossed 40 s after T0, the end line 440 s after; the second pass 960 s later.
    const at = (s: number) => new Date(T0 + s * 1000).toISOString();
    expect(Math.abs(Date.parse(first!.startTime as string) - Date.parse(at(40)))).toBeLessThan(1000);
    expect(Math.abs(Date.parse(second!.endTime as string) - Date.parse(at(1400)))).toBeLessThan(1000);
    expect(first!.elapsedS as number).toBeCloseTo(400, 0);
    expect(first!.distanceM as number).toBeGreaterThan(1990);
    expect(first!.avgHr).toBe(140);
    expect(first!.avgPower).toBeNull();
    expect(broken).toMatchObject({ file: join(dir, 'c-broken.gpx'), ok: false });
    expect(typeof broken!.error).toBe('string');
  });

  it('walks folders, and refuses a missing --segment or a missing path with exit status 2', () => {
    expect(run(['--segment', join(dir, 'segment.gpx'), dir]).rows.filter((r) => r.ok !== false)).toHaveLength(
      // The segment's own file is in the folder too: riding it is one effort.
      3,
    );
    const usage = run([join(dir, 'a-twice.gpx')]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/--segment/);
    expect(run(['--segment', join(dir, 'segment.gpx'), join(dir, 'nope.gpx')]).status).toBe(2);
  });
});
