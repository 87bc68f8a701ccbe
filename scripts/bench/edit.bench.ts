/**
 * Edits (src/domain/edits, issue 36), in Node: the same code the import worker runs when the
 * activity page mends an activity.
 *
 * `bench edit-apply`: a trim of a 6-hour activity recorded at 1 Hz (21,601 points with elevation and
 *   heart rate, written as GPX): the original file parsed again, the trim applied, statistics and
 *   view products computed (processActivity with the edit history), which is the worker's part of
 *   an edit. Figure: median wall time of TIMED_RUNS runs after WARMUP_RUNS; fastest in brackets.
 *   Budget: 1,000 ms for the whole page update, of which this is the worker's share.
 *   Not measured here (not built yet): the page, heatmap and tiles of a 10,000-activity history in
 *   the browser after the edit, and the main thread's longest task meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { writeTrackGpx } from '../../src/domain/gpx/write-track';
import { processActivity } from '../../src/domain/process-activity';
import { allocTrackData } from '../../src/domain/track/track-data';
import { machine, median } from './figures';
import type { Bench, BenchResult } from './types';

const WARMUP_RUNS = 2;
const TIMED_RUNS = 7;
const BUDGET_MS = 1000;
const ACTIVITY_S = 6 * 3600;

function sixHourGpx(): { bytes: Uint8Array; t0: number } {
  const t = allocTrackData(ACTIVITY_S + 1);
  const t0 = Date.UTC(2025, 5, 1, 6);
  for (let i = 0; i <= ACTIVITY_S; i++) {
    t.time[i] = t0 + i * 1000;
    t.lat[i] = 46.5 + 0.2 * Math.sin(i / 5000) + 0.01 * Math.sin(i / 37);
    t.lon[i] = 7.5 + 0.3 * Math.cos(i / 5000);
    t.ele[i] = 600 + 300 * Math.sin(i / 2000);
    t.hr[i] = 130 + Math.round(20 * Math.sin(i / 300));
  }
  return { bytes: new TextEncoder().encode(writeTrackGpx(t, { name: 'Six hours', type: 'cycling' })), t0 };
}

async function runApply(): Promise<BenchResult> {
  const { bytes, t0 } = sixHourGpx();
  const iso = (s: number) => new Date(t0 + s * 1000).toISOString();
  const history = {
    ops: [{ op: 'trim' as const, start: iso(600), end: iso(ACTIVITY_S - 1800) }],
    applied: 1,
  };
  const once = async () => {
    const start = performance.now();
    await processActivity(bytes, {
      fileName: 'six.gpx',
      id: 'six',
      importedAt: 0,
      edits: { id: 'six', history },
    });
    return performance.now() - start;
  };
  for (let i = 0; i < WARMUP_RUNS; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) times.push(await once());
  const m = median(times);
  return {
    figure: m,
    unit: 'ms',
    comparison: `worker share of one trim, budget ${BUDGET_MS} ms for the page; fastest ${Math.round(Math.min(...times))} ms; ${machine()}`,
    withinBudget: m <= BUDGET_MS,
  };
}

export default [{ name: 'edit-apply', run: runApply }] satisfies Bench[];
