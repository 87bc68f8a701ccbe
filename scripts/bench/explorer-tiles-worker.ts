/**
 * Worker thread of `bench explorer-tiles`: receives packed simplified paths, and times in the
 * worker exactly what the app's explorer worker does when it loads them (workers/explorer/handler.ts): add
 * every activity to an ExplorerEngine, then the view of zoom 14 and of zoom 17 for all activities
 * (tiles, max square, cluster and their map geometry). Then one more activity added to the 10,000
 * (an import) and both views again.
 */
import { parentPort } from 'node:worker_threads';
import { ExplorerEngine } from '../../src/domain/explorer/explorer-engine';
import type { PackedPaths } from '../../src/domain/heat/types';

interface Job {
  ids: string[];
  startMs: Float64Array;
  paths: PackedPaths;
  extra: { ids: string[]; startMs: Float64Array; paths: PackedPaths };
}

parentPort!.once('message', (job: Job) => {
  const engine = new ExplorerEngine();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  engine.add(job.ids, job.startMs, job.paths);
  const t1 = performance.now();
  const all = new Uint8Array(job.ids.length).fill(1);
  const z14 = engine.view(14, all);
  const z17 = engine.view(17, all);
  const t2 = performance.now();
  const cpu = process.cpuUsage(c0);
  engine.add(job.extra.ids, job.extra.startMs, job.extra.paths);
  const more = new Uint8Array(engine.size).fill(1);
  engine.view(14, more);
  engine.view(17, more);
  const t3 = performance.now();
  parentPort!.postMessage({
    addMs: t1 - t0,
    viewsMs: t2 - t1,
    importMs: t3 - t2,
    // The process's CPU while the main thread waits: the worker's own CPU, ms.
    cpuMs: (cpu.user + cpu.system) / 1000,
    z14: z14.all,
    z17: z17.all,
  });
});
