import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';
import { tileXToLon, tileYToLat } from '../src/domain/explorer/tiles';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

const run = (args: string[]) => runScript('scripts/explorer-cli.ts', args);

/**
 * A lawnmower ride over the 6 × 6 block of zoom-17 tiles with north-west tile (x0, y0), near the
 * equator (tiles of ~305 m: about 10.7 km in all), one point every 0.05 tile, 3 s apart.
 */
function lawnmowerGpx(x0: number, y0: number, day: string): string {
  const corners: [number, number][] = [];
  for (let r = 0; r < 6; r++) {
    const y = y0 + r + 0.5;
    corners.push(
      ...((r % 2 === 0
        ? [
            [x0 + 0.5, y],
            [x0 + 5.5, y],
          ]
        : [
            [x0 + 5.5, y],
            [x0 + 0.5, y],
          ]) as [number, number][]),
    );
  }
  const pts: string[] = [];
  let t = Date.parse(`${day}T08:00:00Z`);
  for (let i = 0; i + 1 < corners.length; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[i + 1]!;
    const steps = Math.round(Math.max(Math.abs(bx - ax), Math.abs(by - ay)) / 0.05);
    for (let s = 0; s < steps; s++) {
      const x = ax + ((bx - ax) * s) / steps;
      const y = ay + ((by - ay) * s) / steps;
      pts.push(
        `<trkpt lat="${tileYToLat(y, 17)}" lon="${tileXToLon(x, 17)}"><time>${new Date(t).toISOString()}</time></trkpt>`,
      );
      t += 3000;
    }
  }
  return `<?xml version="1.0"?><gpx version="1.1" creator="test"><trk><trkseg>${pts.join('')}</trkseg></trk></gpx>`;
}

/** A GPX file with one planned route (no track) across a 3 x 3 block of zoom-17 tiles. */
function routeGpx(x0: number, y0: number): string {
  const pts = [0.5, 1.5, 2.5].flatMap((dy) =>
    [0.5, 2.5].map((dx) => `<rtept lat="${tileYToLat(y0 + dy, 17)}" lon="${tileXToLon(x0 + dx, 17)}"/>`),
  );
  return `<?xml version="1.0"?><gpx version="1.1" creator="test"><rte><name>Plan</name>${pts.join('')}</rte></gpx>`;
}

/** A TCX run of a few points inside zoom-17 tile (x, y). */
function oneTileTcx(x: number, y: number, day: string): string {
  const t0 = Date.parse(`${day}T08:00:00Z`);
  const pts = [0.2, 0.4, 0.6, 0.8].map(
    (f, i) =>
      `<Trackpoint><Time>${new Date(t0 + i * 10_000).toISOString()}</Time><Position><LatitudeDegrees>${tileYToLat(y + f, 17)}</LatitudeDegrees><LongitudeDegrees>${tileXToLon(x + f, 17)}</LongitudeDegrees></Position></Trackpoint>`,
  );
  return `<?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>${new Date(t0).toISOString()}</Id><Lap StartTime="${new Date(t0).toISOString()}"><Track>${pts.join('')}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
}

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'explorer-cli-'));
  // z17 block at x 65536 + 8 (a z14 tile boundary: 8 z17 tiles per z14 tile), y 65536 - 16.
  writeFileSync(join(dir, 'a.gpx'), lawnmowerGpx(65_544, 65_520, '2024-05-01'));
  writeFileSync(join(dir, 'b.gpx'), lawnmowerGpx(65_544, 65_520, '2024-05-02'));
  writeFileSync(join(dir, 'broken.gpx'), '<gpx><trk><trkseg><trkpt lat="x"');
  // A planned route elsewhere (a file without a track): read, but it visits no tile.
  writeFileSync(join(dir, 'plan.gpx'), routeGpx(60_000, 60_000));
  // A TCX run inside one zoom-17 tile of another zoom-14 tile: one more tile at each zoom.
  writeFileSync(join(dir, 'run.tcx'), oneTileTcx(65_600, 65_400, '2024-05-03'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run explorer', () => {
  it('prints one JSON object with the tiles, squares, clusters and Eddington numbers (GPX and TCX; a planned route visits no tile)', () => {
    const r = run([dir]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toEqual({
      files: 4,
      tilesZ14: 2,
      tilesZ17: 37,
      maxSquareZ14: 1,
      maxSquareZ17: 6,
      clusterZ14: 0,
      clusterZ17: 16,
      eddingtonKm: 2,
      eddingtonMi: 2,
      failed: 1,
    });
    expect(r.stderr).toContain('broken.gpx');
  });

  it('exits 2 on usage errors before any output', () => {
    expect(run([])).toMatchObject({ status: 2, stdout: '' });
    expect(run([join(dir, 'missing')])).toMatchObject({ status: 2, stdout: '' });
    expect(run(['--nope', dir])).toMatchObject({ status: 2, stdout: '' });
  });
});
