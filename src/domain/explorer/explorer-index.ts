/**
 * The explorer's index of many activities, kept incrementally: adding an activity adds its tiles
 * (at zoom 14 and 17) without touching the others; replacing one (an edit changed its path or
 * start) re-reads only the tiles it leaves or whose first visitor it was; removing one means
 * building a new index.
 *
 * New tiles: a tile's first visit is by the activity that visited it first in time order (start
 * time, then id, so the answer never depends on the order of import; an activity without a start
 * time comes after every timed one). An activity's new tiles are the tiles it visited first. When an
 * activity older than the first visitor of some of its tiles arrives later, those tiles move to it.
 */
import { largestCluster, maxSquare, type Cluster, type MaxSquare } from './tile-metrics';
import { TileTable } from './tile-table';
import {
  EXPLORER_ZOOMS,
  KEY_STRIDE,
  projectLine,
  traverseProjected,
  type ExplorerZoom,
  type ProjectedLine,
  type TileLine,
} from './tiles';

export interface ExplorerActivity {
  id: string;
  /** Start time, epoch ms (NaN when unknown). */
  startMs: number;
  line: TileLine;
}

export interface TileTotals {
  tiles: number;
  maxSquare: MaxSquare;
  cluster: Cluster;
}

class ZoomIndex {
  readonly table = new TileTable();
  /** Distinct tile keys of each activity, sorted. */
  readonly tiles: Float64Array[] = [];
  newTiles = new Int32Array(64);
  private queryStamp = -2;

  constructor(readonly zoom: ExplorerZoom) {}

  /** Scratch for one activity's keys (reused: no garbage per activity). */
  private scratch = new Float64Array(1024);

  add(a: number, line: ProjectedLine, before: (a: number, b: number) => boolean): void {
    const { table } = this;
    let count = 0;
    if (a >= this.newTiles.length) {
      const grown = new Int32Array(this.newTiles.length * 2);
      grown.set(this.newTiles);
      this.newTiles = grown;
    }
    traverseProjected(line, this.zoom, (x, y) => {
      const s = table.insert(x, y);
      if (table.stamp[s] === a) return;
      table.stamp[s] = a;
      if (count === this.scratch.length) {
        const grown = new Float64Array(count * 2);
        grown.set(this.scratch);
        this.scratch = grown;
      }
      this.scratch[count++] = table.keys[s]!;
      const first = table.first[s]!;
      if (first < 0 || before(a, first)) {
        if (first >= 0) this.newTiles[first]!--;
        table.first[s] = a;
        this.newTiles[a]!++;
      }
    });
    this.tiles[a] = this.scratch.slice(0, count).sort();
  }

  /**
   * Activity a's tiles become those of `line` (its start time may have changed too: `before` tells
   * the new order). Tiles it newly visits go to it when it comes first; the tiles it left or whose
   * first visit it held find their first visitor again among every activity's tiles (one pass over
   * them, only when there is such a tile); a tile left with no visitor is removed. The result is the
   * index that adding every activity with a's new line would build.
   */
  replace(a: number, line: ProjectedLine, before: (a: number, b: number) => boolean): void {
    const { table } = this;
    const pending = this.queryStamp--;
    // a's first visits are found again below, with the tiles that were its.
    for (const k of this.tiles[a]!) {
      const y = Math.floor(k / KEY_STRIDE);
      const s = table.find(k - y * KEY_STRIDE, y);
      if (table.first[s] !== a) continue;
      table.first[s] = -1;
      table.stamp[s] = pending;
    }
    this.newTiles[a] = 0;
    const seen = this.queryStamp--;
    const keys: number[] = [];
    traverseProjected(line, this.zoom, (x, y) => {
      const s = table.insert(x, y);
      if (table.stamp[s] === seen) return;
      keys.push(table.keys[s]!);
      if (table.stamp[s] === pending || table.first[s]! < 0) {
        // Whoever comes first is found below; a new tile is a's for now (no one else visits it).
        table.stamp[s] = pending;
        return;
      }
      table.stamp[s] = seen;
      const first = table.first[s]!;
      if (first !== a && before(a, first)) {
        this.newTiles[first]!--;
        table.first[s] = a;
        this.newTiles[a]!++;
      }
    });
    // A pending tile is listed at each visit: the sorted keys are made distinct.
    const sorted = Float64Array.from(keys).sort();
    this.tiles[a] = sorted.filter((k, i) => i === 0 || k !== sorted[i - 1]);
    this.refindFirst(pending, before);
  }

  /** First visitors of the tiles stamped `pending` (their first is -1), by one pass over every activity. */
  private refindFirst(pending: number, before: (a: number, b: number) => boolean): void {
    const { table } = this;
    const slots: number[] = [];
    for (let s = 0; s < table.stamp.length; s++) if (table.stamp[s] === pending) slots.push(s);
    if (slots.length === 0) return;
    for (let b = 0; b < this.tiles.length; b++) {
      for (const k of this.tiles[b]!) {
        const y = Math.floor(k / KEY_STRIDE);
        const s = table.find(k - y * KEY_STRIDE, y);
        if (table.stamp[s] !== pending) continue;
        const first = table.first[s]!;
        if (first < 0 || before(b, first)) table.first[s] = b;
      }
    }
    const empty: number[] = [];
    for (const s of slots) {
      table.stamp[s] = -1;
      const first = table.first[s]!;
      if (first < 0) empty.push(s);
      else this.newTiles[first]!++;
    }
    table.removeSlots(empty);
  }

  /** Sorted distinct keys of the activities the mask keeps (all of them without a mask). */
  keys(mask?: Uint8Array): Float64Array {
    if (!mask || keepsAll(mask, this.tiles.length)) return this.table.sortedKeys();
    const { table } = this;
    const stamp = this.queryStamp--;
    const out: number[] = [];
    for (let a = 0; a < this.tiles.length; a++) {
      if (!mask[a]) continue;
      for (const k of this.tiles[a]!) {
        const y = Math.floor(k / KEY_STRIDE);
        const s = table.find(k - y * KEY_STRIDE, y);
        if (table.stamp[s] === stamp) continue;
        table.stamp[s] = stamp;
        out.push(k);
      }
    }
    return Float64Array.from(out).sort();
  }
}

export class ExplorerIndex {
  readonly ids: string[] = [];
  private startMs = new Float64Array(64);
  private readonly zooms = new Map<ExplorerZoom, ZoomIndex>(EXPLORER_ZOOMS.map((z) => [z, new ZoomIndex(z)]));
  private readonly before = (a: number, b: number): boolean => {
    const ta = this.startMs[a]!;
    const tb = this.startMs[b]!;
    if (ta !== tb) return ta < tb;
    return this.ids[a]! < this.ids[b]!;
  };

  get size(): number {
    return this.ids.length;
  }

  /** Adds one activity (its index is the number of activities before it). */
  add(activity: ExplorerActivity): void {
    const a = this.ids.length;
    this.ids.push(activity.id);
    if (a >= this.startMs.length) {
      const grown = new Float64Array(this.startMs.length * 2);
      grown.set(this.startMs);
      this.startMs = grown;
    }
    this.startMs[a] = Number.isFinite(activity.startMs) ? activity.startMs : Infinity;
    const projected = projectLine(activity.line);
    for (const z of this.zooms.values()) z.add(a, projected, this.before);
  }

  /**
   * Activity `activity.id` (loaded) with a new line and start time, keeping its index (the order of
   * every mask): the index equals one built with the new line from the start (ZoomIndex.replace).
   */
  replace(activity: ExplorerActivity): void {
    const a = this.ids.indexOf(activity.id);
    if (a < 0) throw new Error(`explorer: ${activity.id} is not loaded, so it cannot be replaced`);
    this.startMs[a] = Number.isFinite(activity.startMs) ? activity.startMs : Infinity;
    const projected = projectLine(activity.line);
    for (const z of this.zooms.values()) z.replace(a, projected, this.before);
  }

  private zoom(z: ExplorerZoom): ZoomIndex {
    return this.zooms.get(z)!;
  }

  /** Sorted distinct tile keys at zoom z of the activities the mask keeps (all without a mask). */
  visitedKeys(z: ExplorerZoom, mask?: Uint8Array): Float64Array {
    return this.zoom(z).keys(mask);
  }

  /** Tiles, max square and cluster at zoom z, of the activities the mask keeps. */
  totals(z: ExplorerZoom, mask?: Uint8Array): TileTotals {
    const keys = this.visitedKeys(z, mask);
    return { tiles: keys.length, maxSquare: maxSquare(keys), cluster: largestCluster(keys) };
  }

  /** Distinct tiles at zoom z of every activity. */
  tileCount(z: ExplorerZoom): number {
    return this.zoom(z).table.size;
  }

  /** Sorted distinct tile keys of activity a at zoom z. */
  activityTiles(z: ExplorerZoom, a: number): Float64Array {
    return this.zoom(z).tiles[a]!;
  }

  /** New tiles of each activity at zoom z (same order as ids). */
  newTiles(z: ExplorerZoom): Int32Array {
    return this.zoom(z).newTiles.slice(0, this.ids.length);
  }

  /** Start times (epoch ms, Infinity when unknown), same order as ids. */
  startTimes(): Float64Array {
    return this.startMs.slice(0, this.ids.length);
  }

  /** Activities (indices) that visited tile key at zoom z, kept by the mask, first visit first. */
  activitiesAt(z: ExplorerZoom, key: number, mask?: Uint8Array): number[] {
    const { tiles } = this.zoom(z);
    const out: number[] = [];
    for (let a = 0; a < tiles.length; a++) {
      if (mask && !mask[a]) continue;
      if (sortedHas(tiles[a]!, key)) out.push(a);
    }
    return out.sort((a, b) => (this.before(a, b) ? -1 : 1));
  }
}

function keepsAll(mask: Uint8Array, n: number): boolean {
  if (mask.length < n) return false;
  for (let a = 0; a < n; a++) if (!mask[a]) return false;
  return true;
}

function sortedHas(keys: Float64Array, key: number): boolean {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < keys.length && keys[lo] === key;
}
