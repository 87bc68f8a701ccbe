/**
 * Main-thread client of the segments worker: one dedicated worker (entry.ts), started on first use.
 * Tracks and file bytes are transferred. Without Worker support (tests, old
 * browsers) the same handler runs in-process.
 */
import type { TrackData } from '../../domain/track/types';
import type { Climb } from '../../domain/segments/climbs';
import type { MatchActivity } from '../../domain/segments/segment-index';
import type { Previewed } from '../../domain/segments/preview';
import type { Stretch } from '../../domain/segments/stretches';
import type { Segment, SegmentEffort, SegmentPoints } from '../../domain/segments/types';
import type { ChartProfile } from '../../domain/series/types';
import { createWorkerChannel, type ChannelWorkerLike, type DistributiveOmit } from '../shared/channel';
import { PoolJobError } from '../shared/errors';
import { lazyInProcessSend, replyUnwrapper, type Send } from '../shared/reply';
import type { SegmentsHandlerOptions } from './handler';
import {
  isSegmentsResponse,
  type ActivityTrack,
  type SegmentsRequest,
  type SegmentsResponse,
  type SegmentsResult,
} from './protocol';

export type { ActivityTrack } from './protocol';

export interface SegmentsRunner {
  /** Efforts on one segment in these activities (their tracks are transferred). */
  matchSegment(segment: Segment, items: ActivityTrack[], signal?: AbortSignal): Promise<SegmentEffort[]>;
  /**
   * Whether matchStored works: the worker reads the local database itself (a browser worker; the
   * in-process runner does not).
   */
  readonly readsStore: boolean;
  /**
   * Efforts on one segment in every activity of the local database `dbName`, read in the worker;
   * `activities`: the candidates' facts when the caller holds the summaries, else null.
   */
  matchStored(
    segment: Segment,
    dbName: string,
    activities: MatchActivity[] | null,
    signal?: AbortSignal,
  ): Promise<SegmentEffort[]>;
  /**
   * Readies what a matchStored on `dbName` will use: starts its workers (their code loaded) and
   * opens the database in each. A page about to create a segment calls it (the name dialog opens),
   * so the match that follows does not wait for a worker to start (~0.2 s for a second one on a
   * busy machine, bench segment-match). Fire and forget: a failure shows in the match itself.
   */
  prepareMatch(dbName: string): void;
  /** A segment's points (and the file's name) from a GPX, TCX or FIT file's track. */
  readSegmentFile(
    bytes: Uint8Array,
    fileName: string,
  ): Promise<{ name: string | null; points: SegmentPoints }>;
  /** Climbs and most-passed stretches in these chart profiles. */
  suggest(
    profiles: [string, ChartProfile][],
    signal?: AbortSignal,
  ): Promise<{ climbs: (Climb & Previewed)[]; stretches: (Stretch & Previewed)[] }>;
}

export type SegmentsWorkerLike = ChannelWorkerLike<SegmentsRequest>;
type Job = DistributiveOmit<SegmentsRequest, 'requestId'>;

const cancelled = (): DOMException => new DOMException('The segment matching was cancelled', 'AbortError');
const crashError = (reason: string): PoolJobError =>
  new PoolJobError(`The segments worker crashed (${reason})`);
const unwrap = replyUnwrapper<SegmentsResponse>('The segments worker answered with the wrong kind of result');

function createBrowserSegmentsWorker(): SegmentsWorkerLike {
  return new Worker(new URL('./entry.ts', import.meta.url), { type: 'module', name: 'segments-worker' });
}

const trackBuffers = (track: TrackData): ArrayBuffer[] => {
  const out = new Set<ArrayBuffer>();
  for (const v of Object.values(track))
    if (ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer) out.add(v.buffer);
  return [...out];
};

/**
 * `send` runs every job; `matchSenders` (more workers, made on first use) share a matchStored with it:
 * with n senders in all, each matches every n-th candidate (match-stored.ts shares).
 */
function runnerOver(
  send: Send<SegmentsRequest, SegmentsResponse>,
  readsStore: boolean,
  matchSenders: () => Send<SegmentsRequest, SegmentsResponse>[] = () => [],
): SegmentsRunner {
  const askVia = async <K extends SegmentsResult['type']>(
    via: Send<SegmentsRequest, SegmentsResponse>,
    kind: K,
    job: Job,
    transfer: Transferable[] = [],
    signal?: AbortSignal,
  ): Promise<Extract<SegmentsResult, { type: K }>> =>
    unwrap(await via(job, transfer, signal), (r) =>
      r.type === kind ? (r as unknown as Extract<SegmentsResult, { type: K }>) : undefined,
    );
  const ask = <K extends SegmentsResult['type']>(
    kind: K,
    job: Job,
    transfer: Transferable[] = [],
    signal?: AbortSignal,
  ) => askVia(send, kind, job, transfer, signal);
  return {
    async matchSegment(segment, items, signal) {
      const transfer = items.flatMap((i) => trackBuffers(i.track));
      return (await ask('efforts', { type: 'match-segment', segment, items }, transfer, signal)).efforts;
    },
    readsStore,
    prepareMatch(dbName) {
      if (!readsStore) return;
      for (const via of [send, ...matchSenders()])
        void askVia(via, 'store-open', { type: 'open-store', dbName }).catch(() => undefined);
    },
    async matchStored(segment, dbName, activities, signal) {
      const senders = [send, ...matchSenders()];
      const count = senders.length;
      const parts = await Promise.all(
        senders.map((via, index) => {
          const job: Job = { type: 'match-stored', segment, dbName, activities, share: { index, count } };
          return askVia(via, 'efforts', job, [], signal);
        }),
      );
      return parts.flatMap((part) => part.efforts);
    },
    async readSegmentFile(bytes, fileName) {
      const r = await ask('segment-file', { type: 'read-segment-file', bytes, fileName });
      return { name: r.name, points: r.points };
    },
    async suggest(profiles, signal) {
      const r = await ask('suggestions', { type: 'suggest', profiles }, [], signal);
      return { climbs: r.climbs, stretches: r.stretches };
    },
  };
}

/** At most this many workers match one segment against the stored activities together. */
export const MAX_MATCH_WORKERS = 4;

/** Workers for matchStored: one per core (the main thread waits meanwhile), at most MAX_MATCH_WORKERS. */
export function matchWorkerCount(
  cores: number | undefined = globalThis.navigator?.hardwareConcurrency,
): number {
  return Math.max(1, Math.min(MAX_MATCH_WORKERS, Math.floor(cores ?? 1) || 1));
}

/**
 * The segments worker, and `matchWorkers - 1` more made on the first matchStored (kept for the next)
 * that share it (runnerOver).
 */
export function createSegmentsClient(
  createWorker: () => SegmentsWorkerLike = createBrowserSegmentsWorker,
  matchWorkers = matchWorkerCount(),
): SegmentsRunner {
  const channel = () =>
    createWorkerChannel<SegmentsRequest, SegmentsResponse>({
      createWorker,
      isResponse: isSegmentsResponse,
      crashError,
      cancelled,
    });
  const main = channel();
  let more: Send<SegmentsRequest, SegmentsResponse>[] | null = null;
  const matchSenders = () => (more ??= Array.from({ length: matchWorkers - 1 }, () => channel().send));
  return runnerOver(main.send, true, matchSenders);
}

/**
 * The same jobs on the calling thread (tests; browsers without module workers). It reads the local
 * database (matchStored) only when given `openStore` (tests).
 */
export function createInProcessSegmentsRunner(options: SegmentsHandlerOptions = {}): SegmentsRunner {
  // Loaded on first use: the handler (parsers, matching) is worker code, kept out of the first chunk.
  const send = lazyInProcessSend(async () => {
    const handler = (await import('./handler')).createSegmentsHandler(options);
    return (r: SegmentsRequest) => handler.handle(r);
  }, cancelled);
  return runnerOver(send, options.openStore !== undefined);
}
