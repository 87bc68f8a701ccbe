import { describe, expect, it } from 'vitest';
import { contentId } from '../../../domain/hash';
import { processActivity } from '../../../domain/process-activity';
import { pushEdit, restoreOriginal, undoEdit } from '../../../domain/edits/history';
import { writeTrackGpx } from '../../../domain/gpx/write-track';
import { trackFromPoints } from '../../../domain/track/track-data';
import { createMemoryTrackStore } from '../../../testing/memory-track-store';
import type { ProcessMeta } from '../../../workers/import/protocol';
import { mendActivity } from './mend-activity';

/** The import pool's contract, in process: the same pipeline the import worker runs. */
const pool = {
  process: async (bytes: Uint8Array, meta: ProcessMeta) => ({
    ...(await processActivity(bytes, meta)),
    bytes,
  }),
};

const T0 = Date.parse('2024-05-01T07:00:00Z');
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();

async function stored() {
  const pts = Array.from({ length: 600 }, (_, i) => ({
    lat: 45 + i * 3e-5,
    lon: 7,
    time: T0 + i * 1000,
    ele: 100 + i / 10,
  }));
  const bytes = new TextEncoder().encode(
    writeTrackGpx(trackFromPoints(pts), { name: 'Run', type: 'running' }),
  );
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
});
