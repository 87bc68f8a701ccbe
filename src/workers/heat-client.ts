/**
 * Main-thread client of the heat worker: one dedicated worker (created on first use) that keeps the
 * heat points of every activity resident. Requests carry ids and run in order, so a build sent
 * right after a load sees the loaded data. Loads are transferred (the caller's packed buffers are
 * detached); built buffers come back transferred. A crash rejects what was pending, bumps `epoch`
 * and tells subscribers, who load again (the next request starts a fresh, empty worker). An aborted
 * request's answer is ignored. Without Worker support (tests, old browsers) the same engine runs
 * in-process.
 */
import { createHeatEngine, type HeatLoadStats } from '../domain/heat/heat-engine';
import { packedBuffers } from '../domain/heat/pack';
import type { HeatBuild, HeatMode, NearHits, PackedHeat, PackedPaths } from '../domain/heat/types';
import { handleHeatRequest } from './heat-handler';
import { isHeatResponse, type HeatRequest, type HeatResponse } from './heat-protocol';
import { PoolJobError } from './pool-errors';
import { createWorkerChannel, type ChannelWorkerLike, type DistributiveOmit } from './worker-channel';

/** A result and the time the worker spent on it, ms. */
export interface Timed<T> {
  value: T;
  ms: number;
}

export interface HeatRunner {
  load(heat: PackedHeat): Promise<Timed<HeatLoadStats>>;
  loadPaths(paths: PackedPaths): Promise<Timed<null>>;
  build(mode: HeatMode, mask: Uint8Array, signal?: AbortSignal): Promise<Timed<HeatBuild>>;
  query(
    mask: Uint8Array,
    lon: number,
    lat: number,
    toleranceM: number,
    signal?: AbortSignal,
  ): Promise<Timed<NearHits>>;
  /** Bumped whenever the worker's loaded data was lost (a crash): load again. */
  readonly epoch: number;
  subscribe(listener: () => void): () => void;
}

/** The part of a Worker the client uses. */
export type HeatWorkerLike = ChannelWorkerLike<HeatRequest>;

type Payload = DistributiveOmit<HeatRequest, 'requestId'>;
type Send = (
  payload: Payload,
  transfer: Transferable[],
  signal?: AbortSignal,
) => Promise<HeatResponse | Error>;

const cancelled = (): DOMException => new DOMException('The heatmap request was cancelled', 'AbortError');

function createBrowserHeatWorker(): HeatWorkerLike {
  return new Worker(new URL('./heat-worker.ts', import.meta.url), { type: 'module', name: 'heat-worker' });
}

function unwrap<T>(response: HeatResponse | Error, pick: (r: HeatResponse) => T | undefined): Timed<T> {
  if (response instanceof Error) throw response;
  if (response.type === 'failed') throw new PoolJobError(response.error);
  const value = pick(response);
  if (value === undefined) throw new PoolJobError('The heat worker answered with the wrong kind of result');
  return { value, ms: response.ms };
}

function runnerOver(send: Send, epoch: () => number, subscribe: HeatRunner['subscribe']): HeatRunner {
  return {
    load: async (heat) =>
      unwrap(await send({ type: 'heat-load', heat }, packedBuffers(heat)), (r) =>
        r.type === 'heat-loaded' ? r.stats : undefined,
      ),
    loadPaths: async (paths) =>
      unwrap(await send({ type: 'heat-load-paths', paths }, packedBuffers(paths)), (r) =>
        r.type === 'heat-paths-loaded' ? null : undefined,
      ),
    build: async (mode, mask, signal) =>
      unwrap(await send({ type: 'heat-build', mode, mask }, [], signal), (r) =>
        r.type === 'heat-built' ? r.build : undefined,
      ),
    query: async (mask, lon, lat, toleranceM, signal) =>
      unwrap(await send({ type: 'heat-query', mask, lon, lat, toleranceM }, [], signal), (r) =>
        r.type === 'heat-queried' ? r.hits : undefined,
      ),
    get epoch() {
      return epoch();
    },
    subscribe,
  };
}

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => listeners.forEach((l) => l()),
  };
}

export function createHeatClient(createWorker: () => HeatWorkerLike = createBrowserHeatWorker): HeatRunner {
  let epoch = 0;
  const events = listenerSet();
  const channel = createWorkerChannel<HeatRequest, HeatResponse>({
    createWorker,
    isResponse: isHeatResponse,
    crashError: (reason) => new PoolJobError(`The heat worker stopped (${reason})`),
    cancelled,
    onCrash: () => {
      epoch++;
      events.notify();
    },
  });
  return runnerOver(channel.send, () => epoch, events.subscribe);
}

/** The same engine on the calling thread (tests; browsers without module workers). */
export function createInProcessHeatRunner(): HeatRunner {
  const engine = createHeatEngine();
  let nextId = 1;
  const send: Send = (payload, _transfer, signal) => {
    if (signal?.aborted) return Promise.resolve(cancelled());
    const request = { ...payload, requestId: nextId++ };
    return Promise.resolve(handleHeatRequest(engine, request).response);
  };
  return runnerOver(
    send,
    () => 0,
    () => () => undefined,
  );
}

let shared: HeatRunner | null = null;

/** The app's heat runner: a dedicated worker where the browser has workers. */
export function getHeatRunner(): HeatRunner {
  shared ??= typeof Worker === 'undefined' ? createInProcessHeatRunner() : createHeatClient();
  return shared;
}
