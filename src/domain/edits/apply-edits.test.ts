import { describe, expect, it } from 'vitest';
import { trackFromPoints, trackFromSegments } from '../track/track-data';
import { applyEdits } from './apply-edits';
import { EditError, editHistorySchema, editOpsSchema } from './types';

const T0 = Date.parse('2024-05-01T07:00:00Z');
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();
/** n points one second apart going north about 3 m a second, hr = index. */
const line = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    lat: 45 + (from + i) * 3e-5,
    lon: 7,
    time: T0 + (from + i) * 1000,
    hr: from + i,
  }));

describe('applyEdits', () => {
  it('trim keeps the points from start to end inclusive', () => {
    const out = applyEdits(trackFromPoints(line(10)), [{ op: 'trim', start: iso(2), end: iso(6) }]);
    expect(Array.from(out.hr)).toEqual([2, 3, 4, 5, 6]);
    expect(Array.from(out.segmentStarts)).toEqual([0]);
  });

  it('cut removes the points strictly between and makes two segments', () => {
    const out = applyEdits(trackFromPoints(line(10)), [{ op: 'cut', start: iso(2), end: iso(6) }]);
    expect(Array.from(out.hr)).toEqual([0, 1, 2, 6, 7, 8, 9]);
    expect(Array.from(out.segmentStarts)).toEqual([0, 3]);
  });

  it('keeps segment breaks of the file inside the kept range', () => {
    const track = trackFromSegments([line(5), line(5, 5)]);
    const out = applyEdits(track, [{ op: 'trim', start: iso(3), end: iso(8) }]);
    expect(Array.from(out.hr)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(Array.from(out.segmentStarts)).toEqual([0, 2]);
  });

  it('split keeps the first part up to the time, the second part after it', () => {
    const track = trackFromPoints(line(10));
    expect(Array.from(applyEdits(track, [{ op: 'split', at: iso(4), keep: 'before' }]).hr)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(Array.from(applyEdits(track, [{ op: 'split', at: iso(4), keep: 'after' }]).hr)).toEqual([
      5, 6, 7, 8, 9,
    ]);
  });

  it('applies operations in order and never changes its input', () => {
    const track = trackFromPoints(line(20));
    const before = Array.from(track.hr);
    const out = applyEdits(track, [
      { op: 'trim', start: iso(2), end: iso(15) },
      { op: 'cut', start: iso(5), end: iso(9) },
    ]);
    expect(Array.from(out.hr)).toEqual([2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 15]);
    expect(Array.from(track.hr)).toEqual(before);
  });

  it('refuses an edit that leaves fewer than two points, with the reason', () => {
    const track = trackFromPoints(line(10));
    expect(() => applyEdits(track, [{ op: 'trim', start: iso(3), end: iso(3.5) }])).toThrow(
      'Trimming to 2024-05-01T07:00:03Z–2024-05-01T07:00:03.500Z would leave 1 point; an activity needs at least 2',
    );
    expect(() => applyEdits(track, [{ op: 'split', at: iso(0), keep: 'before' }])).toThrow(EditError);
    expect(() => applyEdits(track, [{ op: 'cut', start: iso(20), end: iso(30) }])).toThrow('nothing to cut');
    expect(() => applyEdits(track, [{ op: 'trim', start: iso(5), end: iso(2) }])).toThrow('is not after');
  });

  it('addresses points without a time by the time before them', () => {
    const pts = line(6).map((p, i) => (i === 3 ? { ...p, time: undefined } : p));
    const trimmed = applyEdits(trackFromPoints(pts), [{ op: 'trim', start: iso(0), end: iso(2) }]);
    expect(Array.from(trimmed.hr)).toEqual([0, 1, 2, 3]);
  });
});

describe('edit schemas', () => {
  it('reads the command line shape and writes times in one canonical form', () => {
    const ops = editOpsSchema.parse([
      { op: 'trim', start: '2024-05-01T07:02:10Z', end: '2024-05-01T08:40:00Z' },
      { op: 'merge', ids: ['abc'] },
    ]);
    expect(ops[0]).toEqual({
      op: 'trim',
      start: '2024-05-01T07:02:10.000Z',
      end: '2024-05-01T08:40:00.000Z',
    });
  });

  it('refuses local times, unknown operations, extra keys and a history that applies more than it has', () => {
    expect(
      editOpsSchema.safeParse([{ op: 'trim', start: '2024-05-01T07:02:10', end: '2024-05-01T08:40:00Z' }])
        .success,
    ).toBe(false);
    expect(
      editOpsSchema.safeParse([{ op: 'crop', start: '2024-05-01T07:02:10Z', end: '2024-05-01T08:40:00Z' }])
        .success,
    ).toBe(false);
    expect(
      editOpsSchema.safeParse([{ op: 'split', at: '2024-05-01T07:02:10Z', keep: 'before', x: 1 }]).success,
    ).toBe(false);
    expect(editHistorySchema.safeParse({ ops: [], applied: 1 }).success).toBe(false);
  });
});
