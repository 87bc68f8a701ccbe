import type { TrackData } from './types';

/** Allocates a TrackData of n points with every optional channel NaN and one segment. */
export function allocTrackData(n: number): TrackData {
  const nan32 = () => new Float32Array(n).fill(NaN);
  return {
    length: n,
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    ele: nan32(),
    time: new Float64Array(n).fill(NaN),
    hr: nan32(),
    cad: nan32(),
    power: nan32(),
    temp: nan32(),
    speed: nan32(),
    segmentStarts: n > 0 ? Uint32Array.of(0) : new Uint32Array(0),
  };
}

/** A point as tests and generators like to write it. Never used on a hot path. */
export interface PointInput {
  lat: number;
  lon: number;
  ele?: number;
  time?: number;
  hr?: number;
  cad?: number;
  power?: number;
  temp?: number;
}

/**
 * Builds a TrackData from point objects (tests, generators). `segments` is a list of point lists;
 * empty segments are skipped.
 */
export function trackFromSegments(segments: readonly (readonly PointInput[])[]): TrackData {
  const nonEmpty = segments.filter((s) => s.length > 0);
  const n = nonEmpty.reduce((sum, s) => sum + s.length, 0);
  const t = allocTrackData(n);
  const starts: number[] = [];
  let i = 0;
  for (const seg of nonEmpty) {
    starts.push(i);
    for (const p of seg) {
      t.lat[i] = p.lat;
      t.lon[i] = p.lon;
      t.ele[i] = p.ele ?? NaN;
      t.time[i] = p.time ?? NaN;
      t.hr[i] = p.hr ?? NaN;
      t.cad[i] = p.cad ?? NaN;
      t.power[i] = p.power ?? NaN;
      t.temp[i] = p.temp ?? NaN;
      i++;
    }
  }
  t.segmentStarts = Uint32Array.from(starts);
  return t;
}

export function trackFromPoints(points: readonly PointInput[]): TrackData {
  return trackFromSegments([points]);
}

/** End index (exclusive) of segment k. */
export function segmentEnd(track: TrackData, k: number): number {
  return k + 1 < track.segmentStarts.length ? (track.segmentStarts[k + 1] as number) : track.length;
}

/** Every typed-array buffer of a TrackData, for postMessage transfer lists. */
export function trackBuffers(track: TrackData): ArrayBuffer[] {
  const arrays = [
    track.lat,
    track.lon,
    track.ele,
    track.time,
    track.hr,
    track.cad,
    track.power,
    track.temp,
    track.speed,
    track.segmentStarts,
  ];
  if (track.course !== undefined) arrays.push(track.course);
  if (track.dist !== undefined) arrays.push(track.dist);
  return arrays.map((a) => a.buffer as ArrayBuffer);
}
