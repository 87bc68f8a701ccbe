/** Growable columns for record messages (doubling typed arrays, trimmed at the end). */
import type { FitRecords } from './types';

type Key = Exclude<keyof FitRecords, 'length'>;
const KEYS64 = ['time', 'lat', 'lon', 'dist'] as const;
const KEYS32 = ['ele', 'hr', 'cad', 'power', 'temp', 'speed', 'devPower'] as const;

export class RecordColumns {
  length = 0;
  capacity: number;
  cols: FitRecords;

  constructor(capacity: number) {
    this.capacity = Math.max(16, capacity);
    this.cols = RecordColumns.alloc(this.capacity, 0);
  }

  /** Columns of n rows, every value NaN (filled once here, so push only counts). */
  private static alloc(n: number, length: number): FitRecords {
    const c = { length } as Record<string, unknown>;
    for (const k of KEYS64) c[k] = new Float64Array(n).fill(NaN);
    for (const k of KEYS32) c[k] = new Float32Array(n).fill(NaN);
    return c as unknown as FitRecords;
  }

  /** Index of a new record with every value NaN. */
  push(): number {
    if (this.length === this.capacity) this.grow();
    return this.length++;
  }

  private grow(): void {
    const next = RecordColumns.alloc(this.capacity * 2, this.length);
    for (const k of [...KEYS64, ...KEYS32] as Key[]) (next[k] as Float64Array).set(this.cols[k]);
    this.cols = next;
    this.capacity *= 2;
  }

  /**
   * The records read: views of the first `length` rows, not copies (parse-fit copies the points it
   * keeps into the track, so copying here too would be a second pass over every column).
   */
  finish(): FitRecords {
    const n = this.length;
    const c = { length: n } as Record<string, unknown>;
    for (const k of [...KEYS64, ...KEYS32] as Key[]) c[k] = (this.cols[k] as Float64Array).subarray(0, n);
    return c as unknown as FitRecords;
  }
}
