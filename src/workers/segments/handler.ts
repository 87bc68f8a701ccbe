/**
 * The segments worker's jobs as a plain object (testable without a Worker). Synchronous domain code, except 'match-stored' (and 'open-store', which
 * readies it), which reads the local database through the StoredTrackSource the entry gives it (the in-process runner has
 * none: it refuses that job). Anything thrown becomes a one-line 'failed' response.
 */
import { parseActivity } from '../../domain/formats/parse-activity';
import { pointsFromTrack } from '../../domain/segments/build-segment';
import { suggestClimbs } from '../../domain/segments/climbs';
import { matchSegment } from '../../domain/segments/effort-figures';
import { prepareSegment } from '../../domain/segments/prepare';
import { previewPath } from '../../domain/segments/preview';
import { toEffort } from '../../domain/segments/rank';
import { stretchChecker } from '../../domain/segments/stretch-check';
import { suggestStretches } from '../../domain/segments/stretches';
import type { SegmentEffort } from '../../domain/segments/types';
import { oneLineError } from '../shared/errors';
import { matchStored, type StoredTrackSource } from './match-stored';
import type { SegmentsJob, SegmentsRequest, SegmentsResponse, SegmentsResult } from './protocol';

/** Suggestions list at most this many climbs. */
export const MAX_CLIMB_SUGGESTIONS = 10;

export interface SegmentsHandler {
  handle(request: SegmentsRequest): Promise<SegmentsResponse>;
}

export interface SegmentsHandlerOptions {
  /** Opens the local database by name (the worker entry passes data/local/stored-tracks.ts). */
  openStore?: (dbName: string) => StoredTrackSource;
}

interface HandlerState {
  sources: Map<string, StoredTrackSource>;
  openStore: ((dbName: string) => StoredTrackSource) | undefined;
}

function sourceFor(state: HandlerState, dbName: string): StoredTrackSource {
  if (!state.openStore) throw new Error('This segments runner cannot read the local database');
  let source = state.sources.get(dbName);
  if (!source) state.sources.set(dbName, (source = state.openStore(dbName)));
  return source;
}

function run(job: SegmentsJob, state: HandlerState): SegmentsResult | Promise<SegmentsResult> {
  switch (job.type) {
    case 'match-segment': {
      const prepared = prepareSegment(job.segment);
      const efforts: SegmentEffort[] = [];
      for (const { activity, track } of job.items)
        for (const m of matchSegment(prepared, track)) efforts.push(toEffort(m, job.segment.id, activity));
      return { type: 'efforts', efforts };
    }
    case 'match-stored':
      return matchStored(job.segment, sourceFor(state, job.dbName), job.activities, job.share).then(
        (efforts) => ({
          type: 'efforts',
          efforts,
        }),
      );
    case 'open-store':
      return sourceFor(state, job.dbName)
        .open()
        .then(() => ({ type: 'store-open' }));
    case 'read-segment-file': {
      const parsed = parseActivity(job.bytes, job.fileName);
      const points = pointsFromTrack(parsed.track, 0, parsed.track.length - 1);
      return { type: 'segment-file', name: parsed.name ?? null, points };
    }
    case 'suggest': {
      const byId = new Map(job.profiles);
      const withPreview = <T extends { trackId: string; startM: number; endM: number }>(x: T) => ({
        ...x,
        preview: previewPath(byId.get(x.trackId), x.startM, x.endM),
      });
      return {
        type: 'suggestions',
        climbs: suggestClimbs(job.profiles).slice(0, MAX_CLIMB_SUGGESTIONS).map(withPreview),
        stretches: suggestStretches(job.profiles, stretchChecker(job.profiles)).map(withPreview),
      };
    }
  }
}

export function createSegmentsHandler(options: SegmentsHandlerOptions = {}): SegmentsHandler {
  const state: HandlerState = {
    sources: new Map(),
    openStore: options.openStore,
  };
  return {
    async handle(request) {
      const { requestId } = request;
      try {
        return { ...(await run(request, state)), requestId };
      } catch (error) {
        return { type: 'failed', requestId, error: oneLineError(error) };
      }
    },
  };
}
