/**
 * The TrackStore contract for edits (issue 36), run in describeTrackStoreContract against every
 * adapter: an activity stored with its edit history (the figures computed through it) reads back
 * the same, undo and redo replace it again, and the original file stays byte for byte as imported.
 */
import { describe, expect, it } from 'vitest';
import type { TrackStore } from '../data/track-store';
import { contentId } from '../domain/hash';
import type { EditHistory } from '../domain/edits/types';
import { makeActivity } from './store-fixtures';
import { makeEffort, makeSegment } from './segment-store-contract';

const TRIM = { op: 'trim', start: '2024-05-01T07:02:10.000Z', end: '2024-05-01T08:40:00.000Z' } as const;
const CUT = { op: 'cut', start: '2024-05-01T07:10:00.000Z', end: '2024-05-01T07:20:00.000Z' } as const;

export function describeEditContract(current: () => TrackStore): void {
  describe('edits (issue 36)', () => {
    it('stores the edit history with the recomputed pieces, undo and redo too, the original unchanged', async () => {
      const store = current();
      const a = makeActivity(60);
      await store.putActivity(a);
      const before = await contentId((await store.getOriginal(a.summary.id))!.bytes);
      const edited = makeActivity(61, { id: a.summary.id, fileName: a.summary.fileName, points: 3 });
      const histories: EditHistory[] = [
        { ops: [TRIM, CUT], applied: 2 },
        { ops: [TRIM, CUT], applied: 1 },
        { ops: [TRIM, CUT], applied: 0 },
      ];
      for (const edits of histories) {
        const summary = { ...edited.summary, edits };
        expect(await store.replaceComputed({ summary, track: edited.track, products: edited.products })).toBe(
          'replaced',
        );
        expect((await store.getSummary(a.summary.id))?.edits).toEqual(edits);
        expect((await store.listSummaries()).map((s) => s.edits)).toEqual([edits]);
      }
      expect(await contentId((await store.getOriginal(a.summary.id))!.bytes)).toBe(before);
    });

    it('replaces the segment efforts with those a mend found, and keeps them when none are given', async () => {
      const store = current();
      const a = makeActivity(63);
      const seg = makeSegment(63);
      await store.putActivity(a);
      await store.putSegment(seg, [makeEffort(seg.id, a.summary.id, 1), makeEffort(seg.id, a.summary.id, 2)]);
      const edits: EditHistory = { ops: [TRIM], applied: 1 };
      const summary = { ...a.summary, edits };
      await store.replaceComputed({ summary, track: a.track, products: a.products });
      expect(await store.listEfforts({ trackId: a.summary.id })).toHaveLength(2);
      const found = makeEffort(seg.id, a.summary.id, 3);
      await store.replaceComputed({ summary, track: a.track, products: a.products, efforts: [found] });
      expect((await store.listEfforts({ trackId: a.summary.id })).map((e) => e.id)).toEqual([found.id]);
      await store.replaceComputed({ summary, track: a.track, products: a.products, efforts: [] });
      expect(await store.listEfforts({ trackId: a.summary.id })).toEqual([]);
    });

    it('refuses a history that applies more edits than it holds, and keeps the stored summary', async () => {
      const store = current();
      const a = makeActivity(62);
      await store.putActivity(a);
      const bad = { ...a.summary, edits: { ops: [TRIM], applied: 2 } };
      await expect(
        store.replaceComputed({ summary: bad, track: a.track, products: a.products }),
      ).rejects.toThrow(/applied/);
      expect((await store.getSummary(a.summary.id))?.edits).toBeNull();
    });
  });
}
