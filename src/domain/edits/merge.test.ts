import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../track/track-data';
import { applyEdits } from './apply-edits';
import { mergeTracks } from './merge';

const T0 = Date.parse('2024-05-01T07:00:00Z');
const line = (n: number, from: number) =>
  trackFromPoints(
    Array.from({ length: n }, (_, i) => ({
      lat: 45,
      lon: 7 + i * 1e-4,
      time: T0 + (from + i) * 1000,
      hr: from + i,
    })),
  );

describe('mergeTracks', () => {
  it('orders the tracks by time, each starting a segment', () => {
    const out = mergeTracks([line(3, 100), line(4, 0)]);
    expect(Array.from(out.hr)).toEqual([0, 1, 2, 3, 100, 101, 102]);
    expect(Array.from(out.segmentStarts)).toEqual([0, 4]);
  });

  it('refuses overlapping times with a reason', () => {
    expect(() => mergeTracks([line(10, 0), line(10, 5)])).toThrow('overlap in time');
  });

  it('takes the other tracks of a merge operation by id and refuses a missing one', () => {
    const sources = new Map([['b', line(3, 50)]]);
    expect(applyEdits(line(3, 0), [{ op: 'merge', ids: ['b'] }], sources).length).toBe(6);
    expect(() => applyEdits(line(3, 0), [{ op: 'merge', ids: ['c'] }], sources)).toThrow('not available');
  });
});
