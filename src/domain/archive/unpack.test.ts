import { deflateSync, gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { CHECKSUM_MISMATCH } from './limits';
import { unpackFile, unpackZipEntry } from './unpack';

const text = new TextEncoder().encode('<gpx><trk><trkseg>'.repeat(4000));

describe('unpackFile', () => {
  it('reads stored and deflated zip entries, then a .gz layer', () => {
    const zip = { size: text.length, crc32: crc32(text) };
    expect(unpackFile(text.slice(), { zip: { ...zip, method: 0 }, gzip: false })).toEqual(text);
    expect(unpackFile(deflateSync(text), { zip: { ...zip, method: 8 }, gzip: false })).toEqual(text);
    const gz = gzipSync(text);
    const gzEntry = { method: 8, size: gz.length, crc32: crc32(gz) };
    expect(unpackFile(deflateSync(gz), { zip: gzEntry, gzip: true })).toEqual(text);
    expect(unpackFile(gz, { zip: null, gzip: true })).toEqual(text);
  });

  it('fails an entry whose bytes do not match its CRC-32 (one changed byte)', () => {
    const stored = text.slice();
    stored[100] = 'X'.charCodeAt(0);
    expect(() => unpackZipEntry(stored, { method: 0, size: text.length, crc32: crc32(text) })).toThrow(
      CHECKSUM_MISMATCH,
    );
  });

  it('stops an entry that unpacks to more than its directory says, early', () => {
    const packed = deflateSync(new Uint8Array(8 * 1024 * 1024), { level: 1 });
    // Everything after the first two input slices is damaged: reading that far would say "damaged".
    const slice = 512;
    expect(packed.length).toBeGreaterThan(4 * slice);
    packed.fill(0xff, 2 * slice);
    const entry = { method: 8, size: 1000, crc32: 0 };
    expect(() => unpackZipEntry(packed, entry, slice)).toThrow(/more than its directory/);
    // The same entry stated at its real size reaches the damage: the check above stopped before it.
    expect(() => unpackZipEntry(packed, { ...entry, size: 8 * 1024 * 1024 }, slice)).toThrow(
      /Damaged in the zip \(/,
    );
  });

  it('refuses impossible sizes, unknown methods and a missing gzip header with one line each', () => {
    expect(() => unpackZipEntry(new Uint8Array(10), { method: 8, size: 1e9, crc32: 0 })).toThrow(
      /Too large|impossible/,
    );
    expect(() => unpackZipEntry(new Uint8Array(10), { method: 12, size: 10, crc32: 0 })).toThrow(/method 12/);
    expect(() => unpackFile(text, { zip: null, gzip: true })).toThrow(/Not a gzip file/);
    const gz = gzipSync(text);
    gz[gz.length - 6] = (gz[gz.length - 6] ?? 0) ^ 0xff;
    expect(() => unpackFile(gz, { zip: null, gzip: true })).toThrow(
      /^Damaged \.gz file \(checksum mismatch\)/,
    );
    expect(() =>
      unpackZipEntry(deflateSync(text).subarray(0, 50), { method: 8, size: text.length, crc32: 0 }),
    ).toThrow(/Damaged in the zip/);
  });
});
