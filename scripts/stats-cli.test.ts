import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';
import { encodeFitActivity, linePoints } from '../src/domain/fit/test-fit';
import { CORPUS, describeCorpus } from '../tests/gpx-real/corpus';
import {
  CORPUS as FIT_TCX_CORPUS,
  corpusFiles as fitTcxFiles,
  describeCorpus as describeFitTcxCorpus,
} from '../tests/fit-tcx-real/corpus';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

const KEYS = [
  'file',
  'ok',
  'error',
  'name',
  'sport',
  'startTime',
  'points',
  'segments',
  'distanceM',
  'elapsedS',
  'movingS',
  'elevationGainM',
  'elevationLossM',
  'minElevationM',
  'maxElevationM',
  'avgSpeedMps',
  'maxSpeedMps',
  'avgHr',
  'maxHr',
  'avgCadence',
  'avgPower',
  'bestEfforts',
  'elevationGainRawM',
  'elevationSource',
  'stopsS',
  'warnings',
  'format',
  'device',
  'deviceDistanceM',
  'deviceTimerS',
  'deviceAscentM',
  'part',
  'parts',
];

type Row = Record<string, unknown>;

const run = (args: string[]) => runScript('scripts/stats-cli.ts', args);

/** A logger's file: three trips of 60 points, a day apart (three activities in the app). */
function loggerFile(): string {
  const pts: string[] = [];
  for (let trip = 0; trip < 3; trip++)
    for (let i = 0; i < 60; i++) {
      const time = new Date(Date.UTC(2024, 4, 1 + trip, 8, 0, i * (trip + 1))).toISOString();
      pts.push(`<trkpt lat="${(i * 0.0001).toFixed(6)}" lon="${trip}"><time>${time}</time></trkpt>`);
    }
  return `<gpx version="1.1"><trk><name>Logger</name><trkseg>${pts.join('')}</trkseg></trk></gpx>`;
}

/** A 2 km run due north at 4 m/s with heart rate, 1 point per second. */
function straightRun(): string {
  const pts: string[] = [];
  const metresPerDegree = 111_195; // the mean-radius sphere used by haversine
  for (let i = 0; i <= 500; i++) {
    const lat = (i * 4) / metresPerDegree;
    const time = new Date(Date.UTC(2024, 4, 1, 8, 0, i)).toISOString();
    pts.push(
      `<trkpt lat="${lat.toFixed(8)}" lon="0"><ele>10</ele><time>${time}</time><extensions><hr>150</hr></extensions></trkpt>`,
    );
  }
  return `<gpx version="1.1"><trk><name>Straight</name><type>running</type><trkseg>${pts.join('')}</trkseg></trk></gpx>`;
}

describe('npm run stats', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stats-cli-'));
    mkdirSync(join(dir, 'nested', 'deeper'), { recursive: true });
    writeFileSync(join(dir, 'a-run.gpx'), straightRun());
    writeFileSync(join(dir, 'nested', 'b-run.gpx.gz'), gzipSync(new TextEncoder().encode(straightRun())));
    writeFileSync(join(dir, 'nested', 'deeper', 'c-broken.gpx'), 'this is not a gpx file\nsecond line');
    writeFileSync(join(dir, 'nested', 'notes.txt'), 'ignored');
    writeFileSync(join(dir, 'nested', 'd-bad.gpx.gz'), new Uint8Array([0x1f, 0x8b, 1, 2, 3]));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints one line per activity of a logger's file, with its part number and count", () => {
    const file = join(dir, 'logger.gpx');
    writeFileSync(file, loggerFile());
    const { status, rows } = run([file]);
    rmSync(file);
    expect(status).toBe(0);
    expect(rows.map((r) => [r.file, r.part, r.parts, r.points, r.elapsedS, r.startTime])).toEqual([
      [file, 1, 3, 60, 59, '2024-05-01T08:00:00.000Z'],
      [file, 2, 3, 60, 118, '2024-05-02T08:00:00.000Z'],
      [file, 3, 3, 60, 177, '2024-05-03T08:00:00.000Z'],
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Logger (1/3)', 'Logger (2/3)', 'Logger (3/3)']);
  });

  it('prints one record per GPX file of a folder, recursively, and carries on after bad files', () => {
    const { status, rows, stderr } = run([dir]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(rows.map((r) => [r.file, r.ok])).toEqual([
      [join(dir, 'a-run.gpx'), true],
      [join(dir, 'nested', 'b-run.gpx.gz'), true],
      [join(dir, 'nested', 'd-bad.gpx.gz'), false],
      [join(dir, 'nested', 'deeper', 'c-broken.gpx'), false],
    ]);
    for (const r of rows) expect(Object.keys(r)).toEqual(KEYS);
    const [a, b, bad, broken] = rows as [Row, Row, Row, Row];
    expect(a).toMatchObject({
      error: null,
      name: 'Straight',
      sport: 'run',
      startTime: '2024-05-01T08:00:00.000Z',
      points: 501,
      segments: 1,
      elapsedS: 500,
      avgHr: 150,
      maxHr: 150,
      stopsS: 0,
      warnings: [],
    });
    expect(['barometric', 'gps', 'unknown']).toContain(a.elevationSource);
    expect(a.distanceM as number).toBeCloseTo(2000, -1);
    expect(a.bestEfforts).toMatchObject({
      '400m': expect.closeTo(100, 0) as unknown,
      '1k': expect.closeTo(250, 0) as unknown,
    });
    expect(Object.keys(a.bestEfforts as object)).toEqual(['400m', '1k', '1mi']);
    expect({ ...b, file: a.file }).toEqual(a);
    expect(broken.error).toBe('not an XML file: it starts with "this is not a gpx file second line"');
    expect(String(bad.error)).toMatch(/^cannot decompress the file: /);
    expect(
      Object.entries(broken).filter(
        ([k, v]) => !['file', 'ok', 'error', 'warnings'].includes(k) && v !== null,
      ),
    ).toEqual([]);
    expect(broken.warnings).toEqual([]);
  });

  it('adds in-process parse and statistics times with --timing, for files named directly', () => {
    const { status, rows } = run(['--timing', join(dir, 'a-run.gpx'), join(dir, 'nested', 'notes.txt')]);
    expect(status).toBe(0);
    expect(Object.keys(rows[0]!)).toEqual([...KEYS, 'parseMs', 'statsMs']);
    expect(rows[0]!.parseMs).toBeGreaterThan(0);
    expect(rows[0]!.statsMs).toBeGreaterThan(0);
    // A file named on the command line is read whatever its extension.
    expect(rows[1]).toMatchObject({
      ok: false,
      error: 'not an XML file: it starts with "ignored"',
      parseMs: null,
    });
  });

  it('exits with status 2 and no output on usage errors', () => {
    for (const args of [[], ['--timing'], [join(dir, 'missing.gpx')], ['--fast', dir]]) {
      const { status, stdout, stderr } = run(args);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('usage: npm run stats -- <file-or-folder>... [--timing]');
    }
  });
});

/** A TCX ride of 61 points, one lap whose totals the device wrote (1000 m, 120 s). */
function tcxRide(): string {
  const points = Array.from({ length: 61 }, (_, i) => {
    const time = new Date(Date.UTC(2024, 4, 2, 9, 0, i * 2)).toISOString();
    const lat = 47 + (i * 16) / 111_195;
    return `<Trackpoint><Time>${time}</Time><Position><LatitudeDegrees>${lat.toFixed(8)}</LatitudeDegrees><LongitudeDegrees>8</LongitudeDegrees></Position><HeartRateBpm><Value>140</Value></HeartRateBpm></Trackpoint>`;
  });
  return `<?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Biking"><Id>2024-05-02T09:00:00Z</Id><Lap StartTime="2024-05-02T09:00:00Z"><TotalTimeSeconds>120</TotalTimeSeconds><DistanceMeters>1000</DistanceMeters><Track>${points.join('')}</Track></Lap><Creator><Name>Edge 530</Name></Creator></Activity></Activities></TrainingCenterDatabase>`;
}

describe('npm run stats on FIT and TCX', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stats-cli-formats-'));
    const points = linePoints(601);
    const fit = encodeFitActivity({
      points,
      sessions: [{ sport: 'cycling', from: 0, to: 601, distanceM: 1795, ascentM: 12 }],
    });
    writeFileSync(join(dir, 'a-ride.fit'), fit);
    writeFileSync(join(dir, 'b-ride.tcx.gz'), gzipSync(new TextEncoder().encode(tcxRide())));
    writeFileSync(join(dir, 'c-course.fit'), encodeFitActivity({ points, fileType: 'course' }));
    // A FIT file named .gpx: the content decides.
    writeFileSync(join(dir, 'd-mislabelled.gpx'), fit);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('walks folders for .fit and .tcx(.gz) and adds format, device and the device totals', () => {
    const { status, rows, stderr } = run([dir]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(rows.map((r) => [r.file, r.ok, r.format])).toEqual([
      [join(dir, 'a-ride.fit'), true, 'fit'],
      [join(dir, 'b-ride.tcx.gz'), true, 'tcx'],
      [join(dir, 'c-course.fit'), true, 'fit'],
      [join(dir, 'd-mislabelled.gpx'), true, 'fit'],
    ]);
    for (const r of rows) expect(Object.keys(r)).toEqual(KEYS);
    const [fit, tcx, course, mislabelled] = rows as [Row, Row, Row, Row];
    expect(fit).toMatchObject({
      sport: 'ride',
      points: 601,
      elapsedS: 600,
      startTime: '2024-05-01T06:00:00.000Z',
      deviceDistanceM: 1795,
      deviceTimerS: 600,
      deviceAscentM: 12,
      warnings: [],
    });
    expect(fit.device).toMatch(/^Garmin /);
    expect(fit.distanceM as number).toBeCloseTo(1800, -1);
    expect(tcx).toMatchObject({
      sport: 'ride',
      points: 61,
      device: 'Edge 530',
      deviceDistanceM: 1000,
      deviceTimerS: 120,
      deviceAscentM: null,
      avgHr: 140,
    });
    // A FIT course is kept as a route (issue 41), read like any other file.
    expect(course.error).toBeNull();
    expect({ ...mislabelled, file: fit.file, name: fit.name }).toEqual(fit);
  });

  it('gives a GPX file its creator as the device and no device totals', () => {
    const gpx = join(dir, 'e-creator.gpx');
    writeFileSync(
      gpx,
      straightRun().replace('<gpx version="1.1">', '<gpx version="1.1" creator="Wahoo ELEMNT">'),
    );
    const { rows } = run([gpx]);
    expect(rows[0]).toMatchObject({
      ok: true,
      format: 'gpx',
      device: 'Wahoo ELEMNT',
      deviceDistanceM: null,
      deviceTimerS: null,
      deviceAscentM: null,
    });
  });
});

describeCorpus('npm run stats over the real GPX corpus', () => {
  it('reads real files from the corpus', () => {
    const files = [
      'placemark__togeojson/run.gpx',
      'gpsbabel__gpsbabel/trackfilter_discard_err.gpx',
      'gpxstudio__gpx.studio/with_routes.gpx',
    ];
    const { status, rows } = run(files.map((f) => join(CORPUS, f)));
    expect(status).toBe(0);
    expect(rows.map((r) => [r.ok, r.points])).toEqual([
      [true, 206],
      [false, null],
      [true, 77],
    ]);
    expect(rows[0]).toMatchObject({ name: 'Untitled', startTime: '2012-10-24T23:29:40.000Z', segments: 1 });
    expect(rows[2]).toMatchObject({ name: 'with_routes', startTime: null, segments: 2, bestEfforts: null });
  });
});

describeFitTcxCorpus('npm run stats over the real FIT and TCX corpus', () => {
  it('reads every file of the folder, with its format and device, and the totals the device wrote', () => {
    const { status, rows } = run([FIT_TCX_CORPUS]);
    expect(status).toBe(0);
    expect([...new Set(rows.map((r) => r.file))]).toEqual(fitTcxFiles().map((f) => join(FIT_TCX_CORPUS, f)));
    // Two sessions five days apart: two activities in the app, so two lines.
    const sessions = rows.filter((r) => String(r.file).endsWith('activity_165850259_multi-session.tcx'));
    expect(sessions.map((r) => [r.part, r.parts, r.startTime])).toEqual([
      [1, 2, '2011-11-29T12:25:30.000Z'],
      [2, 2, '2011-12-04T15:29:52.000Z'],
    ]);
    for (const r of rows) expect(r.ok || typeof r.error === 'string').toBe(true);
    const byName = (end: string) => rows.find((r) => String(r.file).endsWith(end))!;
    // Totals as @garmin/fitsdk reads them from the session message (peer-device.jsonl).
    expect(byName('Edge810-Vector-2013-08-16-15-35-10.fit')).toMatchObject({
      format: 'fit',
      device: 'Garmin edge810',
      deviceDistanceM: 41339.38,
      deviceAscentM: 514,
    });
    expect(byName('sports-alliance__sports-lib/polar.tcx')).toMatchObject({
      format: 'tcx',
      device: 'Polar V800',
    });
    expect(byName('compressed-speed-distance.fit').warnings).toEqual([
      "The device's clock was not set: times are relative, so the date is wrong",
    ]);
    // Its activity.local_timestamp is 35 years before its timestamps (near the FIT epoch): not a
    // clock, so its ride is dated by its UTC times and the position's time zone, not put in 1990.
    expect(byName('14582164182.fit.gz')).toMatchObject({
      startTime: '2025-02-19T00:10:45.000Z',
      warnings: [expect.stringContaining('12,834 days away from UTC: ignored')],
    });
    // Cut after a record dated 2085 (a garbage timestamp before the corrupt byte): that lone point is
    // dropped (sanity/wild-times.ts), so the run is its 5 minutes, not 64 years, and one activity.
    const cut = byName('strava-android-app-201.10-b1218918.fit');
    expect(cut).toMatchObject({
      ok: true,
      startTime: '2021-09-27T14:13:10.000Z',
      points: 236,
      part: null,
      parts: 1,
    });
    expect(Number(cut.elapsedS)).toBeGreaterThan(300);
    expect(Number(cut.elapsedS)).toBeLessThan(400);
    expect(cut.warnings).toContain(
      'Dropped point 237, dated 2085-12-21: over 6 hours from the points around it, so its time is wrong',
    );
  });
});
