import { describe, expect, it } from 'vitest';
import { GpxParseError } from './track/types';
import { processActivity } from './process-activity';
import { HEAT_SPACING_M } from './series/heat';
import { PROFILE_MAX_SAMPLES } from './series/profile';
import { allNumbers, leg, T0 } from './stats/test-tracks';

function gpxFile(name: string | null, type: string | null): string {
  const start = { lat: 46, lon: 7, time: T0 };
  const pts = [start, ...leg(start, { bearingDeg: 0, distanceM: 2000, stepM: 10, dtS: 3 })];
  const trkpts = pts
    .map(
      (p, k) =>
        `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lon.toFixed(7)}"><ele>${(400 + k * 0.1).toFixed(1)}</ele><time>${new Date(p.time!).toISOString()}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>140</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
${name !== null ? `<metadata><name>${name}</name></metadata>` : ''}
<trk>${type !== null ? `<type>${type}</type>` : ''}<trkseg>
${trkpts}
</trkseg></trk></gpx>`;
}

describe('processActivity', () => {
  it('keeps an activity whose name is too long: shortened, with a warning, bidi controls removed', async () => {
    const long = '\u202Eשלום '.repeat(200); // 1,400 characters, 200 right-to-left overrides
    const { summary } = await processActivity(new TextEncoder().encode(gpxFile(long, 'running')), {
      fileName: 'long.gpx',
      importedAt: 5,
    });
    expect(summary.name).toHaveLength(500);
    expect(summary.name).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(summary.name.startsWith('שלום שלום')).toBe(true);
    expect(summary.warnings.some((w) => /name has 999 characters/.test(w))).toBe(true);
    expect(summary.points).toBe(201);
  });

  it('parses, computes statistics, summarizes and derives view products', async () => {
    const bytes = new TextEncoder().encode(gpxFile('Evening &amp; run', 'running'));
    const { summary, track, products } = await processActivity(bytes, {
      fileName: 'x/evening.gpx',
      importedAt: 5,
    });
    expect(summary.id).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.name).toBe('Evening & run');
    expect(summary.sport).toBe('run');
    expect(summary.fileSize).toBe(bytes.byteLength);
    expect(summary.importedAt).toBe(5);
    expect(summary.points).toBe(201);
    expect(track.length).toBe(201);
    expect(Math.abs(summary.distanceM - 2000)).toBeLessThan(1);
    expect(summary.startTime).toBe(T0);
    expect(summary.elapsedS).toBe(600);
    expect(summary.avgHr).toBe(140);
    expect(summary.elevationGainM!).toBeGreaterThan(15);
    expect(products.profile.distanceM.length).toBeLessThanOrEqual(PROFILE_MAX_SAMPLES);
    expect(products.heat.lonLat.length / 2).toBe(1 + Math.floor(summary.distanceM / HEAT_SPACING_M + 1e-6));
    for (const v of allNumbers(summary)) expect(Number.isFinite(v)).toBe(true);
  });

  it('names an unnamed activity after its file and gives the same id to the same bytes', async () => {
    const bytes = new TextEncoder().encode(gpxFile(null, null));
    const a = await processActivity(bytes, { fileName: 'Lunch Ride.gpx' });
    const b = await processActivity(bytes.slice(), { fileName: 'copy.gpx' });
    expect(a.summary.name).toBe('Lunch Ride');
    expect(a.summary.id).toBe(b.summary.id);
    expect(a.summary.importedAt).toBeGreaterThan(0);
  });

  it('uses the content id the caller already computed instead of hashing again', async () => {
    const bytes = new TextEncoder().encode(gpxFile('Known id', null));
    const hashed = await processActivity(bytes, { fileName: 'a.gpx' });
    const given = await processActivity(bytes, { fileName: 'a.gpx', id: hashed.summary.id });
    expect(given.summary.id).toBe(hashed.summary.id);
    const { summary } = await processActivity(bytes, { fileName: 'a.gpx', id: 'f'.repeat(64) });
    expect(summary.id).toBe('f'.repeat(64));
  });

  it('fails with a one-line GpxParseError on a file that is not GPX', async () => {
    const err = await processActivity(new Uint8Array([0, 1, 2, 255, 254, 7, 0, 0]), {
      fileName: 'junk.gpx',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GpxParseError);
    expect((err as Error).message).not.toContain('\n');
  });
});
