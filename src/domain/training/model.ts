/**
 * The whole training picture of a list of activities: each one's load and source, by local day,
 * and fitness, fatigue and form over the days (definitions.ts). Reads only the summaries and their
 * training products, so a threshold change re-scores everything without reading a track.
 */
import { startDayOf } from '../filters/metrics';
import type { Sport, TrackSummary } from '../stats/types';
import type { LoadSource } from './definitions';
import { estimateThresholds, type Estimates } from './estimates';
import { fitnessSeries, type FitnessSeries } from './fitness';
import type { TrainingProduct } from './product';
import { makeScorer, thresholdUsed } from './score';
import { indexThresholds, type ThresholdEntry, type ThresholdIndex, type ThresholdKind } from './thresholds';

const METRES_PER_KM = 1000;

/** What the model reads of a summary. */
export type TrainingSummary = Pick<
  TrackSummary,
  'id' | 'sport' | 'startTime' | 'utcOffsetMin' | 'timeZone' | 'movingS' | 'elapsedS'
> & { training: TrainingProduct | null };

export interface ScoredActivity {
  id: string;
  sport: Sport;
  day: number;
  load: number;
  source: LoadSource;
  /** The summary's training product (the same object): zones read its histograms. */
  training: TrainingProduct | null;
}

/** A threshold in force: the person's, else the estimate (labelled as such); null when neither. */
export interface ResolvedThreshold {
  value: number | null;
  estimated: boolean;
}

export interface TrainingModel {
  activities: ScoredActivity[];
  series: FitnessSeries | null;
  estimates: Estimates;
  thresholdOn(kind: ThresholdKind, sport: Sport, day: number): ResolvedThreshold;
  /**
   * The activities of the days from `from` to `to` (inclusive), by day (in list order within a
   * day): a page showing a span reads only its activities, not all of them.
   */
  between(from: number, to: number): ScoredActivity[];
}

/**
 * The activities grouped by day offset from the series' first day (a counting sort: no comparison
 * sort, no map): `order` holds activity indices, day offset d's from `starts[d]` to `starts[d + 1]`.
 */
function dayIndex(activities: readonly ScoredActivity[], series: FitnessSeries | null) {
  const days = series?.load.length ?? 0;
  const starts = new Int32Array(days + 1);
  const first = series?.firstDay ?? 0;
  for (const a of activities) {
    const d = a.day - first;
    if (d >= 0 && d < days) starts[d + 1]!++;
  }
  for (let d = 0; d < days; d++) starts[d + 1]! += starts[d]!;
  const next = starts.slice(0, days);
  const order = new Int32Array(starts[days]!);
  for (let i = 0; i < activities.length; i++) {
    const d = activities[i]!.day - first;
    if (d >= 0 && d < days) order[next[d]!++] = i;
  }
  return (from: number, to: number): ScoredActivity[] => {
    const lo = Math.max(0, from - first);
    const hi = Math.min(days - 1, to - first);
    const out: ScoredActivity[] = [];
    if (hi < lo) return out;
    for (let k = starts[lo]!; k < starts[hi + 1]!; k++) out.push(activities[order[k]!]!);
    return out;
  };
}

function estimateOf(estimates: Estimates, kind: ThresholdKind, sport: Sport, day: number): number | null {
  switch (kind) {
    case 'ftp':
      return estimates.ftpOn(day);
    case 'lthr':
      return estimates.lthr(sport);
    case 'restHr':
      return estimates.restHr;
    case 'maxHr':
      return estimates.maxHr;
    case 'thresholdPace':
      return estimates.thresholdSpeedMps === null ? null : METRES_PER_KM / estimates.thresholdSpeedMps;
  }
}

function resolver(index: ThresholdIndex, estimates: Estimates) {
  return (kind: ThresholdKind, sport: Sport, day: number): ResolvedThreshold => {
    const set = index.lookup(kind, sport, day);
    return set !== null
      ? { value: set, estimated: false }
      : {
          // No estimate of what the sport's load never reads (a ride's threshold pace).
          value: thresholdUsed(kind, sport) ? estimateOf(estimates, kind, sport, day) : null,
          estimated: true,
        };
  };
}

/** Local day of an activity (the file's offset, else its place's zone); null without a start. */
export function trainingDay(s: Pick<TrackSummary, 'startTime' | 'utcOffsetMin' | 'timeZone'>): number | null {
  return startDayOf(s);
}

/** What a threshold change leaves as it was: each summary's day, and the estimated thresholds. */
interface Dated {
  dated: { s: TrainingSummary; day: number }[];
  estimates: Estimates;
}

/** The same items in the same order (the same summary objects: a query's data is never changed in place). */
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

let lastDated: { summaries: readonly TrainingSummary[]; result: Dated } | null = null;
let lastModel: {
  summaries: readonly TrainingSummary[];
  entries: readonly ThresholdEntry[];
  lastDay: number | undefined;
  model: TrainingModel;
} | null = null;

function datedOf(summaries: readonly TrainingSummary[]): Dated {
  if (lastDated !== null && sameItems(lastDated.summaries, summaries)) return lastDated.result;
  const dated: { s: TrainingSummary; day: number }[] = [];
  for (const s of summaries) {
    const day = trainingDay(s);
    if (day !== null) dated.push({ s, day });
  }
  const estimates = estimateThresholds(
    dated.map(({ s, day }) => ({ sport: s.sport, day, product: s.training })),
  );
  const result = { dated, estimates };
  lastDated = { summaries: [...summaries], result };
  return result;
}

/**
 * The model of `summaries` scored with `entries`. The summaries are read as immutable (a query's
 * data): the last list's days and estimated thresholds are kept for the next call with the same
 * summaries, so a threshold change only scores (bench training-rescore); and the last model is
 * returned as it is to the next call with the same summaries, thresholds and last day (the
 * Overview's card, then the Training page: bench training-open).
 */
export function trainingModel(
  summaries: readonly TrainingSummary[],
  entries: readonly ThresholdEntry[],
  lastDay?: number,
): TrainingModel {
  if (
    lastModel !== null &&
    lastModel.lastDay === lastDay &&
    sameItems(lastModel.entries, entries) &&
    sameItems(lastModel.summaries, summaries)
  )
    return lastModel.model;
  const { dated, estimates } = datedOf(summaries);
  const index = indexThresholds(entries);
  const scorer = makeScorer(index, estimates);
  const activities = dated.map(({ s, day }): ScoredActivity => {
    const { load, source } = scorer.score({
      sport: s.sport,
      day,
      durationS: s.movingS ?? s.elapsedS,
      product: s.training,
    });
    return { id: s.id, sport: s.sport, day, load, source, training: s.training };
  });
  const series = fitnessSeries(activities, lastDay);
  let between: ((from: number, to: number) => ScoredActivity[]) | null = null;
  const model: TrainingModel = {
    activities,
    series,
    estimates,
    thresholdOn: resolver(index, estimates),
    // Built at the first call: the Overview's card never asks.
    between: (from, to) => (between ??= dayIndex(activities, series))(from, to),
  };
  lastModel = { summaries: [...summaries], entries: [...entries], lastDay, model };
  return model;
}
