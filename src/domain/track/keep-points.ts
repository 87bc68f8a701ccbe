/**
 * The one way points are taken out of a track (an edit's trim, cut or split; the sanity checks'
 * dropped points): a mask of kept points plus where a new segment starts, into a new TrackData
 * (the input is never changed).
 */
import type { TrackData } from './types';

/** The segment index of each point. */
function segmentOf(track: TrackData): Uint32Array {
  const seg = new Uint32Array(track.length);
  let k = 0;
  for (let i = 0; i < track.length; i++) {
    while (k + 1 < track.segmentStarts.length && track.segmentStarts[k + 1]! <= i) k++;
    seg[i] = k;
  }
  return seg;
}

/**
 * The kept points (keep[i] = 1) as a track. A kept point starts a segment when it is the first kept,
 * when it is in another segment than the kept point before it, or when breakBefore[i] is 1.
 */
export function keepPoints(track: TrackData, keep: Uint8Array, breakBefore?: Uint8Array): TrackData {
  const idx: number[] = [];
  for (let i = 0; i < track.length; i++) if (keep[i] === 1) idx.push(i);
  const seg = segmentOf(track);
  const starts: number[] = [];
  idx.forEach((i, j) => {
    const prev = idx[j - 1];
    if (prev === undefined || seg[prev] !== seg[i] || breakBefore?.[i] === 1) {
      starts.push(j);
    }
  });
  const pick = <A extends Float64Array | Float32Array>(a: A): A => {
    const out = new (a.constructor as new (n: number) => A)(idx.length);
    idx.forEach((i, j) => (out[j] = a[i]!));
    return out;
  };
  const out: TrackData = {
    length: idx.length,
    lat: pick(track.lat),
    lon: pick(track.lon),
    ele: pick(track.ele),
    time: pick(track.time),
    hr: pick(track.hr),
    cad: pick(track.cad),
    power: pick(track.power),
    temp: pick(track.temp),
    speed: pick(track.speed),
    segmentStarts: Uint32Array.from(starts),
  };
  if (track.course !== undefined) out.course = pick(track.course);
  if (track.dist !== undefined) out.dist = pick(track.dist);
  return out;
}
