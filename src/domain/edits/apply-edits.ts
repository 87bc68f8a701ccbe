/**
 * Applies an activity's operations (types.ts) to its parsed track, in order. Pure: TrackData in,
 * a new TrackData out. An operation that would leave fewer than MIN_EDITED_POINTS points, or a
 * merge of overlapping times, throws an EditError saying why; nothing is half applied.
 */
import type { TrackData } from '../track/types';
import { keepPoints } from '../track/keep-points';
import { editTimes } from './keep-points';
import { mergeTracks } from './merge';
import { EditError, MIN_EDITED_POINTS, type EditOp } from './types';

/** The (edited) tracks of the other activities a merge names, by id. */
export type MergeSources = ReadonlyMap<string, TrackData>;

const when = (iso: string) => iso.replace('.000Z', 'Z');

function checked(track: TrackData, what: string): TrackData {
  if (track.length < MIN_EDITED_POINTS) {
    const left = track.length === 1 ? '1 point' : `${track.length} points`;
    throw new EditError(`${what} would leave ${left}; an activity needs at least ${MIN_EDITED_POINTS}`);
  }
  return track;
}

function rangeOf(op: { start: string; end: string }): [number, number] {
  const start = Date.parse(op.start);
  const end = Date.parse(op.end);
  if (!(end > start)) throw new EditError(`The ${when(op.end)} end is not after the ${when(op.start)} start`);
  return [start, end];
}

export function trimTrack(track: TrackData, op: { start: string; end: string }): TrackData {
  const [start, end] = rangeOf(op);
  const t = editTimes(track);
  const keep = new Uint8Array(track.length);
  for (let i = 0; i < track.length; i++) keep[i] = t[i]! >= start && t[i]! <= end ? 1 : 0;
  return checked(keepPoints(track, keep), `Trimming to ${when(op.start)}–${when(op.end)}`);
}

export function cutTrack(track: TrackData, op: { start: string; end: string }): TrackData {
  const [start, end] = rangeOf(op);
  const t = editTimes(track);
  const keep = new Uint8Array(track.length);
  const breakBefore = new Uint8Array(track.length);
  let removed = false;
  for (let i = 0; i < track.length; i++) {
    const inside = t[i]! > start && t[i]! < end;
    keep[i] = inside ? 0 : 1;
    if (inside) removed = true;
    else if (t[i]! >= end) breakBefore[i] = 1;
  }
  if (!removed)
    throw new EditError(`No point lies between ${when(op.start)} and ${when(op.end)}: nothing to cut`);
  // Only the first point after the cut breaks the segment.
  const first = breakBefore.indexOf(1);
  breakBefore.fill(0);
  if (first >= 0) breakBefore[first] = 1;
  return checked(keepPoints(track, keep, breakBefore), `Cutting out ${when(op.start)}–${when(op.end)}`);
}

export function splitTrack(track: TrackData, op: { at: string; keep: 'before' | 'after' }): TrackData {
  const at = Date.parse(op.at);
  const t = editTimes(track);
  const keep = new Uint8Array(track.length);
  for (let i = 0; i < track.length; i++) keep[i] = t[i]! <= at === (op.keep === 'before') ? 1 : 0;
  const part = op.keep === 'before' ? 'first' : 'second';
  return checked(keepPoints(track, keep), `Splitting at ${when(op.at)} (the ${part} part)`);
}

/** One operation. */
export function applyEdit(track: TrackData, op: EditOp, sources?: MergeSources): TrackData {
  switch (op.op) {
    case 'trim':
      return trimTrack(track, op);
    case 'cut':
      return cutTrack(track, op);
    case 'split':
      return splitTrack(track, op);
    case 'merge': {
      const others = op.ids.map((id) => {
        const other = sources?.get(id);
        if (other === undefined)
          throw new EditError(`The activity ${id.slice(0, 12)} to merge is not available`);
        return other;
      });
      return checked(mergeTracks([track, ...others]), 'Merging');
    }
  }
}

/** Every operation in order; the input track is returned as it is when there are none. */
export function applyEdits(track: TrackData, ops: readonly EditOp[], sources?: MergeSources): TrackData {
  return ops.reduce((t, op) => applyEdit(t, op, sources), track);
}
