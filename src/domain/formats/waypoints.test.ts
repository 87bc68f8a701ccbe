import { describe, expect, it } from 'vitest';
import type { Waypoint } from '../track/types';
import { PART_TIME_MARGIN_MS, readWaypoints, waypointsOfPart } from './waypoints';

const encode = (s: string) => new TextEncoder().encode(s);
const gpx = (body: string) =>
  encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`,
  );
const track = `<trk><trkseg><trkpt lat="47.40" lon="8.50"><time>2024-05-01T09:00:00Z</time></trkpt>
<trkpt lat="47.41" lon="8.51"><time>2024-05-01T09:10:00Z</time></trkpt></trkseg></trk>`;

const wp = (lat: number, lon: number, time: number | null, name = 'x'): Waypoint => ({
  lat,
  lon,
  ele: null,
  time,
  name,
});

describe('readWaypoints', () => {
  it('reads the names and positions of a GPX file’s waypoints', () => {
    const bytes = gpx(
      `<wpt lat="47.405" lon="8.505"><name>Hut &amp; view</name></wpt><wpt lat="47.41" lon="8.52"/>${track}`,
    );
    const points = readWaypoints(bytes, 'a.gpx');
    expect(points.map((w) => [w.lat, w.lon, w.name])).toEqual([
      [47.405, 8.505, 'Hut & view'],
      [47.41, 8.52, null],
    ]);
  });

  it('gives none for a file without waypoints and for TCX', () => {
    expect(readWaypoints(gpx(track), 'a.gpx')).toEqual([]);
    const tcx = encode('<?xml version="1.0"?><TrainingCenterDatabase><Activities/></TrainingCenterDatabase>');
    expect(readWaypoints(tcx, 'a.tcx')).toEqual([]);
  });

  it('leaves out waypoints off the globe and refuses gzip bytes', () => {
    expect(readWaypoints(gpx(`<wpt lat="95" lon="8"/><wpt lat="1" lon="2"/>${track}`))).toHaveLength(1);
    expect(() => readWaypoints(Uint8Array.of(0x1f, 0x8b, 8, 0))).toThrow(/gzip/);
  });
});

describe('waypointsOfPart', () => {
  const start = Date.UTC(2013, 0, 1, 8);
  const end = Date.UTC(2013, 0, 1, 12);
  const bounds = { minLat: 47, maxLat: 47.1, minLon: 8, maxLon: 8.1 };
  const part = { startTime: start, endTime: end, bounds };

  it('keeps timed waypoints within the part’s time, widened by the margin', () => {
    const inside = wp(50, 10, start + 1000, 'in');
    const justBefore = wp(50, 10, start - PART_TIME_MARGIN_MS + 1, 'before');
    const otherDay = wp(47.05, 8.05, end + PART_TIME_MARGIN_MS + 1, 'later');
    expect(waypointsOfPart([inside, justBefore, otherDay], part).map((w) => w.name)).toEqual([
      'in',
      'before',
    ]);
  });

  it('keeps untimed waypoints within the part’s bounds, widened by about 2 km', () => {
    const near = wp(47.115, 8.05, null, 'near');
    const far = wp(47.2, 8.05, null, 'far');
    expect(waypointsOfPart([near, far], part).map((w) => w.name)).toEqual(['near']);
    expect(waypointsOfPart([near], { ...part, bounds: null })).toEqual([]);
  });
});
