/**
 * The explorer worker's work as a plain function over an ExplorerEngine (testable without a
 * Worker): run the request, time it, list the buffers to transfer back. Anything thrown becomes a
 * one-line 'failed' response.
 */
import type { ExplorerEngine } from '../../domain/explorer/explorer-engine';
import type { ExplorerRequest, ExplorerResponse } from './protocol';
import { safeHandler, transferring, type Handled } from '../shared/handled';

export type HandledExplorerRequest = Handled<ExplorerResponse>;

function answer(engine: ExplorerEngine, request: ExplorerRequest, now: () => number): HandledExplorerRequest {
  const { requestId } = request;
  const t0 = now();
  switch (request.type) {
    case 'explorer-add':
      if (request.reset) engine.reset();
      if (request.replaced)
        engine.replace(request.replaced.ids, request.replaced.startMs, request.replaced.paths);
      engine.add(request.ids, request.startMs, request.paths);
      return transferring({ type: 'explorer-added', requestId, size: engine.size, ms: now() - t0 }, null);
    case 'explorer-view': {
      const view = engine.view(request.zoom, request.mask);
      return transferring({ type: 'explorer-viewed', requestId, view, ms: now() - t0 }, view);
    }
    case 'explorer-at': {
      const hits = engine.at(request.zoom, request.lon, request.lat, request.mask);
      return transferring({ type: 'explorer-hits', requestId, hits, ms: now() - t0 }, hits);
    }
    case 'explorer-new-tiles': {
      const newTiles = engine.newTiles();
      return transferring({ type: 'explorer-new-tiles', requestId, newTiles, ms: now() - t0 }, newTiles);
    }
  }
}

export const handleExplorerRequest = safeHandler(answer);
