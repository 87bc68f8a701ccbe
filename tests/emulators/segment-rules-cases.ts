/**
 * Rules cases for segments and their efforts (issue 16): the documents firebase-segments.ts writes.
 */
import { makeEffort, makeSegment } from '../../src/testing/segment-store-contract';
import type { Db, RulesCase } from './rules-cases';

/** The segment document the app writes (unknown elevations as null). */
const segmentDoc = (overrides: Record<string, unknown> = {}) => {
  const s = makeSegment(1);
  return {
    ...s,
    points: { ...s.points, ele: s.points.ele.map((e) => (Number.isFinite(e) ? e : null)) },
    ...overrides,
  };
};

export function segmentCases(trackId: string): RulesCase[] {
  const seg = (d: Db, uid: string | null = 'alice', id = 'seg1') => d(uid).doc(`users/alice/segments/${id}`);
  const effort = makeEffort('seg1', trackId, 3);
  const { avgHr: _dropped, ...withoutAvgHr } = effort;
  void _dropped;
  const eff = (d: Db, uid: string | null = 'alice', id = effort.id) =>
    d(uid).doc(`users/alice/efforts/${id}`);
  return [
    { expect: 'allow', name: 'owner creates a segment', run: (d) => seg(d).set(segmentDoc()) },
    {
      expect: 'allow',
      name: 'owner lists segments',
      run: (d) => d('alice').collection('users/alice/segments').get(),
    },
    { expect: 'allow', name: 'owner renames one', run: (d) => seg(d).set(segmentDoc({ name: 'Wall' })) },
    { expect: 'allow', name: 'owner deletes one', run: (d) => seg(d).delete() },
    { expect: 'allow', name: 'owner writes an effort', run: (d) => eff(d).set(effort) },
    {
      expect: 'allow',
      name: 'owner queries efforts by segment',
      run: (d) => d('alice').collection('users/alice/efforts').where('segmentId', '==', 'seg1').get(),
    },
    { expect: 'allow', name: 'owner deletes an effort', run: (d) => eff(d).delete() },
    { expect: 'deny', name: 'another user reads segments', run: (d) => seg(d, 'bob').get() },
    {
      expect: 'deny',
      name: 'a signed-out visitor writes a segment',
      run: (d) => seg(d, null).set(segmentDoc()),
    },
    { expect: 'deny', name: 'another user writes an effort', run: (d) => eff(d, 'bob').set(effort) },
    {
      expect: 'deny',
      name: 'a segment with an empty name',
      run: (d) => seg(d).set(segmentDoc({ name: '' })),
    },
    {
      expect: 'deny',
      name: 'a segment with a key outside the schema',
      run: (d) => seg(d).set(segmentDoc({ x: 1 })),
    },
    {
      expect: 'deny',
      name: 'a segment whose id differs',
      run: (d) => seg(d).set(segmentDoc({ id: 'seg2' })),
    },
    {
      expect: 'deny',
      name: 'a segment with one point',
      run: (d) => seg(d).set(segmentDoc({ points: { lat: [1], lon: [1], ele: [null] } })),
    },
    { expect: 'deny', name: 'an unknown source', run: (d) => seg(d).set(segmentDoc({ source: 'strava' })) },
    {
      expect: 'deny',
      name: 'an effort missing a field',
      run: (d) => eff(d).set(withoutAvgHr),
    },
    {
      expect: 'deny',
      name: 'an effort ending before it starts',
      run: (d) => eff(d).set({ ...effort, endPos: 1 }),
    },
    {
      expect: 'deny',
      name: 'an effort whose id differs',
      run: (d) => eff(d).set({ ...effort, id: 'other' }),
    },
  ];
}
