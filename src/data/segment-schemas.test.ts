import { describe, expect, it } from 'vitest';
import { makeEffort, makeSegment } from '../testing/segment-store-contract';
import {
  MAX_SEGMENT_POINTS,
  parseEffortsForWrite,
  parseEffortsForWriteInSlices,
  parseSegmentForWrite,
  segmentSchema,
} from './segment-schemas';

const withPoints = (points: Record<string, unknown>) => {
  const seg = makeSegment(1);
  return { ...seg, points: { ...seg.points, ...points } };
};

describe('segmentSchema points', () => {
  it('accepts in-range coordinates and unknown (NaN) elevations', () => {
    const seg = makeSegment(1);
    expect(parseSegmentForWrite(seg)).toEqual(seg);
    const n = MAX_SEGMENT_POINTS;
    const long = withPoints({ lat: Array(n).fill(1), lon: Array(n).fill(2), ele: Array(n).fill(NaN) });
    expect(segmentSchema.safeParse(long).success).toBe(true);
  });

  it.each([
    ['a latitude beyond 90', { lat: [46.5, 90.5, 46.502] }],
    ['a longitude beyond -180', { lon: [6.6, -180.01, 6.601] }],
    ['a NaN latitude', { lat: [46.5, NaN, 46.502] }],
    ['an infinite elevation', { ele: [400, Infinity, 420] }],
    ['a string in a column', { lon: [6.6, '6.6', 6.601] }],
    ['a column that is not an array', { ele: { 0: 1 } }],
    ['one point only', { lat: [46.5], lon: [6.6], ele: [400] }],
    ['more points than allowed', { lat: Array(MAX_SEGMENT_POINTS + 1).fill(1) }],
    ['columns of different lengths', { ele: [400, 410] }],
  ])('refuses %s with a clear error', (_, points) => {
    expect(() => parseSegmentForWrite(withPoints(points))).toThrow(
      /^Invalid segment: (points\.\w+: expected|value: the point columns)/,
    );
  });
});

describe('parseEffortsForWriteInSlices', () => {
  it('gives what parseEffortsForWrite gives, and refuses the same bad effort', async () => {
    const efforts = Array.from({ length: 30 }, (_, k) => makeEffort('seg1', 'a'.repeat(64), k));
    expect(await parseEffortsForWriteInSlices(efforts)).toEqual(parseEffortsForWrite(efforts));
    const bad = [...efforts, { ...efforts[0]!, elapsedS: -1 }];
    await expect(parseEffortsForWriteInSlices(bad)).rejects.toThrow(/^Invalid segment effort: elapsedS/);
  });
});
