import { describe, expect, it } from 'vitest';
import { contentId } from '../../../domain/hash';
import { processActivity } from '../../../domain/process-activity';
import { pushEdit, restoreOriginal, undoEdit } from '../../../domain/edits/history';
import { writeTrackGpx } from '../../../domain/gpx/write-track';
import { trackFromPoints } from '../../../domain/track/track-data';
import { createMemoryTrackStore } from '../../../testing/memory-track-store';
import type { ProcessMeta } from '../../../workers/import/protocol';
import { createImportMatcher } from '../../../workers/import/segment-efforts';
import { buildSegment } from '../../../domain/segments/build-segment';
import type { Segment } from '../../../domain/segments/types';
import { splitChildId, withoutMergedAway } from '../../../domain/edits/related';
import { mendActivity, secondPartName } from './mend-activity';

/** The import pool's contract, in process: the same pipeline (and segment matching) the import worker runs. */
const pool = {
  process: async (bytes: Uint8Array, meta: ProcessMeta, options: { segments?: readonly Segment[] } = {}) => {
    const result = await processActivity(bytes, meta);
    if (options.segments) {
      const matcher = createImportMatcher();
      matcher.set(options.segments);
      matcher.addEfforts(result);
    }
    return { ...result, bytes };
  },
};

const T0 = Date.parse('2024-05-01T07:00:00Z');
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();

/** A run north along longitude 7 from `lat0`, 1 point a second from T0 + startS, about 3.3 m/s. */
function runBytes(n: number, startS = 0, lat0 = 45) {
  const pts = Array.from({ length: n }, (_, i) => ({
    lat: lat0 + i * 3e-5,
    lon: 7,
    time: T0 + (startS + i) * 1000,
    ele: 100 + i / 10,
  }));
  return new TextEncoder().encode(writeTrackGpx(trackFromPoints(pts), { name: 'Run', type: 'running' }));
}

/** A segment due north along longitude 7 from latitude `from` to `to`, in 10 steps. */
function northSegment(id: string, name: string, from: number, to: number): Segment {
  const lat = Array.from({ length: 11 }, (_, k) => from + ((to - from) * k) / 10);
  return buildSegment({
    id,
    name,
    points: { lat, lon: lat.map(() => 7), ele: lat.map(() => 100) },
    createdAt: T0,
    source: 'gpx',
  });
}

async function stored() {
  const bytes = runBytes(600);
  const store = createMemoryTrackStore();
  const first = await processActivity(bytes, { fileName: 'run.gpx', id: 'run1', importedAt: 5 });
  await store.putActivity({ ...first, original: bytes });
  await store.updateSummary('run1', { name: 'My run' });
  return { store, summary: (await store.getSummary('run1'))!, hash: await contentId(bytes) };
}

describe('mendActivity', () => {
  it('stores the trimmed figures and history, keeps the name, and the original byte for byte', async () => {
    const { store, summary, hash } = await stored();
    const history = pushEdit(null, { op: 'trim', start: iso(100), end: iso(399) });
    const mended = await mendActivity({ store, pool }, summary, history);
    expect(mended.points).toBe(300);
    expect(mended.elapsedS).toBe(299);
    expect(mended.name).toBe('My run');
    expect(mended.distanceM).toBeLessThan(summary.distanceM * 0.55);
    expect(await store.getSummary('run1')).toEqual(mended);
    expect((await store.getTrack('run1'))!.length).toBe(300);
    expect(await contentId((await store.getOriginal('run1'))!.bytes)).toBe(hash);
  });

  it('an undo gives back the exact summary, and so does restoring the original', async () => {
    const { store, summary } = await stored();
    const once = pushEdit(null, { op: 'cut', start: iso(100), end: iso(200) });
    const cut = await mendActivity({ store, pool }, summary, once);
    expect(cut.segments).toBe(2);
    const twice = pushEdit(once, { op: 'trim', start: iso(0), end: iso(500) });
    const trimmed = await mendActivity({ store, pool }, cut, twice);
    const undone = await mendActivity({ store, pool }, trimmed, undoEdit(twice));
    expect({ ...undone, edits: null }).toEqual({ ...cut, edits: null });
    const restored = await mendActivity({ store, pool }, undone, restoreOriginal(undoEdit(twice)));
    expect({ ...restored, edits: null }).toEqual(summary);
    expect(restored.edits).toEqual({ ops: twice.ops, applied: 0 });
  });

  it('refuses an edit that leaves fewer than two points and keeps the stored activity', async () => {
    const { store, summary } = await stored();
    const history = pushEdit(null, { op: 'trim', start: iso(10), end: iso(10.5) });
    await expect(mendActivity({ store, pool }, summary, history)).rejects.toThrow(/would leave 1 point/);
    expect(await store.getSummary('run1')).toEqual(summary);
  });

  it('a split stores the second part as its own activity; undo removes it, redo stores it again', async () => {
    const { store, summary, hash } = await stored();
    const at = iso(299);
    const split = pushEdit(null, { op: 'split', at, keep: 'before' });
    const first = await mendActivity({ store, pool }, summary, split);
    const childId = splitChildId('run1', at);
    const second = (await store.getSummary(childId))!;
    // Points 0..299 stay, 300..599 are the second part: 300 each, 299 s each.
    expect([first.points, first.elapsedS]).toEqual([300, 299]);
    expect([second.points, second.elapsedS, second.startTime]).toEqual([300, 299, T0 + 300_000]);
    expect(second.name).toBe(secondPartName('My run'));
    // Only the 3.34 m step from point 299 to 300 (3e-5 degree of latitude) lies between the parts.
    expect(summary.distanceM - first.distanceM - second.distanceM).toBeCloseTo(3.34, 1);
    expect(second.edits).toEqual({ ops: [{ op: 'split', at, keep: 'after' }], applied: 1 });
    // Both keep the original byte for byte.
    expect(await contentId((await store.getOriginal('run1'))!.bytes)).toBe(hash);
    expect(await contentId((await store.getOriginal(childId))!.bytes)).toBe(hash);
    const undone = await mendActivity({ store, pool }, first, undoEdit(split));
    expect({ ...undone, edits: null }).toEqual(summary);
    expect(await store.getSummary(childId)).toBeUndefined();
    await mendActivity({ store, pool }, undone, split);
    expect((await store.getSummary(childId))?.points).toBe(300);
  });

  it('a merge takes the other activity in time order with a pause, hides it, and undo shows it again', async () => {
    const { store, summary } = await stored();
    // A second run 100 s after the first ends, from where it ended.
    const bytes = runBytes(200, 700, 45 + 600 * 3e-5);
    const other = await processActivity(bytes, { fileName: 'run2.gpx', id: 'run2', importedAt: 6 });
    await store.putActivity({ ...other, original: bytes });
    const merge = pushEdit(null, { op: 'merge', ids: ['run2'] });
    const merged = await mendActivity({ store, pool }, summary, merge);
    expect([merged.points, merged.segments, merged.elapsedS]).toEqual([800, 2, 899]);
    // No distance across the 100 s gap; the moving time is the two runs'.
    expect(merged.distanceM).toBeCloseTo(summary.distanceM + other.summary.distanceM, 0);
    expect(withoutMergedAway(await store.listSummaries()).map((s) => s.id)).toEqual(['run1']);
    expect((await store.getSummary('run2'))?.points).toBe(200);
    const undone = await mendActivity({ store, pool }, merged, undoEdit(merge));
    expect({ ...undone, edits: null }).toEqual(summary);
    expect(
      withoutMergedAway(await store.listSummaries())
        .map((s) => s.id)
        .sort(),
    ).toEqual(['run1', 'run2']);
  });

  it('a merge takes the other activity’s segment efforts; undo gives them back', async () => {
    const { store, summary } = await stored();
    // Due north along the second run only (it covers lat 45.018 to 45.024).
    const segment = northSegment('late', 'Late', 45.019, 45.022);
    await store.putSegment(segment, []);
    const processed: string[] = [];
    const counted = {
      process: (bytes: Uint8Array, meta: ProcessMeta, options?: { segments?: readonly Segment[] }) => {
        processed.push(meta.id ?? '(no id)');
        return pool.process(bytes, meta, options);
      },
    };
    const deps = { store, pool: counted, segments: () => store.listSegments() };
    const bytes = runBytes(200, 700, 45 + 600 * 3e-5);
    const meta = { fileName: 'run2.gpx', id: 'run2', importedAt: 6 };
    const other = await pool.process(bytes, meta, { segments: [segment] });
    await store.putActivity({ ...other, original: bytes });
    const byTrack = async () => (await store.listEfforts({ segmentId: 'late' })).map((e) => e.trackId);
    expect(await byTrack()).toEqual(['run2']);
    const merge = pushEdit(null, { op: 'merge', ids: ['run2'] });
    const merged = await mendActivity(deps, summary, merge);
    // One passage, one effort: the merged activity's, not also the hidden one's.
    expect(await byTrack()).toEqual(['run1']);
    // Only the merged activity is computed: the hidden one's efforts are dropped, not recomputed.
    expect(processed).toEqual(['run1']);
    await mendActivity(deps, merged, undoEdit(merge));
    expect(await byTrack()).toEqual(['run2']);
    // Undo matches the shown-again activity's own track anew.
    expect(processed).toEqual(['run1', 'run1', 'run2']);
    expect((await store.getSummary('run2'))?.points).toBe(200);
  });

  it('refuses to merge an activity of another person (not in this store), with the reason', async () => {
    const { store, summary } = await stored();
    // Another person's ride of the next hour, in their own store: its id is not in this one.
    const theirs = createMemoryTrackStore();
    const bytes = runBytes(200, 3600, 46);
    const other = await processActivity(bytes, { fileName: 'ride.gpx', id: 'theirs', importedAt: 6 });
    await theirs.putActivity({ ...other, original: bytes });
    await expect(
      mendActivity({ store, pool }, summary, pushEdit(null, { op: 'merge', ids: ['theirs'] })),
    ).rejects.toThrow(/theirs to merge is not among this person’s activities/);
    expect(await store.getSummary('run1')).toEqual(summary);
  });

  it('refuses to merge activities whose times overlap, and keeps both', async () => {
    const { store, summary } = await stored();
    const bytes = runBytes(200, 500, 46);
    const other = await processActivity(bytes, { fileName: 'run2.gpx', id: 'run2', importedAt: 6 });
    await store.putActivity({ ...other, original: bytes });
    await expect(
      mendActivity({ store, pool }, summary, pushEdit(null, { op: 'merge', ids: ['run2'] })),
    ).rejects.toThrow(/overlap in time/);
    expect(await store.getSummary('run1')).toEqual(summary);
  });

  it('finds the segment efforts again: a trim that leaves the segment out removes its effort', async () => {
    const { store, summary } = await stored();
    // Due north along the run from point 30 to point 200 (lat 45.0009 to 45.006).
    const segment = northSegment('north', 'North', 45.0009, 45.006);
    await store.putSegment(segment, []);
    const deps = { store, pool, segments: () => store.listSegments() };
    const whole = pushEdit(null, { op: 'trim', start: iso(0), end: iso(599) });
    await mendActivity(deps, summary, whole);
    const found = await store.listEfforts({ trackId: 'run1' });
    expect(found.map((e) => e.segmentId)).toEqual(['north']);
    expect(found[0]!.elapsedS).toBeCloseTo(170, -1);
    const later = pushEdit(whole, { op: 'trim', start: iso(100), end: iso(599) });
    await mendActivity(deps, (await store.getSummary('run1'))!, later);
    expect(await store.listEfforts({ trackId: 'run1' })).toEqual([]);
  });
});
