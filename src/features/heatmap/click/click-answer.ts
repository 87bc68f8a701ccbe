/**
 * The answer to a click on the heatmap, from the heat worker's hits: every activity passing there,
 * most recent first (then nearest first), and the summaries of the first few for the list. The
 * order comes from a start-time table built once per loaded dataset, so a click sorts plain numbers
 * and looks up only the summaries it lists (a hot spot can have thousands of hits).
 */
import type { NearHits } from '../../../domain/heat/types';
import type { TrackSummary } from '../../../domain/stats/types';
import type { ClickMark } from '../density/heat-layers';

/** Most activities listed (the most recent); the actions still cover all of them. */
export const LIST_LIMIT = 100;

export interface ClickHit {
  summary: TrackSummary;
  /** Distance from the clicked point to the activity's nearest heat point, metres. */
  distanceM: number;
}

export interface ClickAnswer {
  point: ClickMark;
  /** Every activity passing there (with a stored summary), most recent first. */
  ids: string[];
  /** The first of them with their summaries (at most the list's limit), in the same order. */
  top: ClickHit[];
  /** Worker time of the query, ms. */
  ms: number;
}

/**
 * Start time (epoch ms) of each dataset activity, by dataset index: -Infinity when its summary has
 * none (listed last), NaN when there is no summary for it (left out of answers).
 */
export function startTimesOf(
  ids: readonly string[],
  summaryById: ReadonlyMap<string, TrackSummary>,
): Float64Array {
  const out = new Float64Array(ids.length);
  ids.forEach((id, i) => {
    const s = summaryById.get(id);
    out[i] = s ? (s.startTime ?? -Infinity) : NaN;
  });
  return out;
}

/** Positions into `hits` of the hits with a summary, most recent first, then nearest first. */
export function orderHits(hits: NearHits, startTimes: Float64Array): number[] {
  const { activities, distancesM } = hits;
  const order: number[] = [];
  for (let k = 0; k < activities.length; k++)
    if (!Number.isNaN(startTimes[activities[k]!] ?? NaN)) order.push(k);
  const t = (k: number): number => startTimes[activities[k]!]!;
  return order.sort((a, b) => {
    const [ta, tb] = [t(a), t(b)];
    return ta === tb ? distancesM[a]! - distancesM[b]! : tb > ta ? 1 : -1;
  });
}

export interface AnswerInput {
  point: ClickMark;
  hits: NearHits;
  ms: number;
  /** The dataset's activity ids (what hit indices point into) and start times (startTimesOf). */
  ids: readonly string[];
  startTimes: Float64Array;
  summaryById: ReadonlyMap<string, TrackSummary>;
  /** How many hits get their summary (the list's length). */
  limit: number;
}

export function clickAnswer({
  point,
  hits,
  ms,
  ids,
  startTimes,
  summaryById,
  limit,
}: AnswerInput): ClickAnswer {
  const order = orderHits(hits, startTimes);
  const idOf = (k: number): string => ids[hits.activities[k]!] ?? '';
  const top: ClickHit[] = [];
  for (const k of order.slice(0, limit)) {
    const summary = summaryById.get(idOf(k));
    if (summary) top.push({ summary, distanceM: hits.distancesM[k] ?? 0 });
  }
  return { point, ids: order.map(idOf), top, ms };
}
