/**
 * Segments across the parts of real recordings (match.ts: a FIT timer stop, a TCX lap's new
 * <Track> start a new part; a part that begins where the last one ended continues it). For every
 * file of the corpus with such a join inside its moving distance, a segment is cut from the
 * activity itself, from SPAN_M before the first join to SPAN_M after it, and matched against the
 * same activity: it must find that very pass, across the join, with the join's pause in its elapsed
 * time. (Before parts were joined, no effort could cross an auto-lap or an auto-pause: a Garmin
 * TCX with laps every kilometre had no effort longer than a lap.)
 */
import { expect, it } from 'vitest';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import { segmentEnd } from '../../src/domain/track/track-data';
import type { TrackData } from '../../src/domain/track/types';
import { buildSegment, pointsFromTrack } from '../../src/domain/segments/build-segment';
import { matchSegment } from '../../src/domain/segments/effort-figures';
import { continuesPart, CROSSING_MAX_SHIFT_STEPS } from '../../src/domain/segments/match';
import { prepareSegment } from '../../src/domain/segments/prepare';
import { haversineM } from '../../src/domain/geo';
import { corpusFiles, describeCorpus, readCorpusFile } from './corpus';

/** The segment reaches this far along the track either side of the join, metres. */
const SPAN_M = 400;

/** Distance along the track from point `from` to `to`, steps across parts included. */
function along(track: TrackData, from: number, to: number): number {
  let m = 0;
  for (let i = from + 1; i <= to; i++)
    m += haversineM(track.lat[i - 1]!, track.lon[i - 1]!, track.lat[i]!, track.lon[i]!);
  return m;
}

/** The first join of two parts (match.ts definition) with SPAN_M of track either side, or null. */
function firstJoin(track: TrackData): { at: number; from: number; to: number } | null {
  for (let k = 1; k < track.segmentStarts.length; k++) {
    const at = track.segmentStarts[k]!;
    if (!continuesPart(track, at)) continue;
    // Within the parts either side (and their own joined neighbours' points are not needed).
    const start = track.segmentStarts[k - 1]!;
    const end = segmentEnd(track, k);
    let from = at - 1;
    while (from > start && along(track, from, at - 1) < SPAN_M) from--;
    let to = at;
    while (to < end - 1 && along(track, at, to) < SPAN_M) to++;
    if (along(track, from, at - 1) >= SPAN_M && along(track, at, to) >= SPAN_M) return { at, from, to };
  }
  return null;
}

describeCorpus('segments across the parts of real recordings', () => {
  const cases = corpusFiles().flatMap((file) => {
    const track = parseActivity(readCorpusFile(file), file).track;
    const join = track.length > 0 && Number.isFinite(track.lat[0]) ? firstJoin(track) : null;
    return join ? [{ file, track, ...join }] : [];
  });

  it('has several recordings with laps or pauses to cut across', () => {
    expect(cases.map((c) => c.file).length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases.map((c) => [c.file, c] as const))('%s: its own pass across the join', (_, c) => {
    const segment = buildSegment({
      id: 's'.repeat(32),
      name: 'Across the join',
      points: pointsFromTrack(c.track, c.from, c.to),
      createdAt: 0,
      source: 'activity',
    });
    const efforts = matchSegment(prepareSegment(segment), c.track);
    const pass = efforts.find((e) => e.startPos <= c.at - 1 && e.endPos >= c.at);
    expect(pass, `efforts at ${efforts.map((e) => `${e.startPos}-${e.endPos}`).join(', ')}`).toBeDefined();
    // At the segment's own ends, give or take the crossing's refinement under GPS noise.
    expect(Math.abs(pass!.startPos - c.from)).toBeLessThanOrEqual(CROSSING_MAX_SHIFT_STEPS + 1);
    expect(Math.abs(pass!.endPos - c.to)).toBeLessThanOrEqual(CROSSING_MAX_SHIFT_STEPS + 1);
    const time = c.track.time;
    const pause = (time[c.at]! - time[c.at - 1]!) / 1000;
    if (Number.isFinite(pause)) expect(pass!.elapsedS!).toBeGreaterThan(pause);
  });
});
