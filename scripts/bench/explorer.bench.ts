/**
 * Explorer tiles budgets:
 *
 *   explorer-tiles   10,000 activities in a worker thread (scripts/bench/explorer-tiles-worker.ts,
 *                    the app's ExplorerEngine): their tiles at zoom 14 and 17, and for each zoom the
 *                    visited tiles, max square and cluster with the map geometry of the view,
 *                    timed inside the worker (the data arrives first, transferred). Median of RUNS
 *                    fresh workers (wall time in the worker; the note adds the worker's CPU time,
 *                    which a loaded machine does not inflate). The note gives the time to add one more activity to the 10,000
 *                    and compute both views again (an import: no rebuild), and the tile counts.
 *
 * Activities: 100 demo activities (the app's generator, processed as an import would), each reused
 * 100 times moved as a whole by up to CLONE_SHIFT_M east and north, so the 10,000 cover many more
 * tiles than the 100 (harder than the heat bench's 15 m shifts, which visit the same tiles).
 */
import { Worker } from 'node:worker_threads';
import { METRES_PER_DEGREE } from '../../src/domain/geo';
import { packPaths } from '../../src/domain/heat/pack';
import type { SimplifiedPath } from '../../src/domain/series/types';
import { generateDemoActivity } from '../../src/domain/demo';
import { createRng } from '../../src/domain/prng';
import { processActivity } from '../../src/domain/process-activity';
import { machine, median } from './figures';
import type { Bench } from './types';

const ACTIVITIES = 10_000;
const TEMPLATES = 100;
const CLONE_SHIFT_M = 3000;
const RUNS = 3;
const BUDGET_MS = 1000;
const END_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

function shifted(p: SimplifiedPath, i: number): SimplifiedPath {
  const lat0 = p.lonLat[1] ?? 0;
  const rng = createRng(i + 1);
  const dx = ((rng.next() * 2 - 1) * CLONE_SHIFT_M) / (METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180));
  const dy = ((rng.next() * 2 - 1) * CLONE_SHIFT_M) / METRES_PER_DEGREE;
  const lonLat = new Float32Array(p.lonLat.length);
  for (let k = 0; k + 1 < lonLat.length; k += 2) {
    lonLat[k] = p.lonLat[k]! + dx;
    lonLat[k + 1] = p.lonLat[k + 1]! + dy;
  }
  return { lonLat, partStarts: p.partStarts.slice() };
}

function batch(templates: SimplifiedPath[], from: number, count: number) {
  const ids = Array.from({ length: count }, (_, i) => `a${from + i}`);
  const paths = new Map(
    ids.map((id, i) => [id, shifted(templates[(from + i) % templates.length]!, from + i)]),
  );
  const startMs = Float64Array.from(ids, (_, i) => END_DATE - (from + i) * 0.07 * DAY_MS);
  return { ids, startMs, paths: packPaths(ids, paths) };
}

interface Answer {
  addMs: number;
  viewsMs: number;
  importMs: number;
  cpuMs: number;
  z14: { tiles: number; cluster: number; maxSquare: number };
  z17: { tiles: number; cluster: number; maxSquare: number };
}

function runWorker(templates: SimplifiedPath[]): Promise<Answer> {
  const job = { ...batch(templates, 0, ACTIVITIES), extra: batch(templates, ACTIVITIES, 1) };
  // A worker thread does not inherit tsx's loader: register it there, then load the TS entry.
  const entry = new URL('./explorer-tiles-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true });
  return new Promise<Answer>((resolve, reject) => {
    worker.once('message', (a: Answer) => resolve(a));
    worker.once('error', reject);
    worker.postMessage(job);
  }).finally(() => void worker.terminate());
}

const explorerTiles: Bench = {
  name: 'explorer-tiles',
  async run() {
    const templates: SimplifiedPath[] = [];
    let vertices = 0;
    for (let i = 0; i < TEMPLATES; i++) {
      const file = generateDemoActivity(i, { seed: 7, count: TEMPLATES, endDate: END_DATE });
      const processed = await processActivity(new TextEncoder().encode(file.gpx), {
        fileName: file.fileName,
      });
      templates.push(processed.products.path);
      vertices += processed.products.path.lonLat.length / 2;
    }
    const answers: Answer[] = [];
    for (let r = 0; r < RUNS; r++) answers.push(await runWorker(templates));
    const total = median(answers.map((a) => a.addMs + a.viewsMs));
    const a = answers[0]!;
    return {
      figure: total,
      unit: 'ms',
      comparison:
        `budget ${BUDGET_MS} ms; ${ACTIVITIES} activities, ${Math.round((vertices / TEMPLATES) * ACTIVITIES)} path vertices; ` +
        `worker CPU ${median(answers.map((x) => x.cpuMs)).toFixed(0)} ms; ` +
        `tiles ${median(answers.map((x) => x.addMs)).toFixed(0)} ms + square/cluster/geometry ${median(answers.map((x) => x.viewsMs)).toFixed(0)} ms; ` +
        `one more activity (import) ${median(answers.map((x) => x.importMs)).toFixed(0)} ms; ` +
        `z14 ${a.z14.tiles} tiles, square ${a.z14.maxSquare}, cluster ${a.z14.cluster}; ` +
        `z17 ${a.z17.tiles} tiles, square ${a.z17.maxSquare}, cluster ${a.z17.cluster}; ${machine()}`,
      withinBudget: total <= BUDGET_MS,
    };
  },
};

export default [explorerTiles];
