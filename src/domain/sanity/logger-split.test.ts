import { describe, expect, it } from 'vitest';
import { trackFromSegments, type PointInput } from '../track/track-data';
import { leg, T0 } from '../stats/test-tracks';
import { LOGGER_GAP_MS, LOGGER_MIN_SPAN_MS, loggerParts } from './logger-split';

const HOUR = 3_600_000;

/** A 2 km walk of 201 points starting at `time`. */
function outing(time: number): PointInput[] {
  const start = { lat: 46, lon: 7, time };
  return [start, ...leg(start, { bearingDeg: 90, distanceM: 2000, stepM: 10, dtS: 10 })];
}

describe('loggerParts (data-logger files)', () => {
  it('cuts a file spanning years at each gap of over 6 h, one part per outing', () => {
    const days = [0, 400, 800].map((d) => outing(T0 + d * 24 * HOUR));
    const track = trackFromSegments(days);
    expect(loggerParts(track)).toEqual([
      { startIndex: 0, endIndex: 201 },
      { startIndex: 201, endIndex: 402 },
      { startIndex: 402, endIndex: 603 },
    ]);
  });

  it('keeps a two-day hike with a night stop as one activity', () => {
    // Day one, then 14 h of night, then day two: span under two days.
    const track = trackFromSegments([outing(T0), outing(T0 + 24 * HOUR)]);
    expect(LOGGER_MIN_SPAN_MS).toBe(48 * HOUR);
    expect(loggerParts(track)).toEqual([]);
  });

  it('keeps a long file without gaps over 6 h as one', () => {
    // Segments every 5 h over three days: long, but never a 6 h gap.
    const track = trackFromSegments(Array.from({ length: 15 }, (_, k) => outing(T0 + k * 5 * HOUR)));
    expect(loggerParts(track)).toEqual([]);
  });

  it('cuts inside a segment too, and at a gap of just over 6 h but not at exactly 6 h', () => {
    const a = outing(T0);
    const lastA = a[a.length - 1]!.time!;
    const b = outing(lastA + LOGGER_GAP_MS); // exactly 6 h: no cut
    const lastB = b[b.length - 1]!.time!;
    const c = outing(lastB + LOGGER_GAP_MS + 1000); // just over
    const d = outing(T0 + 3 * 24 * HOUR);
    const track = trackFromSegments([[...a, ...b, ...c, ...d]]);
    const parts = loggerParts(track);
    expect(parts.map((p) => p.startIndex)).toEqual([0, 402, 603]);
    expect(parts[parts.length - 1]!.endIndex).toBe(804);
  });

  it('reads files out of time order (span from earliest to latest) and skips untimed points', () => {
    const late = outing(T0 + 100 * 24 * HOUR);
    const early = outing(T0).map((p, k) => (k === 5 ? { lat: p.lat, lon: p.lon } : p));
    const parts = loggerParts(trackFromSegments([late, early]));
    expect(parts).toEqual([
      { startIndex: 0, endIndex: 201 },
      { startIndex: 201, endIndex: 402 },
    ]);
  });

  it('leaves a track without times whole', () => {
    const untimed = outing(T0).map(({ lat, lon }) => ({ lat, lon }));
    expect(loggerParts(trackFromSegments([untimed, untimed]))).toEqual([]);
  });
});
