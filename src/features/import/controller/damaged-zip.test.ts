import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentId } from '../../../domain/hash';
import { exportGpx } from '../../../testing/export-fixtures';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { itemsFromFileList } from '../intake/items';
import { createFakePool } from '../test-support/fake-pool';
import { createImportController } from './import-controller';
import type { ImportSnapshot } from './types';

const T = Date.UTC(2024, 4, 1, 7, 0, 0);
const HOUR = 3_600_000;

async function importZip(bytes: Uint8Array, name = 'export.zip') {
  const store = new MemoryTrackStore();
  const controller = createImportController({
    getPool: () => createFakePool(2),
    contentId,
    notifyIntervalMs: 5,
  });
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name);
  controller.enqueue({ items: itemsFromFileList([file]) }, { store, invalidate: () => undefined });
  await controller.whenIdle();
  const snap: ImportSnapshot = controller.getSnapshot();
  return { store, snap, byPath: new Map(snap.results.map((r) => [r.path, r])) };
}

/** Three stored (uncompressed) activities, so a test can change a byte of one in place. */
function threeStored(): Uint8Array {
  const gpx = (i: number) => exportGpx({ name: `ride ${i}`, start: T + i * HOUR, startLat: 44 + i });
  return zipSync({ 'a/1.gpx': gpx(1), 'a/2.gpx': gpx(2), 'a/3.gpx': gpx(3) }, { level: 0 });
}

/** Index of the first occurrence of `needle` in `bytes` after `from`. */
function indexOf(bytes: Uint8Array, needle: string, from = 0): number {
  const n = strToU8(needle);
  outer: for (let i = from; i <= bytes.length - n.length; i++) {
    for (let j = 0; j < n.length; j++) if (bytes[i + j] !== n[j]) continue outer;
    return i;
  }
  return -1;
}

describe('a damaged zip', () => {
  it('fails the entry with one changed byte by name (checksum) and imports the others', async () => {
    const zip = threeStored();
    // A digit of a coordinate in the second entry: the file still parses, with a wrong point.
    const second = indexOf(zip, 'ride 2');
    const at = indexOf(zip, 'lat="', second) + 6;
    expect(second).toBeGreaterThan(0);
    zip[at] = zip[at] === 0x37 ? 0x38 : 0x37;
    const { store, snap, byPath } = await importZip(zip);
    expect(snap.counts).toEqual({ imported: 2, duplicate: 0, skipped: 0, failed: 1 });
    expect(byPath.get('export.zip/a/2.gpx')).toMatchObject({
      status: 'failed',
      detail: 'Damaged in the zip (checksum mismatch)',
    });
    expect([...store.records.values()].map((r) => r.summary.name).sort()).toEqual(['ride 1', 'ride 3']);
  });

  it('imports the complete entries of a cut zip and says the archive was cut', async () => {
    const zip = threeStored();
    // Cut in the middle of the third entry: its data and the directory never arrived.
    const cut = zip.slice(0, indexOf(zip, 'ride 3') + 10);
    const { store, snap, byPath } = await importZip(cut);
    expect(snap.counts).toEqual({ imported: 2, duplicate: 0, skipped: 0, failed: 1 });
    expect(byPath.get('export.zip')?.detail).toBe(
      'The zip archive was cut short (its end is missing): read the 2 complete files at its start',
    );
    expect([...store.records.values()].map((r) => r.summary.name).sort()).toEqual(['ride 1', 'ride 2']);
  });

  it('still says "not a zip" for a file that holds no zip at all', async () => {
    const { snap } = await importZip(new TextEncoder().encode('hello, not a zip'));
    expect(snap.results).toHaveLength(1);
    expect(snap.results[0]?.status).toBe('failed');
    expect(snap.results[0]?.detail).toMatch(/^Could not open the zip: Not a zip/);
  });
});
