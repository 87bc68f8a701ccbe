import { describe, expect, it } from 'vitest';
import { IDLE_SNAPSHOT } from '../controller/progress';
import type { ImportSnapshot } from '../controller/types';
import { formatTimeInWords, formatTimeLeft, progressLine } from './progress-format';

describe('formatTimeInWords', () => {
  it('rounds a span to seconds, minutes, or hours and minutes', () => {
    expect(formatTimeInWords(400)).toBe('less than a second');
    expect(formatTimeInWords(12_400)).toBe('12 s');
    expect(formatTimeInWords(3 * 60_000 + 10_000)).toBe('3 min');
    expect(formatTimeInWords(65 * 60_000)).toBe('1 h 5 min');
  });
});

describe('formatTimeLeft', () => {
  it('says almost done under a second and nothing when unknown', () => {
    expect(formatTimeLeft(500)).toBe('almost done');
    expect(formatTimeLeft(20_000)).toBe('about 20 s left');
    expect(formatTimeLeft(null)).toBeNull();
  });
});

describe('progressLine', () => {
  const base: ImportSnapshot = {
    ...IDLE_SNAPSHOT,
    total: 1,
    done: 1,
    elapsedMs: 90_000,
    bytesPerSecond: null,
  };
  it('uses the singular for one file and the plural otherwise', () => {
    expect(progressLine({ ...base, phase: 'done' })).toBe('1 file in 2 min');
    expect(progressLine({ ...base, phase: 'done', total: 2, done: 2 })).toBe('2 files in 2 min');
    expect(progressLine({ ...base, phase: 'stopped', total: 1, done: 0 })).toBe(
      '0 of 1 file done; what finished is kept',
    );
  });
});
