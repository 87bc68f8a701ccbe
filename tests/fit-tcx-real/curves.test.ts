/**
 * Best-mean curves (src/domain/curves) against brute force on the real FIT/TCX corpus: every file
 * through the app's parser, 1 Hz resampler and curve code; at a spread of durations every window of
 * the 1 Hz series is summed from scratch and the best must equal the curve's value (and its start).
 * Fails, never skips, under CI when the corpus is missing (corpus.ts).
 */
import { expect, it } from 'vitest';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import { analyzeIndoor } from '../../src/domain/formats/indoor';
import { analyzeTrack } from '../../src/domain/stats/analysis';
import { computeActivityCurves } from '../../src/domain/curves/activity-curves';
import { durationIndex } from '../../src/domain/curves/grid';
import { resampleOneHz, type OneHzStreams } from '../../src/domain/streams/one-hz';
import { corpusFiles, describeCorpus, readCorpusFile } from './corpus';

const DURATIONS_S = [1, 5, 30, 60, 120, 300, 1200];

function streamsOf(file: string): OneHzStreams {
  const parsed = parseActivity(readCorpusFile(file), file);
  const analysis = parsed.indoor || parsed.virtual ? analyzeIndoor(parsed.track) : analyzeTrack(parsed.track);
  return resampleOneHz(parsed.track, analysis.cum);
}

/** Best window mean by summing every window from scratch; missing counts as 0 or is left out. */
function brute(values: Float32Array, d: number, skipMissing: boolean): number {
  const v = skipMissing
    ? values.filter((x) => !Number.isNaN(x))
    : values.map((x) => (Number.isNaN(x) ? 0 : x));
  let best = -Infinity;
  for (let s = 0; s + d <= v.length; s++) {
    let sum = 0;
    for (let k = s; k < s + d; k++) sum += v[k]!;
    if (sum > best) best = sum;
  }
  return best / d;
}

function bruteSpeed(dist: Float64Array, d: number): number {
  let best = -Infinity;
  for (let s = 0; s + d < dist.length; s++) best = Math.max(best, dist[s + d]! - dist[s]!);
  return best / d;
}

describeCorpus('curves equal brute force on the real FIT/TCX files', () => {
  const files = corpusFiles();
  let checked = 0;
  for (const file of files) {
    it(file, () => {
      const streams = streamsOf(file);
      const curves = computeActivityCurves(streams, { foot: true });
      for (const d of DURATIONS_S) {
        const i = durationIndex(d);
        if (curves.power !== null && d < streams.length) {
          expect(curves.power.values[i]).toBeCloseTo(brute(streams.power, d, false), 2);
          checked++;
        }
        if (curves.hr !== null && i < curves.hr.values.length) {
          expect(curves.hr.values[i]).toBeCloseTo(brute(streams.hr, d, true), 2);
          checked++;
        }
        if (curves.speed !== null && d < streams.length) {
          expect(curves.speed.values[i]).toBeCloseTo(bruteSpeed(streams.dist, d), 4);
          checked++;
        }
      }
    });
  }
  it('checked power, heart rate or speed on the corpus', () => {
    expect(checked).toBeGreaterThan(100);
  });
});
