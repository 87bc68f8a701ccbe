/**
 * The segment part of the TrackStore contract (issue 16), run by describeTrackStoreContract for
 * every adapter: segments CRUD, their efforts stored and queried by segment and by activity, and
 * deleted with the segment and with the activity.
 */
import { describe, expect, it } from 'vitest';
import type { Segment, SegmentEffort } from '../domain/segments/types';
import type { TrackStore } from '../data/track-store';
import { makeActivity, makeId } from './store-fixtures';

export function makeSegment(seed: number, overrides: Partial<Segment> = {}): Segment {
  return {
    id: `seg${seed}`,
    name: `Climb ${seed}`,
    points: { lat: [46.5, 46.501, 46.502], lon: [6.6, 6.6, 6.601], ele: [400, NaN, 420] },
    distanceM: 300,
    elevationGainM: 20,
    avgGradePct: 6.7,
    maxGradePct: 9.1,
    createdAt: 1_700_000_000_000 + seed,
    source: 'activity',
    sourceTrackId: null,
    ...overrides,
  };
}

export function makeEffort(
  segmentId: string,
  trackId: string,
  k: number,
  elapsedS: number | null = 100 + k,
): SegmentEffort {
  return {
    id: `${segmentId}_${trackId}_${k}`,
    segmentId,
    trackId,
    sport: 'ride',
    activityStartTime: 1_700_000_000_000,
    startPos: k,
    endPos: k + 10.5,
    startTime: elapsedS === null ? null : 1_700_000_000_000 + k * 1000,
    endTime: elapsedS === null ? null : 1_700_000_000_000 + (k + elapsedS) * 1000,
    elapsedS,
    movingS: elapsedS,
    distanceM: 300,
    avgSpeedMps: elapsedS === null ? null : 300 / elapsedS,
    avgHr: k % 2 === 0 ? 150 : null,
    avgPower: null,
  };
}

const ids = (efforts: readonly SegmentEffort[]) => efforts.map((e) => e.id).sort();

async function rejects(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

export function describeSegmentContract(current: () => TrackStore): void {
  describe('segments', () => {
    it('stores a segment with its efforts, NaN elevations included, and lists it', async () => {
      const store = current();
      const a = makeActivity(60);
      await store.putActivity(a);
      const seg = makeSegment(1);
      const efforts = [makeEffort(seg.id, a.summary.id, 3), makeEffort(seg.id, a.summary.id, 40, null)];
      await store.putSegment(seg, efforts);
      expect(await store.listSegments()).toEqual([seg]);
      const read = await store.getSegment(seg.id);
      expect(read?.points.ele[1]).toBeNaN();
      expect(read).toEqual(seg);
      expect(
        (await store.listEfforts({ segmentId: seg.id })).sort((x, y) => x.startPos - y.startPos),
      ).toEqual(efforts);
      expect(ids(await store.listEfforts({ trackId: a.summary.id }))).toEqual(ids(efforts));
      expect(await store.getSegment('nope')).toBeUndefined();
    });

    it('stores a segment without the efforts of activities no longer stored', async () => {
      const store = current();
      const [a, b] = [makeActivity(64), makeActivity(65)];
      await store.putActivity(a);
      await store.putActivity(b);
      await store.deleteActivities([b.summary.id]);
      const seg = makeSegment(4);
      const kept = makeEffort(seg.id, a.summary.id, 1);
      await store.putSegment(seg, [
        kept,
        makeEffort(seg.id, b.summary.id, 2),
        makeEffort(seg.id, makeId(405), 3),
        makeEffort(seg.id, a.summary.id, 40),
      ]);
      expect(ids(await store.listEfforts({ segmentId: seg.id }))).toEqual(
        ids([kept, makeEffort(seg.id, a.summary.id, 40)]),
      );
    });

    it('replaces the efforts when a segment is stored again, renames it, and deletes it with its efforts', async () => {
      const store = current();
      const [a, b] = [makeActivity(61), makeActivity(62)];
      await store.putActivity(a);
      await store.putActivity(b);
      const s1 = makeSegment(1);
      const s2 = makeSegment(2);
      await store.putSegment(s1, [makeEffort(s1.id, a.summary.id, 1), makeEffort(s1.id, b.summary.id, 2)]);
      await store.putSegment(s2, [makeEffort(s2.id, a.summary.id, 5)]);
      await store.putSegment(s1, [makeEffort(s1.id, b.summary.id, 7)]);
      expect(ids(await store.listEfforts({ segmentId: s1.id }))).toEqual([
        makeEffort(s1.id, b.summary.id, 7).id,
      ]);
      await store.renameSegment(s1.id, '  The wall ');
      expect((await store.getSegment(s1.id))?.name).toBe('The wall');
      await store.deleteSegment(s1.id);
      expect((await store.listSegments()).map((s) => s.id)).toEqual([s2.id]);
      expect(await store.listEfforts({ segmentId: s1.id })).toEqual([]);
      expect(ids(await store.listEfforts({ trackId: a.summary.id }))).toEqual([
        makeEffort(s2.id, a.summary.id, 5).id,
      ]);
    });

    it('adds efforts of imported activities, dropping those of unknown segments or activities', async () => {
      const store = current();
      const a = makeActivity(63);
      await store.putActivity(a);
      const seg = makeSegment(3);
      await store.putSegment(seg, []);
      await store.putEfforts([
        makeEffort(seg.id, a.summary.id, 1),
        makeEffort('gone', a.summary.id, 2),
        makeEffort(seg.id, makeId(404), 3),
      ]);
      expect(ids(await store.listEfforts({ segmentId: seg.id }))).toEqual([
        makeEffort(seg.id, a.summary.id, 1).id,
      ]);
      expect(await store.listEfforts({ segmentId: 'gone' })).toEqual([]);
    });

    it('stores the efforts an import found with the activity, dropping those of unknown segments', async () => {
      const store = current();
      const seg = makeSegment(5);
      await store.putSegment(seg, []);
      const a = makeActivity(66);
      const found = [makeEffort(seg.id, a.summary.id, 1), makeEffort('gone', a.summary.id, 2)];
      expect(await store.putActivity({ ...a, efforts: found })).toBe('added');
      expect(ids(await store.listEfforts({ trackId: a.summary.id }))).toEqual([found[0]!.id]);
      // A duplicate stores nothing, its efforts neither.
      const again = [makeEffort(seg.id, a.summary.id, 9)];
      expect(await store.putActivity({ ...a, efforts: again })).toBe('duplicate');
      expect(ids(await store.listEfforts({ segmentId: seg.id }))).toEqual([found[0]!.id]);
    });

    it('replaces one activity’s efforts, keeping the others’; none leaves it none; refuses another’s', async () => {
      const store = current();
      const [a, b] = [makeActivity(67), makeActivity(68)];
      await store.putActivity(a);
      await store.putActivity(b);
      const [s1, s2] = [makeSegment(7), makeSegment(8)];
      const ofB = makeEffort(s1.id, b.summary.id, 2);
      await store.putSegment(s1, [makeEffort(s1.id, a.summary.id, 1), ofB]);
      await store.putSegment(s2, [makeEffort(s2.id, a.summary.id, 5)]);
      const again = makeEffort(s1.id, a.summary.id, 9);
      await store.replaceEfforts(a.summary.id, [again, makeEffort('gone', a.summary.id, 3)]);
      expect(await store.listEfforts({ trackId: a.summary.id })).toEqual([again]);
      expect(await store.listEfforts({ segmentId: s2.id })).toEqual([]);
      expect(await rejects(store.replaceEfforts(a.summary.id, [makeEffort(s2.id, b.summary.id, 4)]))).toMatch(
        /another activity/,
      );
      expect(await store.listEfforts({ trackId: a.summary.id })).toEqual([again]);
      await store.replaceEfforts(a.summary.id, []);
      expect(await store.listEfforts({ trackId: a.summary.id })).toEqual([]);
      expect(await store.listEfforts({ segmentId: s1.id })).toEqual([ofB]);
      const absent = makeId(406);
      await store.replaceEfforts(absent, [makeEffort(s1.id, absent, 1)]);
      expect(await store.listEfforts({ trackId: absent })).toEqual([]);
    });

    it('deletes the efforts of deleted activities, keeping the others', async () => {
      const store = current();
      const [a, b] = [makeActivity(64), makeActivity(65)];
      await store.putActivity(a);
      await store.putActivity(b);
      const seg = makeSegment(4);
      await store.putSegment(seg, [makeEffort(seg.id, a.summary.id, 1), makeEffort(seg.id, b.summary.id, 2)]);
      await store.deleteActivities([a.summary.id]);
      expect(ids(await store.listEfforts({ segmentId: seg.id }))).toEqual([
        makeEffort(seg.id, b.summary.id, 2).id,
      ]);
      expect(await store.listEfforts({ trackId: a.summary.id })).toEqual([]);
    });

    it('rejects invalid segments, names and efforts, and renaming a segment that does not exist', async () => {
      const store = current();
      expect(await rejects(store.putSegment(makeSegment(5, { name: ' ' }), []))).toMatch(/name/);
      expect(
        await rejects(store.putSegment(makeSegment(5, { points: { lat: [1], lon: [1], ele: [1] } }), [])),
      ).toMatch(/segment/i);
      const seg = makeSegment(6);
      expect(await rejects(store.putSegment(seg, [makeEffort('other', makeId(1), 1)]))).toMatch(
        /another segment/,
      );
      await store.putSegment(seg, []);
      await rejects(store.renameSegment(seg.id, ''));
      await rejects(store.renameSegment('nope', 'x'));
      expect(await store.listSegments()).toEqual([seg]);
    });
  });
}
