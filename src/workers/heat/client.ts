/**
 * Main-thread client of the heat worker: one dedicated worker (created on first use) that keeps the
 * heat points of every activity resident. Requests carry ids and run in order, so a build sent
 * right after a load sees the loaded data. Loads are transferred (the caller's packed buffers are
 * detached); built buffers come back transferred. A crash rejects what was pending, bumps `epoch`
 * and tells subscribers, who load again (the next request starts a fresh, empty worker). An aborted
 * request's answer is ignored. Without Worker support (tests, old browsers) the same engine runs
 * in-process.
 *
 * Density builds come back as weights; the client asks for a level's cell positions only the first
 * time it builds that level after a load (position-cache.ts), and joins later weights to the same
 * positions array, which the heatmap feature then hands to deck.gl as the same attribute, so it is
 * not uploaded again.
 */
import type { HeatChange } from '../../domain/heat/heat-changes';
import type { HeatLoadStats } from '../../domain/heat/heat-engine';
import type { HeatPreview } from '../../domain/heat/heat-preview';
import type { HeatState } from '../../domain/heat/heat-state';
import type {
  DensityBuffers,
  HeatBuild,
  HeatMode,
  NearHits,
  PackedHeat,
  PackedPaths,
} from '../../domain/heat/types';
import { positionCache } from './position-cache';
import {
  isHeatResponse,
  type HeatRequest,
  type HeatResponse,
  type RestoredHeat,
  type WireHeatBuild,
} from './protocol';
import { PoolJobError } from '../shared/errors';
import { typedArrayBuffers } from '../shared/transfer';
import { createWorkerChannel, type ChannelWorkerLike, type DistributiveOmit } from '../shared/channel';
import { lazyInProcessSend, replyUnwrapper, type Send } from '../shared/reply';

/** A result and the time the worker spent on it, ms. */
export interface Timed<T> {
  value: T;
  ms: number;
}

export interface HeatRunner {
  load(heat: PackedHeat): Promise<Timed<HeatLoadStats>>;
  /** Loads a state stored before (domain/heat/heat-state.ts); its buffers are transferred. */
  restore(state: HeatState): Promise<Timed<HeatLoadStats>>;
  /**
   * The worker reads the local database's heat cache itself (restoreStored, saveStored); false for
   * the in-process runner, whose callers read and write the cache themselves.
   */
  readonly readsStore: boolean;
  /** Loads the state stored in local database `dbName` for privacy zones `zones`, read in the worker. */
  restoreStored(dbName: string, zones: string): Promise<Timed<RestoredHeat | null>>;
  /**
   * Writes what is loaded and its first-paint densities to that database's heat cache, from the
   * worker, clearing the changes `handled` it includes.
   */
  saveStored(dbName: string, zones: string, handled: readonly HeatChange[]): Promise<Timed<null>>;
  /** Removes these activities from what is loaded and adds `added` (transferred). */
  update(removed: readonly string[], added: PackedHeat): Promise<Timed<HeatLoadStats>>;
  /** A copy of what is loaded and its first-paint densities, to store. */
  state(): Promise<Timed<{ state: HeatState; preview: HeatPreview }>>;
  loadPaths(paths: PackedPaths): Promise<Timed<null>>;
  /** Map buffers for a selection; density cells at grid level `level` (domain/heat/cell-levels.ts). */
  build(mode: HeatMode, mask: Uint8Array, level: number, signal?: AbortSignal): Promise<Timed<HeatBuild>>;
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

const cancelled = (): DOMException => new DOMException('The heatmap request was cancelled', 'AbortError');

function createBrowserHeatWorker(): HeatWorkerLike {
  return new Worker(new URL('./entry.ts', import.meta.url), { type: 'module', name: 'heat-worker' });
}

const unwrap = replyUnwrapper<HeatResponse>('The heat worker answered with the wrong kind of result');

/** A wire build with its density weights joined to the cell positions of its generation and level. */
function joinBuild(wire: WireHeatBuild, positions: Float32Array | null): HeatBuild {
  const { densityWeights, densityPositions: _sent, ...rest } = wire;
  if (!densityWeights) return { ...rest, density: null };
  if (!positions || positions.length !== 2 * densityWeights.length) {
    throw new PoolJobError('The heat worker sent density weights that do not match the loaded cells');
  }
  const density: DensityBuffers = { length: densityWeights.length, positions, weights: densityWeights };
  return { ...rest, density };
}

function runnerOver(
  send: Send<HeatRequest, HeatResponse>,
  epoch: () => number,
  subscribe: HeatRunner['subscribe'],
  readsStore: boolean,
): HeatRunner {
  const positions = positionCache();
  /** Sends a request that replaces what is loaded (new cell positions: a new generation). */
  const replace = async (
    request: DistributiveOmit<HeatRequest, 'requestId'>,
    transfer: ArrayBuffer[],
  ): Promise<Timed<HeatLoadStats>> => {
    const generation = positions.nextGeneration();
    const loaded = unwrap(await send(request, transfer), (r) =>
      r.type === 'heat-loaded' ? { value: r.stats, ms: r.ms } : undefined,
    );
    positions.dropBefore(generation);
    return loaded;
  };
  return {
    load: (heat) => replace({ type: 'heat-load', heat }, typedArrayBuffers(heat)),
    restore: (state) => {
      const transfer = typedArrayBuffers(state);
      if (state.index.data) transfer.push(state.index.data);
      return replace({ type: 'heat-restore', state }, transfer);
    },
    readsStore,
    restoreStored: async (dbName, zones) => {
      const generation = positions.nextGeneration();
      const restored = unwrap(await send({ type: 'heat-restore-stored', dbName, zones }), (r) =>
        r.type === 'heat-restored' ? { value: r.restored, ms: r.ms } : undefined,
      );
      positions.dropBefore(generation);
      return restored;
    },
    saveStored: async (dbName, zones, handled) =>
      unwrap(await send({ type: 'heat-save-stored', dbName, zones, handled: [...handled] }), (r) =>
        r.type === 'heat-saved' ? { value: null, ms: r.ms } : undefined,
      ),
    update: (removed, added) =>
      replace({ type: 'heat-update', removed: [...removed], added }, typedArrayBuffers(added)),
    state: async () =>
      unwrap(await send({ type: 'heat-state' }), (r) =>
        r.type === 'heat-state' ? { value: { state: r.state, preview: r.preview }, ms: r.ms } : undefined,
      ),
    loadPaths: async (paths) =>
      unwrap(await send({ type: 'heat-load-paths', paths }, typedArrayBuffers(paths)), (r) =>
        r.type === 'heat-paths-loaded' ? { value: null, ms: r.ms } : undefined,
      ),
    build: async (mode, mask, level, signal) => {
      const generation = positions.current;
      const withPositions = mode === 'density' && positions.get(generation, level) === null;
      const built = unwrap(
        await send({ type: 'heat-build', mode, mask, level, withPositions }, [], signal),
        (r) => (r.type === 'heat-built' ? { value: r.build, ms: r.ms } : undefined),
      );
      const sent = built.value.densityPositions;
      if (sent) positions.put(generation, level, sent);
      return { value: joinBuild(built.value, positions.get(generation, level)), ms: built.ms };
    },
    query: async (mask, lon, lat, toleranceM, signal) =>
      unwrap(await send({ type: 'heat-query', mask, lon, lat, toleranceM }, [], signal), (r) =>
        r.type === 'heat-queried' ? { value: r.hits, ms: r.ms } : undefined,
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
  return runnerOver(channel.send, () => epoch, events.subscribe, true);
}

/** The same engine on the calling thread (tests; browsers without module workers). */
export function createInProcessHeatRunner(): HeatRunner {
  // Loaded on first use: the engine is worker code, kept out of the app's first chunk.
  const send = lazyInProcessSend(async () => {
    const [{ createHeatEngine }, { handleHeatRequest }] = await Promise.all([
      import('../../domain/heat/heat-engine'),
      import('./handler'),
    ]);
    const engine = createHeatEngine();
    return (request: HeatRequest) => handleHeatRequest(engine, request).response;
  }, cancelled);
  return runnerOver(
    send,
    () => 0,
    () => () => undefined,
    false,
  );
}
