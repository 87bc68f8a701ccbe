/**
 * The heat worker's work as a plain function over a heat engine (testable without a Worker): run
 * the request, time it, and list the buffers to transfer back. Anything thrown becomes a one-line
 * 'failed' response; the engine keeps what it had loaded.
 */
import type { HeatEngine } from '../../domain/heat/heat-engine';
import type { HeatBuild } from '../../domain/heat/types';
import type { HeatRequest, HeatResponse, WireHeatBuild } from './protocol';
import { safeHandler, transferring, type Handled } from '../shared/handled';
import { typedArrayBuffers } from '../shared/transfer';

export type HandledHeatRequest = Handled<HeatResponse>;

/**
 * The build as sent: its density weights, and a copy of its positions when asked for (the engine's
 * own array stays in the worker; transferring it would detach it).
 */
function wireBuild({ density, ...rest }: HeatBuild, withPositions: boolean): WireHeatBuild {
  return {
    ...rest,
    density: null,
    densityWeights: density ? density.weights : null,
    densityPositions: density && withPositions ? density.positions.slice() : null,
  };
}

function answer(engine: HeatEngine, request: HeatRequest, now: () => number): HandledHeatRequest {
  const { requestId } = request;
  const t0 = now();
  switch (request.type) {
    case 'heat-load': {
      const stats = engine.loadHeat(request.heat);
      return { response: { type: 'heat-loaded', requestId, stats, ms: now() - t0 }, transfer: [] };
    }
    case 'heat-restore': {
      const stats = engine.restore(request.state);
      return { response: { type: 'heat-loaded', requestId, stats, ms: now() - t0 }, transfer: [] };
    }
    case 'heat-update': {
      const stats = engine.update(request.removed, request.added);
      return { response: { type: 'heat-loaded', requestId, stats, ms: now() - t0 }, transfer: [] };
    }
    case 'heat-state': {
      const state = engine.state();
      const preview = engine.preview();
      const transfer = [...typedArrayBuffers(state), ...typedArrayBuffers(preview.levels)];
      if (state.index.data) transfer.push(state.index.data);
      return { response: { type: 'heat-state', requestId, state, preview, ms: now() - t0 }, transfer };
    }
    case 'heat-load-paths':
      engine.loadPaths(request.paths);
      return { response: { type: 'heat-paths-loaded', requestId, ms: now() - t0 }, transfer: [] };
    case 'heat-build': {
      const build = wireBuild(engine.build(request.mode, request.mask, request.level), request.withPositions);
      return transferring({ type: 'heat-built', requestId, build, ms: now() - t0 }, build);
    }
    case 'heat-query': {
      const hits = engine.query(request.mask, request.lon, request.lat, request.toleranceM);
      return transferring({ type: 'heat-queried', requestId, hits, ms: now() - t0 }, hits);
    }
    case 'heat-restore-stored':
    case 'heat-save-stored':
      throw new Error('This heat engine has no access to the local database');
  }
}

export const handleHeatRequest = safeHandler(answer);
