import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, REPO_ROOT, describeCorpus } from '../tests/gpx-real/corpus';

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
];

type Row = Record<string, unknown>;

function run(args: string[]): { status: number | null; rows: Row[]; stdout: string; stderr: string } {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'scripts/stats-cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  const rows = r.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Row);
  return { status: r.status, rows, stdout: r.stdout, stderr: r.stderr };
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
