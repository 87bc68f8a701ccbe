import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { storedSummary } from '../../testing/store-fixtures';
import { decodeTrackDoc, encodeTrackDoc } from './track-doc';

const T = Timestamp.fromMillis(1_700_000_000_000);

describe('track documents', () => {
  it('encodes a live summary with deleted: false and a server timestamp, and decodes it back', () => {
    const summary = storedSummary();
    const data = encodeTrackDoc({ kind: 'live', summary });
    expect(data.deleted).toBe(false);
    expect(data.updatedAt).toBeDefined();
    const stored = Object.keys(summary).filter((k) => k !== 'bestEfforts');
    expect(Object.keys(data).sort()).toEqual(
      [...stored, 'bestEffortKeys', 'bestEffortFigures', 'deleted', 'updatedAt'].sort(),
    );
    const decoded = decodeTrackDoc(summary.id, { ...data, updatedAt: T }, false);
    expect(decoded).toEqual({ kind: 'live', summary, updatedAtMs: T.toMillis(), pending: false });
  });

  it('stores best efforts as two flat lists the rules can check, and reads them back', () => {
    const bestEfforts = [
      { key: '1k' as const, distanceM: 1000, timeS: 350, startDistanceM: 100 },
      { key: '5k' as const, distanceM: 5000, timeS: 1900.5, startDistanceM: 0 },
    ];
    const summary = storedSummary({ bestEfforts });
    const data = encodeTrackDoc({ kind: 'live', summary });
    expect(data.bestEffortKeys).toEqual(['1k', '5k']);
    expect(data.bestEffortFigures).toEqual([1000, 350, 100, 5000, 1900.5, 0]);
    expect(data).not.toHaveProperty('bestEfforts');
    const decoded = decodeTrackDoc(summary.id, { ...data, updatedAt: T }, false);
    expect(decoded.kind === 'live' && decoded.summary.bestEfforts).toEqual(bestEfforts);
  });

  it('reads documents written before, with best efforts as a list of maps', () => {
    const summary = storedSummary();
    const legacy = { ...summary, deleted: false, updatedAt: T };
    expect(legacy.bestEfforts).toHaveLength(1);
    expect(decodeTrackDoc(summary.id, legacy, false)).toEqual({
      kind: 'live',
      summary,
      updatedAtMs: T.toMillis(),
      pending: false,
    });
  });

  it('reads best-effort lists that do not pair up as invalid, naming the field', () => {
    const summary = storedSummary();
    const data = { ...encodeTrackDoc({ kind: 'live', summary }), updatedAt: T };
    for (const bad of [
      { bestEffortFigures: [1000, 350] },
      { bestEffortKeys: ['2k'] },
      { bestEffortFigures: [1000, -1, 100] },
      { bestEffortKeys: 'x' },
    ]) {
      expect(decodeTrackDoc(summary.id, { ...data, ...bad }, false)).toMatchObject({
        kind: 'invalid',
        error: expect.stringMatching(/bestEfforts/) as string,
      });
    }
  });

  it('encodes and decodes a tombstone', () => {
    const data = encodeTrackDoc({ kind: 'tombstone', id: 'abc' });
    expect(Object.keys(data).sort()).toEqual(['deleted', 'id', 'updatedAt']);
    expect(decodeTrackDoc('abc', { ...data, updatedAt: T }, true)).toEqual({
      kind: 'tombstone',
      id: 'abc',
      updatedAtMs: T.toMillis(),
      pending: true,
    });
  });

  it('refuses to write an invalid summary, naming the field in one line', () => {
    expect(() => encodeTrackDoc({ kind: 'live', summary: storedSummary({ distanceM: -1 }) })).toThrow(
      /^Activity document is invalid: summary\.distanceM/,
    );
    expect(() => encodeTrackDoc({ kind: 'tombstone', id: 'a/b' })).toThrow(/id/);
  });

  it('reads a bad document as invalid (with the reason) instead of throwing', () => {
    const summary = storedSummary();
    expect(
      decodeTrackDoc(summary.id, { ...summary, deleted: false, updatedAt: T, sport: 'yoga' }, false),
    ).toMatchObject({ kind: 'invalid', error: expect.stringMatching(/sport/) as string });
    expect(decodeTrackDoc(summary.id, { ...summary, deleted: false }, false)).toMatchObject({
      kind: 'invalid',
      error: expect.stringMatching(/updatedAt/) as string,
    });
    expect(decodeTrackDoc('other-id', { ...summary, deleted: false, updatedAt: T }, false)).toMatchObject({
      kind: 'invalid',
      error: expect.stringMatching(/does not match/) as string,
    });
    expect(decodeTrackDoc('x', { id: 'x', deleted: true, updatedAt: T, name: 'leak' }, false).kind).toBe(
      'invalid',
    );
  });
});
