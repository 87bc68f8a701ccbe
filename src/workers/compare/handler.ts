/**
 * The worker's comparison jobs, as a plain function (testable without a Worker): resample many
 * chart profiles onto one grid, find which candidates follow a reference route, or an activity's
 * splits. Synchronous
 * domain code; anything thrown becomes a one-line 'failed' response.
 */
import { compareProfiles, compareResultBuffers } from '../../domain/compare/compare-profiles';
import { findSameRoute } from '../../domain/compare/same-route';
import { computeSplits } from '../../domain/stats/splits';
import { oneLineError } from '../shared/errors';
import type { CompareJobRequest, CompareJobResponse } from './protocol';

export interface HandledCompareJob {
  response: CompareJobResponse;
  transfer: ArrayBuffer[];
}

export function handleCompareJob(request: CompareJobRequest): HandledCompareJob {
  const { requestId } = request;
  try {
    if (request.type === 'compare') {
      const result = compareProfiles(request.profiles, { axis: request.axis });
      return { response: { type: 'compared', requestId, result }, transfer: compareResultBuffers(result) };
    }
    if (request.type === 'splits') {
      const splits = computeSplits(request.track, request.splitLengthM);
      return { response: { type: 'splits-computed', requestId, splits }, transfer: [] };
    }
    const matches = findSameRoute(request.reference, request.candidates);
    return { response: { type: 'routes-matched', requestId, matches }, transfer: [] };
  } catch (error) {
    return { response: { type: 'failed', requestId, error: oneLineError(error) }, transfer: [] };
  }
}
