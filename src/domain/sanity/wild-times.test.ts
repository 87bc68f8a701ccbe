import { describe, expect, it } from 'vitest';
import { processActivity } from '../process-activity';
import { trackFromSegments } from '../track/track-data';
import {
  CLOCK_NOT_SET_WARNING,
  clockNotSet,
  dropWildTimes,
  UNSET_CLOCK_END_MS,
  wildTimePoints,
} from './wild-times';

const H = 3_600_000;
const T0 = Date.UTC(2024, 4, 1, 8);
const Y7525 = Date.UTC(7525, 6, 12);
const times = (...t: number[]) => Float64Array.from(t);

function gpx(pointTimes: string[]): Uint8Array {
  const pts = pointTimes
    .map((t, i) => `<trkpt lat="${(47 + i * 0.0001).toFixed(6)}" lon="8.5"><time>${t}</time></trkpt>`)
    .join('');
  return new TextEncoder().encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Logger</name><trkseg>${pts}</trkseg></trk></gpx>`,
  );
}

describe('wildTimePoints', () => {
  it('finds a first point dated far from all the others', () => {
    expect(wildTimePoints(times(Y7525, 1000, 2000, 3000))).toEqual([0]);
  });

  it('finds a lone point inside or at the end of a recording', () => {
    expect(wildTimePoints(times(T0, T0 + 1000, T0 + 400 * 24 * H, T0 + 2000))).toEqual([2]);
    expect(wildTimePoints(times(T0, T0 + 1000, T0 + 2000, Date.UTC(2085, 0, 1)))).toEqual([3]);
  });

  it('judges only timed points, and never a point with a near neighbour', () => {
    expect(wildTimePoints(times(T0, NaN, T0 + 1000, NaN, T0 + 7 * H, T0 + 7 * H + 1000))).toEqual([]);
    expect(wildTimePoints(times(T0, NaN, T0 + 1000, NaN, T0 + 30 * H))).toEqual([4]);
  });

  it('leaves a single fix between two trips days apart to the logger rule', () => {
    expect(wildTimePoints(times(T0, T0 + 1000, T0 + 72 * H, T0 + 144 * H, T0 + 144 * H + 1000))).toEqual([]);
  });

  it('leaves sparse or short recordings alone', () => {
    expect(wildTimePoints(times(T0, T0 + 10 * H, T0 + 20 * H))).toEqual([]);
    expect(wildTimePoints(times(T0, Y7525))).toEqual([]);
  });
});

describe('dropWildTimes', () => {
  it('drops the point from every channel and keeps segment starts right', () => {
    const track = trackFromSegments([
      [{ lat: 1, lon: 1, time: Y7525, hr: 99 }],
      [
        { lat: 2, lon: 2, time: 1000, hr: 100 },
        { lat: 3, lon: 3, time: 2000, hr: 101 },
      ],
      [{ lat: 4, lon: 4, time: 3000, hr: 102 }],
    ]);
    const out = dropWildTimes(track);
    expect(out.track.length).toBe(3);
    expect([...out.track.lat]).toEqual([2, 3, 4]);
    expect([...out.track.hr]).toEqual([100, 101, 102]);
    expect([...out.track.segmentStarts]).toEqual([0, 2]);
    expect(out.keptBefore?.(3)).toBe(2);
    expect(out.warnings).toEqual([
      'Dropped point 1, dated 7525-07-12: over 6 hours from the points around it, so its time is wrong',
    ]);
  });
});

describe('clockNotSet', () => {
  it('is true only when every timed point is in 1970', () => {
    expect(clockNotSet(times(1000, NaN, 2000))).toBe(true);
    expect(clockNotSet(times(1000, UNSET_CLOCK_END_MS))).toBe(false);
    expect(clockNotSet(times(Date.UTC(1901, 0, 1), Date.UTC(1901, 0, 1, 1)))).toBe(false);
    expect(clockNotSet(times(NaN))).toBe(false);
  });
});

describe('a logger file with one wild timestamp (processActivity)', () => {
  it('is one activity without the wild point, dated "time unknown"', async () => {
    const rest = Array.from({ length: 40 }, (_, i) => new Date(1000 + i * 1000).toISOString());
    const out = await processActivity(gpx(['7525-07-12T10:00:00Z', ...rest]), {
      fileName: 'x.gpx',
      importedAt: T0,
    });
    expect(out.otherParts).toEqual([]);
    expect(out.summary.part).toBeNull();
    expect(out.summary.points).toBe(40);
    expect(out.summary.droppedPoints).toBe(1);
    expect(out.summary.startTime).toBeNull();
    expect(out.summary.elapsedS).toBe(39);
    expect(out.summary.warnings).toContain(
      'Dropped point 1, dated 7525-07-12: over 6 hours from the points around it, so its time is wrong',
    );
    expect(out.summary.warnings).toContain(CLOCK_NOT_SET_WARNING);
  });

  it('changes nothing in a file with good times', async () => {
    const good = Array.from({ length: 20 }, (_, i) => new Date(T0 + i * 1000).toISOString());
    const out = await processActivity(gpx(good), { fileName: 'x.gpx', importedAt: T0 });
    expect(out.summary.points).toBe(20);
    expect(out.summary.startTime).toBe(T0);
    expect(out.summary.warnings).toEqual([]);
  });
});
