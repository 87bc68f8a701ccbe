import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gunzipBounded, GzipTrailerError, InflateLimitError } from './bounded-gunzip';

/** A gzip file whose ISIZE trailer says `stated` bytes, whatever it really holds. */
function lyingSize(gz: Uint8Array, stated: number): Uint8Array {
  const out = gz.slice();
  new DataView(out.buffer).setUint32(out.length - 4, stated, true);
  return out;
}

describe('gunzipBounded', () => {
  it('returns the exact contents of a file under the limit', () => {
    const text = new TextEncoder().encode('<gpx>'.repeat(50_000));
    const out = gunzipBounded(gzipSync(text), 1024 * 1024);
    expect(out).toEqual(text);
  });

  it('joins the members of a multi-member .gz file', () => {
    const a = new TextEncoder().encode('first member ');
    const b = new TextEncoder().encode('second member');
    const both = new Uint8Array([...gzipSync(a), ...gzipSync(b)]);
    expect(new TextDecoder().decode(gunzipBounded(both, 1000))).toBe('first member second member');
  });

  it('stops at the limit when the trailer understates the size, without reading the rest', () => {
    const slice = 512;
    const big = new Uint8Array(8 * 1024 * 1024); // 8 MB of zeros, ~8 KB compressed
    const gz = lyingSize(gzipSync(big, { level: 1 }), 100);
    // Damage everything after the first two slices: reading that far would fail as "damaged".
    expect(gz.length).toBeGreaterThan(4 * slice);
    gz.fill(0xff, 2 * slice, gz.length - 8);
    expect(() => gunzipBounded(gz, 64 * 1024, slice)).toThrow(InflateLimitError);
    // The same file under a limit it cannot reach before the damage is reported as damaged.
    expect(() => gunzipBounded(gz, 1024 * 1024 * 1024, slice)).toThrow(/damaged/);
  });

  it('refuses exactly one byte over the limit and accepts exactly the limit', () => {
    const data = new Uint8Array(5000).fill(7);
    const gz = gzipSync(data);
    expect(gunzipBounded(gz, 5000)).toHaveLength(5000);
    expect(() => gunzipBounded(gz, 4999)).toThrow(/more than/);
  });

  it('says a damaged file is damaged', () => {
    const gz = gzipSync(new TextEncoder().encode('hello world '.repeat(1000)));
    const broken = gz.slice();
    for (let i = 12; i < 40; i++) broken[i] = 0xff;
    expect(() => gunzipBounded(broken, 1e6)).toThrow(/damaged gzip data/);
  });

  it("checks each member's CRC-32 and length against its trailer", () => {
    const text = new TextEncoder().encode('<trkpt lat="1" lon="2"/>'.repeat(200));
    const gz = gzipSync(text);
    const badCrc = gz.slice();
    badCrc[badCrc.length - 8] = (badCrc[badCrc.length - 8] ?? 0) ^ 0x01;
    expect(() => gunzipBounded(badCrc, 1e6)).toThrow(/checksum mismatch/);
    const badLength = lyingSize(gz, text.length + 1);
    expect(() => gunzipBounded(badLength, 1e6)).toThrow(GzipTrailerError);
    expect(() => gunzipBounded(badLength, 1e6)).toThrow(/length mismatch/);
    // A trailer cut short: the deflate data is whole, the checks cannot hold.
    expect(() => gunzipBounded(gz.subarray(0, gz.length - 3), 1e6)).toThrow(/damaged/);
    // The first of two members damaged: found, though the last trailer is right.
    const second = gzipSync(new TextEncoder().encode('second'));
    expect(() => gunzipBounded(new Uint8Array([...badCrc, ...second]), 1e6)).toThrow(/checksum/);
    expect(gunzipBounded(new Uint8Array([...gz, ...second]), 1e6)).toHaveLength(text.length + 6);
  });

  it('finds a changed byte in the compressed data that still inflates', () => {
    // Stored (level 0) deflate blocks hold the bytes as they are: a change there inflates cleanly.
    const text = new TextEncoder().encode('lat="48.1000" lon="11.5000" '.repeat(20));
    const gz = gzipSync(text, { level: 0 });
    const at = gz.indexOf(0x31, 20); // a '1' inside the stored data
    const changed = gz.slice();
    changed[at] = 0x32;
    expect(() => gunzipBounded(changed, 1e6)).toThrow(/checksum mismatch/);
  });
});
