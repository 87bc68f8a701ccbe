import { describe, expect, it } from 'vitest';
import { trackFromSegments } from '../domain/track/track-data';
import {
  CODEC_VERSION,
  CodecError,
  packProducts,
  packTrack,
  readColumn,
  unpackProducts,
  unpackTrack,
  writeColumn,
} from './codec';
import { makeProducts, makeTrackPoints } from '../testing/store-fixtures';
import { expectSameColumns } from '../testing/typed-array-expect';

describe('packTrack / unpackTrack', () => {
  it('round-trips every column exactly, NaN included, into fresh compact arrays', () => {
    const track = trackFromSegments(makeTrackPoints(3));
    const bytes = packTrack(track);
    const back = unpackTrack(bytes);
    expect(back.length).toBe(track.length);
    expectSameColumns(back, track);
    expect(back.lat.buffer).not.toBe(bytes.buffer);
    expect(back.lat.byteLength).toBe(back.lat.buffer.byteLength);
  });

  it('writes a magic, version, counts header and 8-byte aligned little-endian columns', () => {
    const track = trackFromSegments([[{ lat: 1.5, lon: 2.5 }], [{ lat: 3, lon: 4, ele: 7 }]]);
    const bytes = packTrack(track);
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('GPXT');
    expect(view.getUint16(4, true)).toBe(CODEC_VERSION);
    expect(view.getUint32(8, true)).toBe(2);
    expect(view.getUint32(12, true)).toBe(2);
    expect(view.getFloat64(16, true)).toBe(1.5); // lat[0] right after the header
    expect(view.getFloat64(24, true)).toBe(3); // lat[1]
    // 3 f64 columns of 16 bytes, 6 f32 columns of 8 bytes, one u32 column of 8 bytes
    expect(bytes.byteLength).toBe(16 + 3 * 16 + 6 * 8 + 8);
  });

  it('packs a track whose arrays are views into a larger buffer', () => {
    const big = trackFromSegments(makeTrackPoints(1, 10));
    const n = 4;
    const view = {
      ...big,
      length: n,
      lat: big.lat.subarray(2, 2 + n),
      lon: big.lon.subarray(2, 2 + n),
      ele: big.ele.subarray(2, 2 + n),
      time: big.time.subarray(2, 2 + n),
      hr: big.hr.subarray(2, 2 + n),
      cad: big.cad.subarray(2, 2 + n),
      power: big.power.subarray(2, 2 + n),
      temp: big.temp.subarray(2, 2 + n),
      speed: big.speed.subarray(2, 2 + n),
      segmentStarts: Uint32Array.of(0),
    };
    expectSameColumns(unpackTrack(packTrack(view)), view);
  });

  it('round-trips an empty track', () => {
    const back = unpackTrack(packTrack(trackFromSegments([])));
    expect(back.length).toBe(0);
    expect(back.segmentStarts.length).toBe(0);
  });

  it('reads bytes that sit at an odd offset inside a larger buffer', () => {
    const bytes = packTrack(trackFromSegments(makeTrackPoints(2)));
    const host = new Uint8Array(bytes.byteLength + 3);
    host.set(bytes, 3);
    expectSameColumns(unpackTrack(host.subarray(3)), unpackTrack(bytes));
  });

  it('refuses to pack a track with mismatched columns', () => {
    const track = trackFromSegments(makeTrackPoints(1));
    expect(() => packTrack({ ...track, hr: new Float32Array(1) })).toThrow(
      /Cannot pack track: track hr has 1 values/,
    );
  });

  it.each([
    ['not bytes', () => 'hello' as unknown as Uint8Array, /expected bytes/],
    ['too short', () => new Uint8Array(5), /shorter than the header/],
    ['wrong magic', () => packProducts(makeProducts(1)), /wrong magic bytes/],
    [
      'truncated',
      () => packTrack(trackFromSegments(makeTrackPoints(1))).subarray(0, 100),
      /truncated or corrupt/,
    ],
  ])('rejects %s with a one-line CodecError', (_label, make, message) => {
    let error: unknown;
    try {
      unpackTrack(make());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CodecError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('rejects an unknown version and broken segment starts', () => {
    const bytes = packTrack(trackFromSegments(makeTrackPoints(1)));
    const newer = bytes.slice();
    new DataView(newer.buffer).setUint16(4, CODEC_VERSION + 1, true);
    expect(() => unpackTrack(newer)).toThrow(/format version 2 is not supported/);
    const broken = bytes.slice();
    const segOffset = broken.byteLength - 8; // the u32 segment starts column (2 values)
    new DataView(broken.buffer).setUint32(segOffset + 4, 9999, true);
    expect(() => unpackTrack(broken)).toThrow(/segment starts are not ascending/);
  });
});

describe('packProducts / unpackProducts', () => {
  it('round-trips profile, heat and path exactly', () => {
    const products = makeProducts(2);
    const back = unpackProducts(packProducts(products));
    expectSameColumns(back.profile, products.profile);
    expectSameColumns(back.heat, products.heat);
    expectSameColumns(back.path, products.path);
  });

  it('round-trips empty products', () => {
    const empty = makeProducts(0, 0);
    const products = {
      ...empty,
      heat: { lonLat: new Float32Array(0) },
      path: { lonLat: new Float32Array(0), partStarts: new Uint32Array(0) },
    };
    const back = unpackProducts(packProducts(products));
    expect(back.profile.distanceM.length).toBe(0);
    expect(back.path.partStarts.length).toBe(0);
  });

  it('rejects a track file, a truncated file and broken part starts', () => {
    expect(() => unpackProducts(packTrack(trackFromSegments(makeTrackPoints(1))))).toThrow(CodecError);
    const bytes = packProducts(makeProducts(1));
    expect(() => unpackProducts(bytes.subarray(0, bytes.byteLength - 8))).toThrow(/truncated or corrupt/);
    const broken = bytes.slice();
    new DataView(broken.buffer).setUint32(broken.byteLength - 8, 1, true); // partStarts[0] = 1
    expect(() => unpackProducts(broken)).toThrow(/path part starts must start at 0/);
  });

  it('refuses to pack an odd heat array', () => {
    const products = makeProducts(1);
    expect(() => packProducts({ ...products, heat: { lonLat: Float32Array.of(1, 2, 3) } })).toThrow(
      /odd number/,
    );
  });
});

describe('column writer and reader (big-endian hosts use the DataView path)', () => {
  it.each([
    ['f64', Float64Array.of(1.5, NaN, -0, 1e300)],
    ['f32', Float32Array.of(1.5, NaN, -2.25)],
    ['u32', Uint32Array.of(0, 1, 4294967295)],
  ] as const)('%s: the DataView path writes and reads the same bytes as the fast path', (kind, column) => {
    const fast = new Uint8Array(32);
    const slow = new Uint8Array(32);
    writeColumn(fast, 0, kind, column);
    writeColumn(slow, 0, kind, column, true);
    expect(slow).toEqual(fast);
    const back = readColumn(slow, 0, kind, column.length, true);
    expect(new Uint8Array(back.buffer)).toEqual(new Uint8Array(column.buffer));
  });
});
