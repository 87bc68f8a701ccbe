/**
 * A worker pool stand-in for tests: runs the real processActivity, segment matching and unpackFile
 * in-process (the same functions the worker runs), honours cancellation, and can hold jobs so a test can cancel in the middle.
 */
import { unpackFile } from '../../../domain/archive/unpack';
import { contentId } from '../../../domain/hash';
import { processActivity } from '../../../domain/process-activity';
import type { PoolResult } from '../../../workers/import/client';
import { abortError } from '../../../workers/import/errors';
import { createImportMatcher } from '../../../workers/import/segment-efforts';
import type { ImportPool } from '../controller/types';

export interface FakePool extends ImportPool {
  /** Files that reached the pool, in order. */
  readonly started: string[];
  /** Jobs from this position on (0-based) never finish on their own: they wait to be cancelled. */
  holdFrom: number;
}

const untilAborted = (signal: AbortSignal | undefined) =>
  new Promise<never>((_, reject) =>
    signal?.addEventListener('abort', () => reject(abortError()), { once: true }),
  );

export function createFakePool(size = 2): FakePool {
  const matcher = createImportMatcher();
  const pool: FakePool = {
    size,
    started: [],
    holdFrom: Number.POSITIVE_INFINITY,
    async process(bytes, meta, { signal, segments } = {}): Promise<PoolResult> {
      if (signal?.aborted) throw abortError();
      const position = pool.started.push(meta.fileName) - 1;
      if (position >= pool.holdFrom) await untilAborted(signal);
      const copy = bytes.slice(); // the real pool hands the bytes back after the transfer
      const result = await processActivity(bytes, meta);
      if (segments) {
        matcher.set(segments);
        matcher.addEfforts(result);
      }
      return { ...result, bytes: copy };
    },
    /** The worker's own unpacking, in-process; the thrown line becomes the file's failure, as in the pool. */
    async unpack(bytes, spec, { signal } = {}) {
      if (signal?.aborted) throw abortError();
      const out = unpackFile(bytes, spec);
      return { bytes: out, id: await contentId(out) };
    },
  };
  return pool;
}
