/**
 * The heat worker's requests on the local database (the heat cache, data/local/stored-heat.ts):
 * the worker reads the stored engine state and restores it, or writes what it holds, without the
 * state ever crossing to the main thread. Every other request goes to handler.ts. Anything thrown
 * (a read or write that fails, a quota) becomes a one-line 'failed' response.
 */
import type { HeatChange } from '../../domain/heat/heat-changes';
import type { HeatEngine } from '../../domain/heat/heat-engine';
import type { HeatPreview } from '../../domain/heat/heat-preview';
import type { HeatState } from '../../domain/heat/heat-state';
import { oneLineError } from '../shared/errors';
import { handleHeatRequest, type HandledHeatRequest } from './handler';
import type { HeatRequest, HeatRestoreStoredRequest, HeatSaveStoredRequest } from './protocol';

/** The heat cache of one local database, as the worker uses it. */
export interface HeatStateStore {
  readState(zones: string): Promise<HeatState | undefined>;
  write(state: HeatState, preview: HeatPreview, zones: string, handled: readonly HeatChange[]): Promise<void>;
}

export interface StoredHeatHandler {
  handle(request: HeatRequest): Promise<HandledHeatRequest>;
}

/** A handler that opens each database once, by name, with `open` (the entry passes stored-heat.ts). */
export function createStoredHeatHandler(
  engine: HeatEngine,
  open: (dbName: string) => HeatStateStore,
  now: () => number = () => performance.now(),
): StoredHeatHandler {
  const stores = new Map<string, HeatStateStore>();
  const storeFor = (dbName: string): HeatStateStore => {
    let store = stores.get(dbName);
    if (!store) stores.set(dbName, (store = open(dbName)));
    return store;
  };

  async function stored(
    request: HeatRestoreStoredRequest | HeatSaveStoredRequest,
  ): Promise<HandledHeatRequest> {
    const { requestId } = request;
    const t0 = now();
    const store = storeFor(request.dbName);
    if (request.type === 'heat-save-stored') {
      await store.write(engine.state(), engine.preview(), request.zones, request.handled);
      return { response: { type: 'heat-saved', requestId, ms: now() - t0 }, transfer: [] };
    }
    const state = await store.readState(request.zones);
    const restored = state ? { ids: state.heat.ids, stats: engine.restore(state) } : null;
    return { response: { type: 'heat-restored', requestId, restored, ms: now() - t0 }, transfer: [] };
  }

  return {
    async handle(request) {
      if (request.type !== 'heat-restore-stored' && request.type !== 'heat-save-stored')
        return handleHeatRequest(engine, request, now);
      try {
        return await stored(request);
      } catch (error) {
        return {
          response: { type: 'failed', requestId: request.requestId, error: oneLineError(error) },
          transfer: [],
        };
      }
    },
  };
}
