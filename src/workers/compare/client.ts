/**
 * Main-thread client of the comparison jobs. One dedicated worker (entry.ts: small, so it
 * starts fast; created on first use or by warm()) rather than the import pool, so a comparison
 * never waits behind a large import.
 * Requests carry ids; a crash rejects what was pending and the next job starts a new worker; an
 * aborted job's answer is ignored. Without Worker support (tests, old browsers) the same handler
 * runs in-process.
 */
import type { CompareAxis, CompareResult, RouteMatch } from '../../domain/compare/types';
import type { ChartProfile, SimplifiedPath } from '../../domain/series/types';
import type { Split } from '../../domain/stats/types';
import type { TrackData } from '../../domain/track/types';
import { PoolJobError } from '../shared/errors';
import { isCompareJobResponse, type CompareJobRequest, type CompareJobResponse } from './protocol';
import { createWorkerChannel, type ChannelWorkerLike } from '../shared/channel';
import { lazyInProcessSend, replyUnwrapper, type Send } from '../shared/reply';

export interface CompareRunner {
  /** Resamples the profiles onto one grid of this axis (domain/compare/compare-profiles.ts). */
  compare(profiles: (ChartProfile | null)[], axis: CompareAxis, signal?: AbortSignal): Promise<CompareResult>;
  /** Which candidates follow the reference's route, closest first (domain/compare/same-route.ts). */
  matchRoutes(
    reference: SimplifiedPath,
    candidates: { id: string; path: SimplifiedPath }[],
    signal?: AbortSignal,
  ): Promise<RouteMatch[]>;
  /** The track's splits of this length (domain/stats/splits.ts); the track is copied, not moved. */
  splits(track: TrackData, splitLengthM: number, signal?: AbortSignal): Promise<Split[]>;
  /** Starts the worker ahead of the first job (a page about to compare); a no-op in-process. */
  warm(): void;
}

/** The part of a Worker the client uses. */
export type CompareWorkerLike = ChannelWorkerLike<CompareJobRequest>;

const cancelled = (): DOMException => new DOMException('The comparison was cancelled', 'AbortError');
const crashError = (reason: string): PoolJobError =>
  new PoolJobError(`The comparison worker crashed (${reason})`);

function createBrowserCompareWorker(): CompareWorkerLike {
  return new Worker(new URL('./entry.ts', import.meta.url), {
    type: 'module',
    name: 'compare-worker',
  });
}

const unwrap = replyUnwrapper<CompareJobResponse>(
  'The worker answered a comparison with the wrong kind of result',
);

function runnerOver(
  send: Send<CompareJobRequest, CompareJobResponse>,
  warm: () => void = () => undefined,
): CompareRunner {
  return {
    warm,
    compare: async (profiles, axis, signal) =>
      unwrap(await send({ type: 'compare', profiles, axis }, [], signal), (r) =>
        r.type === 'compared' ? r.result : undefined,
      ),
    matchRoutes: async (reference, candidates, signal) =>
      unwrap(await send({ type: 'match-routes', reference, candidates }, [], signal), (r) =>
        r.type === 'routes-matched' ? r.matches : undefined,
      ),
    splits: async (track, splitLengthM, signal) =>
      unwrap(await send({ type: 'splits', track, splitLengthM }, [], signal), (r) =>
        r.type === 'splits-computed' ? r.splits : undefined,
      ),
  };
}

export function createCompareClient(
  createWorker: () => CompareWorkerLike = createBrowserCompareWorker,
): CompareRunner {
  const channel = createWorkerChannel<CompareJobRequest, CompareJobResponse>({
    createWorker,
    isResponse: isCompareJobResponse,
    crashError,
    cancelled,
  });
  return runnerOver(channel.send, channel.warm);
}

/** The same jobs run on the calling thread (tests; browsers without module workers). */
export function createInProcessCompareRunner(): CompareRunner {
  // Loaded on first use: the compare jobs are worker code, kept out of the app's first chunk.
  const send = lazyInProcessSend(async () => {
    const { handleCompareJob } = await import('./handler');
    return (request: CompareJobRequest) => handleCompareJob(request).response;
  }, cancelled);
  return runnerOver(send);
}
