/**
 * Leaving privacy zones out of heat points, paths and tracks (the definitions are in zones.ts).
 * Each function returns its input itself when no position is inside a zone and no step crosses
 * one, so the common case (no zones, or tracks far from them) costs one pass and no copy.
 */
import type { TrackData } from '../track/types';
import type { HeatPoints, SimplifiedPath } from '../series/types';
import { insideAnyZone, MIN_PART_POINTS, stepCrossesZone, type PrivacyZone } from './zones';

/** Heat points without those inside a zone. */
export function heatOutsideZones(heat: HeatPoints, zones: readonly PrivacyZone[]): HeatPoints {
  if (zones.length === 0) return heat;
  const { lonLat } = heat;
  const keep = new Uint8Array(lonLat.length >> 1);
  let kept = 0;
  for (let p = 0; p < keep.length; p++) {
    if (insideAnyZone(zones, lonLat[2 * p + 1]!, lonLat[2 * p]!)) continue;
    keep[p] = 1;
    kept++;
  }
  if (kept === keep.length) return heat;
  const out = new Float32Array(2 * kept);
  let at = 0;
  for (let p = 0; p < keep.length; p++) {
    if (keep[p] === 0) continue;
    out[at++] = lonLat[2 * p]!;
    out[at++] = lonLat[2 * p + 1]!;
  }
  return { lonLat: out };
}

/**
 * Parts of a sequence of positions after cutting by the zones: [from, to) index ranges of
 * positions to keep, each a separate part. `breaks[i]` says a new part starts at i regardless
 * (the sequence's own parts or segments).
 */
export function keptRanges(
  count: number,
  lat: (i: number) => number,
  lon: (i: number) => number,
  starts: ReadonlySet<number>,
  zones: readonly PrivacyZone[],
): [number, number][] {
  const ranges: [number, number][] = [];
  let from = -1;
  const close = (to: number) => {
    if (from >= 0 && to - from >= MIN_PART_POINTS) ranges.push([from, to]);
    from = -1;
  };
  for (let i = 0; i < count; i++) {
    if (insideAnyZone(zones, lat(i), lon(i))) {
      close(i);
      continue;
    }
    const continues =
      from >= 0 && !starts.has(i) && !stepCrossesZone(zones, lat(i - 1), lon(i - 1), lat(i), lon(i));
    if (!continues) {
      close(i);
      from = i;
    }
  }
  close(count);
  return ranges;
}

/** A simplified path without its positions inside zones, cut into parts where it meets one. */
export function pathOutsideZones(path: SimplifiedPath, zones: readonly PrivacyZone[]): SimplifiedPath {
  if (zones.length === 0) return path;
  const { lonLat, partStarts } = path;
  const n = lonLat.length >> 1;
  const ranges = keptRanges(
    n,
    (i) => lonLat[2 * i + 1]!,
    (i) => lonLat[2 * i]!,
    new Set(partStarts),
    zones,
  );
  const unchanged =
    ranges.length === partStarts.length &&
    ranges.every(([from, to], k) => from === partStarts[k] && to === (partStarts[k + 1] ?? n));
  if (unchanged) return path;
  const total = ranges.reduce((s, [from, to]) => s + to - from, 0);
  const out = new Float32Array(2 * total);
  const starts = new Uint32Array(ranges.length);
  let at = 0;
  ranges.forEach(([from, to], k) => {
    starts[k] = at;
    out.set(lonLat.subarray(2 * from, 2 * to), 2 * at);
    at += to - from;
  });
  return { lonLat: out, partStarts: starts };
}

type Column = Float64Array | Float32Array;

/** A track without its points inside zones, its segments cut where it meets one (exports). */
export function trackOutsideZones(track: TrackData, zones: readonly PrivacyZone[]): TrackData {
  if (zones.length === 0) return track;
  const ranges = keptRanges(
    track.length,
    (i) => track.lat[i]!,
    (i) => track.lon[i]!,
    new Set(track.segmentStarts),
    zones,
  );
  const total = ranges.reduce((s, [from, to]) => s + to - from, 0);
  if (total === track.length && ranges.length === track.segmentStarts.length) return track;
  const pick = <T extends Column>(a: T, make: (n: number) => T): T => {
    const out = make(total);
    let at = 0;
    for (const [from, to] of ranges) {
      out.set(a.subarray(from, to), at);
      at += to - from;
    }
    return out;
  };
  const f64 = (n: number) => new Float64Array(n);
  const f32 = (n: number) => new Float32Array(n);
  const segmentStarts = new Uint32Array(ranges.length);
  ranges.reduce((at, [from, to], k) => ((segmentStarts[k] = at), at + to - from), 0);
  return {
    ...track,
    length: total,
    lat: pick(track.lat, f64),
    lon: pick(track.lon, f64),
    ele: pick(track.ele, f32),
    time: pick(track.time, f64),
    hr: pick(track.hr, f32),
    cad: pick(track.cad, f32),
    power: pick(track.power, f32),
    temp: pick(track.temp, f32),
    speed: pick(track.speed, f32),
    ...(track.course ? { course: pick(track.course, f32) } : {}),
    ...(track.dist ? { dist: pick(track.dist, f64) } : {}),
    segmentStarts,
  };
}
