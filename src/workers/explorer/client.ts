/**
 * Main-thread client of the explorer worker: one dedicated worker (created on first use) that keeps
 * the tiles of every loaded activity. `sync` brings the worker to a set of activities: when every
 * loaded activity is still there it replaces the changed ones in place (their version: an edit)
 * and adds the new ones (an import never rebuilds); when some were removed it resets and loads all
 * (a delete rebuilds). Syncs run one at a time. A crash
 * rejects what was pending, forgets what was loaded and bumps `epoch` (subscribers sync again).
 * Without Worker support (tests) the same engine runs in-process.
 */
import type { ExplorerView, NewTiles } from '../../domain/explorer/explorer-engine';
import type { ExplorerZoom } from '../../domain/explorer/tiles';
import { packPaths } from '../../domain/heat/pack';
import type { SimplifiedPath } from '../../domain/series/types';
import { isExplorerResponse, type ExplorerRequest, type ExplorerResponse, type TileHits } from './protocol';
import { PoolJobError } from '../shared/errors';
import { typedArrayBuffers } from '../shared/transfer';
import { createWorkerChannel, type ChannelWorkerLike } from '../shared/channel';
import { lazyInProcessSend, replyUnwrapper, type Send } from '../shared/reply';

export interface Timed<T> {
  value: T;
  ms: number;
}

/** An activity to load: its id, start time (epoch ms or null) and simplified path. */
export interface ExplorerEntry {
  id: string;
  startMs: number | null;
  path: SimplifiedPath;
  /**
   * What the path was computed from (an edit changes it under the same id): a loaded activity
   * whose version changed is replaced in place. Absent: never changes.
   */
  version?: string;
}

export interface ExplorerSync {
  /** Loaded activity ids, in the order of every mask and answer. */
  ids: readonly string[];
  /** Activities added by this sync. */
  added: number;
  /** True when the worker was reset and everything loaded again. */
  rebuilt: boolean;
  /** Loaded activities replaced in place (edited). */
  replaced: number;
  /** Worker time, ms. */
  ms: number;
}

export interface ExplorerRunner {
  sync(entries: readonly ExplorerEntry[]): Promise<ExplorerSync>;
  view(zoom: ExplorerZoom, mask: Uint8Array, signal?: AbortSignal): Promise<Timed<ExplorerView>>;
  at(zoom: ExplorerZoom, lon: number, lat: number, mask: Uint8Array): Promise<Timed<TileHits>>;
  newTiles(): Promise<Timed<NewTiles>>;
  readonly epoch: number;
  subscribe(listener: () => void): () => void;
}

export type ExplorerWorkerLike = ChannelWorkerLike<ExplorerRequest>;

const cancelled = (): DOMException => new DOMException('The explorer request was cancelled', 'AbortError');
const unwrap = replyUnwrapper<ExplorerResponse>('The explorer worker answered with the wrong kind of result');

function createBrowserExplorerWorker(): ExplorerWorkerLike {
  return new Worker(new URL('./entry.ts', import.meta.url), {
    type: 'module',
    name: 'explorer-worker',
  });
}

/** What the worker holds: ids in order, and the version each was loaded at. */
interface Loaded {
  ids: string[];
  versions: Map<string, string | undefined>;
}

function runnerOver(
  send: Send<ExplorerRequest, ExplorerResponse>,
  events: { epoch: () => number; subscribe: ExplorerRunner['subscribe'] },
  loaded: Loaded,
): ExplorerRunner {
  let queue: Promise<unknown> = Promise.resolve();

  async function syncNow(entries: readonly ExplorerEntry[]): Promise<ExplorerSync> {
    const wanted = new Map(entries.map((e) => [e.id, e]));
    const keepsAll = loaded.ids.every((id) => wanted.has(id));
    const have = new Set(keepsAll ? loaded.ids : []);
    const fresh = entries.filter((e) => !have.has(e.id));
    // An edited activity (its version changed) is replaced in place; only a removal rebuilds.
    const changed = keepsAll
      ? loaded.ids.flatMap((id) => {
          const e = wanted.get(id)!;
          return e.version === loaded.versions.get(id) ? [] : [e];
        })
      : [];
    if (keepsAll && fresh.length === 0 && changed.length === 0)
      return { ids: loaded.ids, added: 0, rebuilt: false, replaced: 0, ms: 0 };
    const pack = (list: readonly ExplorerEntry[]) => {
      const ids = list.map((e) => e.id);
      const paths = packPaths(ids, new Map(list.map((e) => [e.id, e.path])));
      const startMs = Float64Array.from(list, (e) => e.startMs ?? NaN);
      return { ids, paths, startMs, transfer: [...typedArrayBuffers(paths), startMs.buffer] };
    };
    const added = pack(fresh);
    const replaced = changed.length > 0 ? pack(changed) : null;
    const request = {
      type: 'explorer-add',
      reset: !keepsAll,
      replaced: replaced && { ids: replaced.ids, startMs: replaced.startMs, paths: replaced.paths },
      ids: added.ids,
      startMs: added.startMs,
      paths: added.paths,
    } as const;
    const ms = unwrap(await send(request, [...added.transfer, ...(replaced?.transfer ?? [])]), (r) =>
      r.type === 'explorer-added' ? r.ms : undefined,
    );
    loaded.ids = keepsAll ? [...loaded.ids, ...added.ids] : added.ids;
    if (!keepsAll) loaded.versions.clear();
    for (const e of [...fresh, ...changed]) loaded.versions.set(e.id, e.version);
    return { ids: loaded.ids, added: added.ids.length, rebuilt: !keepsAll, replaced: changed.length, ms };
  }

  return {
    sync(entries) {
      const next = queue.then(() => syncNow(entries));
      queue = next.catch(() => undefined);
      return next;
    },
    view: async (zoom, mask, signal) =>
      unwrap(await send({ type: 'explorer-view', zoom, mask }, [], signal), (r) =>
        r.type === 'explorer-viewed' ? { value: r.view, ms: r.ms } : undefined,
      ),
    at: async (zoom, lon, lat, mask) =>
      unwrap(await send({ type: 'explorer-at', zoom, lon, lat, mask }), (r) =>
        r.type === 'explorer-hits' ? { value: r.hits, ms: r.ms } : undefined,
      ),
    newTiles: async () =>
      unwrap(await send({ type: 'explorer-new-tiles' }), (r) =>
        r.type === 'explorer-new-tiles' ? { value: r.newTiles, ms: r.ms } : undefined,
      ),
    get epoch() {
      return events.epoch();
    },
    subscribe: events.subscribe,
  };
}

export function createExplorerClient(
  createWorker: () => ExplorerWorkerLike = createBrowserExplorerWorker,
): ExplorerRunner {
  let epoch = 0;
  const listeners = new Set<() => void>();
  const loaded: Loaded = { ids: [], versions: new Map() };
  const channel = createWorkerChannel<ExplorerRequest, ExplorerResponse>({
    createWorker,
    isResponse: isExplorerResponse,
    crashError: (reason) => new PoolJobError(`The explorer worker stopped (${reason})`),
    cancelled,
    onCrash: () => {
      epoch++;
      loaded.ids = [];
      loaded.versions.clear();
      listeners.forEach((l) => l());
    },
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return runnerOver(channel.send, { epoch: () => epoch, subscribe }, loaded);
}

/** The same engine on the calling thread (tests; browsers without module workers). */
export function createInProcessExplorerRunner(): ExplorerRunner {
  // Loaded on first use: the engine is worker code, kept out of the app's first chunk.
  const send = lazyInProcessSend(async () => {
    const [{ ExplorerEngine }, { handleExplorerRequest }] = await Promise.all([
      import('../../domain/explorer/explorer-engine'),
      import('./handler'),
    ]);
    const engine = new ExplorerEngine();
    return (request: ExplorerRequest) => handleExplorerRequest(engine, request).response;
  }, cancelled);
  return runnerOver(
    send,
    { epoch: () => 0, subscribe: () => () => undefined },
    { ids: [], versions: new Map() },
  );
}
