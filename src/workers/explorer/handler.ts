/**
 * The explorer worker's work as a plain function over an ExplorerEngine (testable without a
 * Worker): run the request, time it, list the buffers to transfer back. Anything thrown becomes a
 * one-line 'failed' response.
 */
import type { ExplorerEngine } from '../../domain/explorer/explorer-engine';
import type { ExplorerRequest, ExplorerResponse } from './protocol';
import { oneLineError } from '../shared/errors';
import { typedArrayBuffers } from '../shared/transfer';

export interface HandledExplorerRequest {
  response: ExplorerResponse;
  transfer: ArrayBuffer[];
}

function answer(engine: ExplorerEngine, request: ExplorerRequest, now: () => number): HandledExplorerRequest {
  const { requestId } = request;
  const t0 = now();
  switch (request.type) {
    case 'explorer-add':
      if (request.reset) engine.reset();
      engine.add(request.ids, request.startMs, request.paths);
      return {
        response: { type: 'explorer-added', requestId, size: engine.size, ms: now() - t0 },
        transfer: [],
      };
    case 'explorer-view': {
      const view = engine.view(request.zoom, request.mask);
      return {
        response: { type: 'explorer-viewed', requestId, view, ms: now() - t0 },
        transfer: typedArrayBuffers(view),
      };
    }
    case 'explorer-at': {
      const hits = engine.at(request.zoom, request.lon, request.lat, request.mask);
      return {
        response: { type: 'explorer-hits', requestId, hits, ms: now() - t0 },
        transfer: typedArrayBuffers(hits),
      };
    }
    case 'explorer-new-tiles': {
      const newTiles = engine.newTiles();
      return {
        response: { type: 'explorer-new-tiles', requestId, newTiles, ms: now() - t0 },
        transfer: typedArrayBuffers(newTiles),
      };
    }
  }
}

export function handleExplorerRequest(
  engine: ExplorerEngine,
  request: ExplorerRequest,
  now: () => number = () => performance.now(),
): HandledExplorerRequest {
  try {
    return answer(engine, request, now);
  } catch (error) {
    return {
      response: { type: 'failed', requestId: request.requestId, error: oneLineError(error) },
      transfer: [],
    };
  }
}
