/**
 * Progress figures for the panel.
 *
 * Speed: bytes of GPX read (uncompressed) divided by the time since the import started.
 * Time left: bytes still to read divided by that speed, where bytes still to read are the sizes of
 * the listed files not finished yet plus, for files of unknown size (announced but not listed yet,
 * or generated), the average size of the files read so far. Unknown until MIN_ELAPSED_FOR_RATE_MS have passed and bytes were read.
 */
import type { FileResult, FileStatus, ImportPhase, ImportSnapshot } from './types';

export const MIN_ELAPSED_FOR_RATE_MS = 500;

export interface ProgressInput {
  phase: ImportPhase;
  total: number;
  done: number;
  counts: Readonly<Record<FileStatus, number>>;
  bytesDone: number;
  /** Sizes of listed files without a result yet (waiting or in flight). */
  bytesLeftListed: number;
  /** Files whose size is not known yet: announced but not listed, or listed without a size. */
  unlisted: number;
  /** Average size of the files read so far, else of those listed (0 when none). */
  averageSize: number;
  startedAt: number;
  finishedAt: number | null;
  results: readonly FileResult[];
  message: string | null;
}

export function buildSnapshot(input: ProgressInput, now: number): ImportSnapshot {
  const elapsedMs = Math.max(0, (input.finishedAt ?? now) - input.startedAt);
  const measurable = elapsedMs >= MIN_ELAPSED_FOR_RATE_MS && input.bytesDone > 0;
  const bytesPerSecond = measurable ? (input.bytesDone * 1000) / elapsedMs : null;
  const bytesLeft = input.bytesLeftListed + input.unlisted * input.averageSize;
  const etaMs = input.phase === 'running' && bytesPerSecond ? (bytesLeft / bytesPerSecond) * 1000 : null;
  return {
    phase: input.phase,
    total: input.total,
    done: input.done,
    counts: input.counts,
    bytesDone: input.bytesDone,
    elapsedMs,
    bytesPerSecond,
    etaMs,
    results: input.results,
    message: input.message,
  };
}

export const IDLE_SNAPSHOT: ImportSnapshot = {
  phase: 'idle',
  total: 0,
  done: 0,
  counts: { imported: 0, duplicate: 0, skipped: 0, failed: 0 },
  bytesDone: 0,
  elapsedMs: 0,
  bytesPerSecond: null,
  etaMs: null,
  results: [],
  message: null,
};
