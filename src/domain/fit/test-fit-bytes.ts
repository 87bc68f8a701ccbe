/**
 * A FIT writer at byte level for tests: what the SDK's encoder cannot write (compressed-timestamp
 * headers, big-endian definitions). Header, messages, then the CRC over both.
 */
import { fitCrc } from './crc';

export type FieldDef = readonly [num: number, size: number, baseType: number];

export class FitBytes {
  private body: number[] = [];
  private big = new Map<number, boolean>();

  /** A definition message for `local` of global message `global`. */
  define(local: number, global: number, fields: readonly FieldDef[], bigEndian = false): this {
    this.big.set(local, bigEndian);
    this.body.push(0x40 | local, 0, bigEndian ? 1 : 0);
    this.push(global, 2, bigEndian);
    this.body.push(fields.length);
    for (const [n, s, t] of fields) this.body.push(n, s, t);
    return this;
  }

  /** A data message with a normal header; values are written with the given sizes. */
  data(local: number, values: readonly (readonly [value: number, size: number])[]): this {
    this.body.push(local & 0x0f);
    for (const [v, s] of values) this.push(v, s, this.big.get(local) ?? false);
    return this;
  }

  /** A data message with a compressed-timestamp header (local 0-3, 5-bit time offset). */
  compressed(
    local: number,
    offset: number,
    values: readonly (readonly [value: number, size: number])[],
  ): this {
    this.body.push(0x80 | ((local & 0x03) << 5) | (offset & 0x1f));
    for (const [v, s] of values) this.push(v, s, this.big.get(local) ?? false);
    return this;
  }

  private push(v: number, size: number, big: boolean): void {
    const bytes: number[] = [];
    let x = v < 0 ? v + 2 ** (8 * size) : v;
    for (let i = 0; i < size; i++) {
      bytes.push(x % 256);
      x = Math.floor(x / 256);
    }
    this.body.push(...(big ? bytes.reverse() : bytes));
  }

  /** The whole file: 14-byte header (with header CRC), messages, file CRC. */
  bytes(): Uint8Array {
    const out = new Uint8Array(14 + this.body.length + 2);
    const dv = new DataView(out.buffer);
    out[0] = 14;
    out[1] = 0x20;
    dv.setUint16(2, 2100, true);
    dv.setUint32(4, this.body.length, true);
    out.set([0x2e, 0x46, 0x49, 0x54], 8);
    dv.setUint16(12, fitCrc(out, 0, 12), true);
    out.set(this.body, 14);
    dv.setUint16(14 + this.body.length, fitCrc(out, 0, 14 + this.body.length), true);
    return out;
  }
}

/** FIT seconds of an epoch-ms time. */
export const fitSeconds = (ms: number): number => Math.round(ms / 1000) - 631065600;
