/**
 * The map buffers for the current selection and mode: one request to the heat worker per change,
 * the previous one abandoned. The last buffers stay on the map until the new ones arrive.
 */
import { useEffect, useState } from 'react';
import type { HeatBuild, HeatMode, SelectionMask } from '../../../domain/heat/types';
import type { HeatRunner } from '../../../workers/heat/client';
import type { HeatDataset } from './use-heat-data';

export interface HeatBuildState {
  build: HeatBuild | null;
  /** Worker time of the last build, ms. */
  buildMs: number | null;
  /** Counts finished builds (tests and benchmarks wait on it). */
  seq: number;
  /** A build for the current inputs is under way. */
  pending: boolean;
  error: string | null;
}

interface Finished {
  build: HeatBuild | null;
  buildMs: number | null;
  seq: number;
  error: string | null;
  /** The inputs the last answer was for. */
  inputs: readonly unknown[];
}

const isAbort = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';
const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function useHeatBuild(
  runner: HeatRunner,
  dataset: HeatDataset | null,
  mask: SelectionMask | null,
  mode: HeatMode,
  pathsReady: boolean,
  /** Grid level of the density cells for the current view (null until the map has a view). */
  densityLevel: number | null,
): HeatBuildState {
  const [done, setDone] = useState<Finished>({ build: null, buildMs: null, seq: 0, error: null, inputs: [] });
  // Lines do not depend on the level: a zoom then rebuilds nothing.
  const level = mode === 'density' ? densityLevel : 0;
  const waiting = dataset === null || mask === null || level === null || (mode === 'lines' && !pathsReady);

  useEffect(() => {
    if (waiting) return;
    const controller = new AbortController();
    const inputs = [dataset, mask, mode, level];
    runner.build(mode, mask, level, controller.signal).then(
      (r) => setDone((d) => ({ build: r.value, buildMs: r.ms, seq: d.seq + 1, error: null, inputs })),
      (e: unknown) => {
        if (!isAbort(e))
          setDone((d) => ({ ...d, error: e instanceof Error ? e.message : String(e), inputs }));
      },
    );
    return () => controller.abort();
  }, [runner, dataset, mask, mode, level, waiting]);

  const pending = !waiting && !same(done.inputs, [dataset, mask, mode, level]);
  return { build: done.build, buildMs: done.buildMs, seq: done.seq, pending, error: done.error };
}
