import { describe, expect, it } from 'vitest';
import { buildSnapshot, MIN_ELAPSED_FOR_RATE_MS, type ProgressInput } from './progress';

const base: ProgressInput = {
  phase: 'running',
  total: 10,
  done: 4,
  counts: { imported: 4, duplicate: 0, skipped: 0, failed: 0 },
  bytesDone: 4_000_000,
  bytesLeftListed: 3_000_000,
  unlisted: 3,
  averageSize: 1_000_000,
  startedAt: 0,
  finishedAt: null,
  results: [],
  message: null,
};

describe('progress figures', () => {
  it('speed is bytes read over elapsed time; time left counts listed bytes plus unknown sizes at the average', () => {
    const snap = buildSnapshot(base, 2000);
    expect(snap.bytesPerSecond).toBe(2_000_000);
    // 3 MB listed + 3 files x 1 MB average = 6 MB at 2 MB/s.
    expect(snap.etaMs).toBe(3000);
    expect(snap.elapsedMs).toBe(2000);
  });

  it('knows no speed before there is something to measure, and no time left once finished', () => {
    expect(buildSnapshot(base, MIN_ELAPSED_FOR_RATE_MS - 1).bytesPerSecond).toBeNull();
    expect(buildSnapshot({ ...base, bytesDone: 0 }, 5000).etaMs).toBeNull();
    const done = buildSnapshot({ ...base, phase: 'done', finishedAt: 4000 }, 9000);
    expect(done.etaMs).toBeNull();
    expect(done.elapsedMs).toBe(4000);
    expect(done.bytesPerSecond).toBe(1_000_000);
  });
});
