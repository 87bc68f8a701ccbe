import { describe, expect, it } from 'vitest';
import { processActivity } from '../process-activity';
import { leg, T0, type LegOptions } from '../stats/test-tracks';
import type { PointInput } from '../track/track-data';

const DAY = 24 * 3_600_000;
const IMPORTED = Date.UTC(2026, 10, 25);

const trkpt = (p: PointInput) =>
  `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lon.toFixed(7)}">${p.ele !== undefined ? `<ele>${p.ele}</ele>` : ''}<time>${new Date(p.time!).toISOString()}</time></trkpt>`;

function outing(time: number, o: Partial<LegOptions> = {}): PointInput[] {
  const start = { lat: 47.4, lon: 8.5, time, ele: 400 };
  const opts = { bearingDeg: 0, distanceM: 5000, stepM: 10, dtS: 3, ...o };
  return [start, ...leg(start, { ...opts, extra: () => ({ ele: 400 }) })];
}

function gpx(segments: PointInput[][], extra = ''): Uint8Array {
  const segs = segments.map((s) => `<trkseg>${s.map(trkpt).join('')}</trkseg>`).join('\n');
  return new TextEncoder().encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">${extra}<trk><name>Logger</name>${segs}</trk></gpx>`,
  );
}

const meta = { fileName: 'logger.gpx', id: 'f00d', importedAt: IMPORTED };

describe('processActivity: sanity rules on whole files', () => {
  it("splits a data logger's file into one activity per part, linked to the shared original", async () => {
    const bytes = gpx([outing(T0), outing(T0 + 30 * DAY), outing(T0 + 400 * DAY)]);
    const first = await processActivity(bytes, meta);
    const all = [first, ...first.otherParts];
    expect(all.map((a) => a.summary.id)).toEqual(['f00d', 'f00d-part2', 'f00d-part3']);
    expect(all.map((a) => a.summary.part)).toEqual(
      [1, 2, 3].map((index) => ({ sourceId: 'f00d', index, count: 3 })),
    );
    expect(all.map((a) => a.summary.name)).toEqual(['Logger (1/3)', 'Logger (2/3)', 'Logger (3/3)']);
    for (const a of all) {
      expect(a.summary.distanceM).toBeGreaterThan(4990);
      expect(a.summary.distanceM).toBeLessThan(5010);
      expect(a.summary.elapsedS).toBeCloseTo(1500, 0);
      expect(a.track.length).toBe(501);
      expect(a.summary.flags.map((f) => f.code)).toEqual(['part']);
    }
    expect(all.map((a) => a.summary.startTime)).toEqual([T0, T0 + 30 * DAY, T0 + 400 * DAY]);
  });

  it('keeps a two-day hike with a night stop as one activity', async () => {
    const hike = await processActivity(gpx([outing(T0), outing(T0 + DAY)]), meta);
    expect(hike.otherParts).toEqual([]);
    expect(hike.summary.part).toBeNull();
    expect(hike.summary.name).toBe('Logger');
  });

  it('counts elevation outside -450..9000 m as missing, and says so', async () => {
    const points = outing(T0);
    points[10] = { ...points[10]!, ele: -672 };
    const { summary, track } = await processActivity(gpx([points]), meta);
    expect(summary.minElevationM).toBe(400);
    expect(Number.isNaN(track.ele[10])).toBe(true);
    expect(summary.flags).toEqual([
      { code: 'elevation', message: '1 elevation sample outside -450 to 9,000 m counted as missing.' },
    ]);
  });

  it('files a track averaging 85 km/h as Other, with the reason', async () => {
    const car = outing(T0, { distanceM: 30_000, stepM: 100, dtS: 100 / (85 / 3.6) });
    const { summary } = await processActivity(gpx([car]).slice(), meta);
    expect(summary.sport).toBe('other');
    expect(summary.flags.map((f) => f.code)).toContain('speed');
  });

  it('skips a file of waypoints only, and an empty file, with the reason', async () => {
    const wpts = '<wpt lat="47.1" lon="8.1"><name>Hut</name></wpt><wpt lat="47.2" lon="8.2"/>';
    const onlyWaypoints = new TextEncoder().encode(
      `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">${wpts}</gpx>`,
    );
    await expect(processActivity(onlyWaypoints, meta)).rejects.toThrow(
      'No track: the file holds only 2 waypoints (places, not an activity), so it was skipped',
    );
    await expect(processActivity(gpx([]), meta)).rejects.toThrow('No track: the file has no track points');
  });
});
