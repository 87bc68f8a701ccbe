/**
 * Merging activities (types.ts, the merge operation): their tracks ordered by start time and
 * concatenated, each starting a new segment, so the gap between them is a pause (no distance, no
 * moving time, no line drawn across the map). Tracks whose time ranges overlap cannot be one
 * recording: refused with an EditError.
 */
import type { TrackData } from '../track/types';
import { editTimes } from './keep-points';
import { EditError } from './types';

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

function span(track: TrackData): [number, number] {
  const t = editTimes(track);
  const start = t[0];
  const end = t[track.length - 1];
  if (start === undefined || end === undefined || !Number.isFinite(start)) {
    throw new EditError('An activity without times cannot be merged: its order is unknown');
  }
  return [start, end];
}

function concat<A extends Float64Array | Float32Array>(parts: readonly A[], n: number): A {
  const out = new (parts[0]!.constructor as new (n: number) => A)(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const nanFilled = (n: number) => new Float32Array(n).fill(NaN);

export function mergeTracks(tracks: readonly TrackData[]): TrackData {
  const ordered = tracks.map((track) => ({ track, span: span(track) })).sort((a, b) => a.span[0] - b.span[0]);
  for (let k = 1; k < ordered.length; k++) {
    const a = ordered[k - 1]!.span;
    const b = ordered[k]!.span;
    if (b[0] <= a[1]) {
      throw new EditError(
        `These activities overlap in time (${iso(b[0])} is before the end of the one before, ${iso(a[1])}): they cannot be merged`,
      );
    }
  }
  const list = ordered.map((o) => o.track);
  const n = list.reduce((s, t) => s + t.length, 0);
  const starts: number[] = [];
  let offset = 0;
  for (const t of list) {
    for (const s of t.segmentStarts) starts.push(s + offset);
    offset += t.length;
  }
  const out: TrackData = {
    length: n,
    lat: concat(
      list.map((t) => t.lat),
      n,
    ),
    lon: concat(
      list.map((t) => t.lon),
      n,
    ),
    ele: concat(
      list.map((t) => t.ele),
      n,
    ),
    time: concat(
      list.map((t) => t.time),
      n,
    ),
    hr: concat(
      list.map((t) => t.hr),
      n,
    ),
    cad: concat(
      list.map((t) => t.cad),
      n,
    ),
    power: concat(
      list.map((t) => t.power),
      n,
    ),
    temp: concat(
      list.map((t) => t.temp),
      n,
    ),
    speed: concat(
      list.map((t) => t.speed),
      n,
    ),
    segmentStarts: Uint32Array.from(starts),
  };
  if (list.some((t) => t.course !== undefined)) {
    out.course = concat(
      list.map((t) => t.course ?? nanFilled(t.length)),
      n,
    );
  }
  if (list.every((t) => t.dist !== undefined)) {
    out.dist = concat(
      list.map((t) => t.dist!),
      n,
    );
  }
  return out;
}
