/**
 * An open-addressing hash table of tile keys (tiles.ts) with two int32 values per tile, in typed
 * arrays: far faster than a Map of 2^34-range numbers (those are heap numbers in V8, not small
 * integers) for the millions of tile visits of a large history.
 */
import { KEY_STRIDE } from './tiles';

const EMPTY = -1;
const INITIAL_CAPACITY = 1 << 12;

const hash = (x: number, y: number): number => {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y + 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) >>> 0;
};

export class TileTable {
  /** Tile key per slot, EMPTY for a free slot. */
  keys: Float64Array;
  /** First value per slot (the explorer keeps the first visitor's activity index here). */
  first: Int32Array;
  /** Second value per slot (a scratch stamp: the last activity or query that touched the tile). */
  stamp: Int32Array;
  size = 0;
  private mask: number;

  constructor(capacity = INITIAL_CAPACITY) {
    this.keys = new Float64Array(capacity).fill(EMPTY);
    this.first = new Int32Array(capacity);
    this.stamp = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
  }

  /** The slot of tile (x, y), or -1. */
  find(x: number, y: number): number {
    const key = y * KEY_STRIDE + x;
    const keys = this.keys;
    for (let s = hash(x, y) & this.mask; ; s = (s + 1) & this.mask) {
      const k = keys[s]!;
      if (k === key) return s;
      if (k === EMPTY) return -1;
    }
  }

  /** The slot of tile (x, y), inserting it (first = -1, stamp = -1) when absent. */
  insert(x: number, y: number): number {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const key = y * KEY_STRIDE + x;
    const keys = this.keys;
    for (let s = hash(x, y) & this.mask; ; s = (s + 1) & this.mask) {
      const k = keys[s]!;
      if (k === key) return s;
      if (k === EMPTY) {
        keys[s] = key;
        this.first[s] = -1;
        this.stamp[s] = -1;
        this.size++;
        return s;
      }
    }
  }

  /**
   * Removes the tiles of these slots (a tile no activity visits any more). Slots change: the table
   * is laid out again (the keys and both values of every other tile kept).
   */
  removeSlots(slots: readonly number[]): void {
    if (slots.length === 0) return;
    for (const s of slots) {
      if (this.keys[s] === EMPTY) continue;
      this.keys[s] = EMPTY;
      this.size--;
    }
    this.rehash(this.keys.length);
  }

  /** Every key in the table, sorted ascending. */
  sortedKeys(): Float64Array {
    const out = new Float64Array(this.size);
    let o = 0;
    for (const k of this.keys) if (k !== EMPTY) out[o++] = k;
    return out.sort();
  }

  private grow(): void {
    this.rehash(this.keys.length * 2);
  }

  /** Lays every tile out again in a table of `capacity` slots. */
  private rehash(capacity: number): void {
    const { keys, first, stamp } = this;
    this.keys = new Float64Array(capacity).fill(EMPTY);
    this.first = new Int32Array(capacity);
    this.stamp = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s]!;
      if (k === EMPTY) continue;
      const y = Math.floor(k / KEY_STRIDE);
      let t = hash(k - y * KEY_STRIDE, y) & this.mask;
      while (this.keys[t] !== EMPTY) t = (t + 1) & this.mask;
      this.keys[t] = k;
      this.first[t] = first[s]!;
      this.stamp[t] = stamp[s]!;
    }
  }
}
