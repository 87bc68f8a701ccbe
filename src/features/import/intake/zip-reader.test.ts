import { deflateSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SYNC_MAX_OUTPUT_BYTES } from './decompress';
import { crc32 } from '../../../domain/archive/crc32';
import { unpackZipEntry } from '../../../domain/archive/unpack';
import { createRawEntryReader, readZipDirectory, readZipEntry } from './zip-reader';

const blob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Little-endian byte writer for hand-made archives. */
class Writer {
  readonly out: number[] = [];
  u16(...values: number[]): this {
    for (const v of values) this.out.push(v & 0xff, (v >>> 8) & 0xff);
    return this;
  }
  u32(...values: number[]): this {
    for (const v of values) this.out.push(v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff);
    return this;
  }
  u64(...values: number[]): this {
    for (const v of values) this.u32(v, 0);
    return this;
  }
  bytes(b: Uint8Array): this {
    this.out.push(...b);
    return this;
  }
}

/** A zip64 archive written by hand (fflate does not write zip64): one stored entry. */
function zip64Archive(name: string, content: Uint8Array): Uint8Array {
  const n = strToU8(name);
  const w = new Writer();
  const size = content.length;
  // Local header, sizes in its zip64 extra field.
  w.u32(0x04034b50).u16(45, 0, 0, 0, 0).u32(0, 0xffffffff, 0xffffffff).u16(n.length, 20).bytes(n);
  w.u16(1, 16).u64(size, size).bytes(content);
  const cdStart = w.out.length;
  w.u32(0x02014b50)
    .u16(45, 45, 0, 0, 0, 0)
    .u32(0, 0xffffffff, 0xffffffff)
    .u16(n.length, 28, 0, 0, 0)
    .u32(0, 0xffffffff);
  w.bytes(n).u16(1, 24).u64(size, size, 0);
  const cdSize = w.out.length - cdStart;
  const eocd64 = w.out.length;
  w.u32(0x06064b50).u64(44).u16(45, 45).u32(0, 0).u64(1, 1, cdSize, cdStart);
  w.u32(0x07064b50, 0).u64(eocd64).u32(1);
  w.u32(0x06054b50).u16(0, 0, 0xffff, 0xffff).u32(0xffffffff, 0xffffffff).u16(0);
  return Uint8Array.from(w.out);
}

describe('zip reader', () => {
  it('lists entries in nested folders, stored and deflated, past an archive comment', async () => {
    const zip = zipSync(
      {
        a: {},
        'a/b/one.gpx': [strToU8('<gpx>one</gpx>'), { level: 0 }],
        'two.gpx': [strToU8('<gpx>two</gpx>'.repeat(50)), { level: 9 }],
      },
      { comment: 'exported by a test' },
    );
    const entries = await readZipDirectory(blob(zip));
    expect(entries.map((e) => [e.name, e.isDirectory, e.method])).toEqual([
      ['a/', true, 8],
      ['a/b/one.gpx', false, 0],
      ['two.gpx', false, 8],
    ]);
    expect(text(await readZipEntry(blob(zip), entries[1]!))).toBe('<gpx>one</gpx>');
    expect(text(await readZipEntry(blob(zip), entries[2]!))).toBe('<gpx>two</gpx>'.repeat(50));
  });

  it('inflates a large entry off the main thread (fflate async) with the same result', async () => {
    const big = strToU8(
      '<trkpt lat="47.1" lon="8.2"><ele>412.5</ele></trkpt>\n'.repeat(
        Math.ceil((SYNC_MAX_OUTPUT_BYTES * 1.5) / 52),
      ),
    );
    const zip = zipSync({ 'big.gpx': [big, { level: 6 }] });
    const [entry] = await readZipDirectory(blob(zip));
    expect(entry!.size).toBeGreaterThan(SYNC_MAX_OUTPUT_BYTES);
    const out = await readZipEntry(blob(zip), entry!);
    expect(out.length).toBe(big.length);
    expect(Buffer.from(out).equals(Buffer.from(big))).toBe(true); // toEqual is slow on megabytes
  });

  it('reads zip64 sizes and offsets', async () => {
    const zip = zip64Archive('activities/64.gpx', strToU8('<gpx>zip64</gpx>'));
    const entries = await readZipDirectory(blob(zip));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'activities/64.gpx',
      size: 16,
      compressedSize: 16,
      localHeaderOffset: 0,
    });
    expect(text(await readZipEntry(blob(zip), entries[0]!))).toBe('<gpx>zip64</gpx>');
  });

  it('fails in plain words on a file that is not a zip, a cut directory or an impossible size', async () => {
    await expect(readZipDirectory(blob(strToU8('hello')))).rejects.toThrow(
      'Not a zip archive (no zip directory found)',
    );
    const zip = zipSync({ 'x.gpx': strToU8('<gpx/>') });
    const cut = zip.slice(zip.length - 22); // the end record alone: its directory is gone
    await expect(readZipDirectory(blob(cut))).rejects.toThrow(/Damaged zip archive/);
    const entries = await readZipDirectory(blob(zip));
    const lying = { ...entries[0]!, method: 8, compressedSize: 2, size: 10_000_000 };
    await expect(readZipEntry(blob(zip), lying)).rejects.toThrow(
      'Damaged zip archive (impossible entry size)',
    );
    expect(deflateSync(strToU8('a')).length).toBeGreaterThan(0);
  });
});

describe('raw entry reader', () => {
  it('reads every entry as stored through few slices of the archive, then unpacks each exactly', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 40; i++) files[`activities/${i}.gpx`] = strToU8(`<gpx>${i}</gpx>`.repeat(200 + i));
    const zip = zipSync(files, { level: 6 });
    const archive = blob(zip);
    let slices = 0;
    const counting = {
      size: archive.size,
      slice: (a?: number, b?: number) => (slices++, archive.slice(a, b)),
    };
    const entries = await readZipDirectory(archive);
    const reader = createRawEntryReader(counting, 4096);
    for (const entry of entries) {
      const raw = await reader.read(entry);
      expect(raw).toHaveLength(entry.compressedSize);
      const out = unpackZipEntry(raw, entry);
      expect(out).toEqual(files[entry.name]);
      expect(crc32(out)).toBe(entry.crc32);
    }
    // One slice per 4 KB window, not two per entry.
    expect(slices).toBeLessThanOrEqual(Math.ceil(zip.length / 4096) + 1);
    expect(slices).toBeLessThan(entries.length);
  });

  it('says an entry is cut short when the archive ends inside it', async () => {
    const zip = zipSync({ 'a.gpx': [strToU8('<gpx>a</gpx>'.repeat(100)), { level: 0 }] });
    const [entry] = await readZipDirectory(blob(zip));
    const cut = blob(zip.subarray(0, 200));
    await expect(createRawEntryReader(cut).read(entry!)).rejects.toThrow(/cut short/);
  });
});
