/**
 * Hand-written GPX for tests: a document wrapper, a seeded random source, and helpers that read
 * a TrackData back as plain arrays. Never used by production code.
 */
import type { TrackData } from '../track/types';
import { createRng } from '../prng';

export const NS_11 = 'http://www.topografix.com/GPX/1/1';
export const NS_TPX1 = 'http://www.garmin.com/xmlschemas/TrackPointExtension/v1';
export const NS_TPX2 = 'http://www.garmin.com/xmlschemas/TrackPointExtension/v2';
export const NS_GPXDATA = 'http://www.cluetrust.com/XML/GPXDATA/1/0';

/** A GPX 1.1 document around body, with the Garmin v1 namespace declared as gpxtpx. */
export function gpx11(body: string, attrs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="${NS_11}" xmlns:gpxtpx="${NS_TPX1}"${attrs}>
${body}
</gpx>
`;
}

/** A seeded pseudo-random source in [0, 1) (mulberry32, see prng.ts). */
export const seeded = (seed: number): (() => number) => createRng(seed).next;

/** A typed array as a plain number array (NaN kept), for toEqual. */
export function arr(a: ArrayLike<number>): number[] {
  return Array.from(a);
}

/** Segment k of a track as [start, end). */
export function segments(t: TrackData): [number, number][] {
  const s = Array.from(t.segmentStarts);
  return s.map((start, k) => [start, s[k + 1] ?? t.length]);
}

/** True when no lat/lon is NaN or infinite. */
export function coordinatesFinite(t: TrackData): boolean {
  for (let i = 0; i < t.length; i++) {
    if (!Number.isFinite(t.lat[i]) || !Number.isFinite(t.lon[i])) return false;
  }
  return true;
}
