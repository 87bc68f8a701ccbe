/**
 * Growable columnar point storage used while scanning. Columns grow by doubling (so appending is
 * amortised O(1) and allocation-free between growths); optional channels (ele, time, hr, ...) are
 * only allocated once a value for them is seen, and `build` trims everything to the final length.
 */
import { EL_CAD, EL_COURSE, EL_ELE, EL_HR, EL_POWER, EL_SPEED, EL_TEMP, EL_TIME } from './element-names';
import type { TrackData } from '../track/types';

const MIN_CAPACITY = 64;

function grow64(a: Float64Array, cap: number, fill: number): Float64Array {
  const out = new Float64Array(cap);
  out.set(a);
  if (fill !== 0) out.fill(fill, a.length);
  return out;
}

function grow32(a: Float32Array | null, cap: number): Float32Array | null {
  if (a === null) return null;
  const out = new Float32Array(cap);
  out.set(a);
  out.fill(NaN, a.length);
  return out;
}

function nan32(n: number): Float32Array {
  return new Float32Array(n).fill(NaN);
}

function trim32(a: Float32Array | null, n: number): Float32Array {
  return a === null ? nan32(n) : a.slice(0, n);
}

export class ColumnBuilder {
  /** Number of points appended. */
  n = 0;
  private cap: number;
  lat: Float64Array;
  lon: Float64Array;
  time: Float64Array | null = null;
  ele: Float32Array | null = null;
  hr: Float32Array | null = null;
  cad: Float32Array | null = null;
  power: Float32Array | null = null;
  temp: Float32Array | null = null;
  speed: Float32Array | null = null;
  course: Float32Array | null = null;
  private readonly starts: number[] = [];
  private segmentPending = true;

  constructor(capacityHint = MIN_CAPACITY) {
    this.cap = Math.max(MIN_CAPACITY, Math.ceil(capacityHint));
    this.lat = new Float64Array(this.cap);
    this.lon = new Float64Array(this.cap);
  }

  /** The next point appended starts a new segment (empty segments leave no trace). */
  breakSegment(): void {
    this.segmentPending = true;
  }

  /** Appends a point and returns its row; every optional channel of the row is NaN. */
  add(lat: number, lon: number): number {
    const row = this.n;
    if (row === this.cap) this.growTo(this.cap * 2);
    if (this.segmentPending) {
      this.starts.push(row);
      this.segmentPending = false;
    }
    this.lat[row] = lat;
    this.lon[row] = lon;
    this.n = row + 1;
    return row;
  }

  setTime(row: number, v: number): void {
    (this.time ??= new Float64Array(this.cap).fill(NaN))[row] = v;
  }
  setEle(row: number, v: number): void {
    (this.ele ??= nan32(this.cap))[row] = v;
  }
  setHr(row: number, v: number): void {
    (this.hr ??= nan32(this.cap))[row] = v;
  }
  setCad(row: number, v: number): void {
    (this.cad ??= nan32(this.cap))[row] = v;
  }
  setPower(row: number, v: number): void {
    (this.power ??= nan32(this.cap))[row] = v;
  }
  setTemp(row: number, v: number): void {
    (this.temp ??= nan32(this.cap))[row] = v;
  }
  setSpeed(row: number, v: number): void {
    (this.speed ??= nan32(this.cap))[row] = v;
  }
  setCourse(row: number, v: number): void {
    (this.course ??= nan32(this.cap))[row] = v;
  }

  /** Sets the channel of a point field (its element code) of a row. */
  set(code: number, row: number, v: number): void {
    if (code === EL_TIME) this.setTime(row, v);
    else if (code === EL_ELE) this.setEle(row, v);
    else if (code === EL_HR) this.setHr(row, v);
    else if (code === EL_CAD) this.setCad(row, v);
    else if (code === EL_POWER) this.setPower(row, v);
    else if (code === EL_TEMP) this.setTemp(row, v);
    else if (code === EL_SPEED) this.setSpeed(row, v);
    else if (code === EL_COURSE) this.setCourse(row, v);
  }

  private growTo(cap: number): void {
    this.cap = cap;
    this.lat = grow64(this.lat, cap, 0);
    this.lon = grow64(this.lon, cap, 0);
    if (this.time !== null) this.time = grow64(this.time, cap, NaN);
    this.ele = grow32(this.ele, cap);
    this.hr = grow32(this.hr, cap);
    this.cad = grow32(this.cad, cap);
    this.power = grow32(this.power, cap);
    this.temp = grow32(this.temp, cap);
    this.speed = grow32(this.speed, cap);
    this.course = grow32(this.course, cap);
  }

  /** Trimmed columns. The builder must not be used afterwards. */
  build(): TrackData {
    const n = this.n;
    const track: TrackData = {
      length: n,
      lat: this.lat.slice(0, n),
      lon: this.lon.slice(0, n),
      ele: trim32(this.ele, n),
      time: this.time === null ? new Float64Array(n).fill(NaN) : this.time.slice(0, n),
      hr: trim32(this.hr, n),
      cad: trim32(this.cad, n),
      power: trim32(this.power, n),
      temp: trim32(this.temp, n),
      speed: trim32(this.speed, n),
      segmentStarts: Uint32Array.from(this.starts),
    };
    if (this.course !== null) track.course = this.course.slice(0, n);
    return track;
  }
}

/** Concatenates tracks (each keeps its segments) into one, e.g. a routes-only file's routes. */
export function concatTracks(parts: readonly TrackData[]): TrackData {
  const b = new ColumnBuilder(parts.reduce((s, t) => s + t.length, 0));
  for (const t of parts) {
    for (let k = 0; k < t.segmentStarts.length; k++) {
      b.breakSegment();
      const end = k + 1 < t.segmentStarts.length ? t.segmentStarts[k + 1]! : t.length;
      for (let i = t.segmentStarts[k]!; i < end; i++) copyRow(b, t, i);
    }
  }
  return b.build();
}

function copyRow(b: ColumnBuilder, t: TrackData, i: number): void {
  const row = b.add(t.lat[i]!, t.lon[i]!);
  const has = (v: number | undefined): v is number => v !== undefined && !Number.isNaN(v);
  const [ele, time, hr, cad, power, temp, speed, course] = [
    t.ele[i],
    t.time[i],
    t.hr[i],
    t.cad[i],
    t.power[i],
    t.temp[i],
    t.speed[i],
    t.course?.[i],
  ];
  if (has(ele)) b.setEle(row, ele);
  if (has(time)) b.setTime(row, time);
  if (has(hr)) b.setHr(row, hr);
  if (has(cad)) b.setCad(row, cad);
  if (has(power)) b.setPower(row, power);
  if (has(temp)) b.setTemp(row, temp);
  if (has(speed)) b.setSpeed(row, speed);
  if (has(course)) b.setCourse(row, course);
}
