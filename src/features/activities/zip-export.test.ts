import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { safeEntryName, uniqueName, zipOriginals } from './zip-export';

describe('zip names', () => {
  it('keeps entries inside the archive', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('etc/passwd');
    expect(safeEntryName('C:\\runs\\a.gpx')).toBe('C:/runs/a.gpx');
    expect(safeEntryName('/abs/./b.gpx')).toBe('abs/b.gpx');
    expect(safeEntryName('..')).toBe('activity.gpx');
  });
  it('makes names unique, case-insensitively', () => {
    const used = new Set<string>();
    expect(['a.gpx', 'A.gpx', 'a.gpx', 'b'].map((n) => uniqueName(n, used))).toEqual([
      'a.gpx',
      'A (2).gpx',
      'a (3).gpx',
      'b',
    ]);
  });
});

describe('zipOriginals', () => {
  it('zips the original bytes of each found activity and reports the missing', async () => {
    const enc = new TextEncoder();
    const originals = new Map([
      ['x', { fileName: 'run.gpx', bytes: enc.encode('<gpx>x</gpx>') }],
      ['y', { fileName: 'run.gpx', bytes: enc.encode('<gpx>y</gpx>') }],
      ['z', { fileName: 'ride.gpx.gz', bytes: Uint8Array.of(0x1f, 0x8b, 1, 2) }],
    ]);
    const store = { getOriginal: (id: string) => Promise.resolve(originals.get(id)) };
    const out = await zipOriginals(store, ['x', 'gone', 'y', 'z']);
    expect(out.count).toBe(3);
    expect(out.missing).toEqual(['gone']);
    const files = unzipSync(out.bytes);
    expect(Object.keys(files).sort()).toEqual(['ride.gpx.gz', 'run (2).gpx', 'run.gpx']);
    expect(new TextDecoder().decode(files['run (2).gpx'])).toBe('<gpx>y</gpx>');
    expect([...(files['ride.gpx.gz'] ?? [])]).toEqual([0x1f, 0x8b, 1, 2]);
  });
});
