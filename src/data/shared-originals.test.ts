import { describe, expect, it } from 'vitest';
import type { LoggerPart } from '../domain/sanity/types';
import { copyHolders, planOriginalLinks } from './shared-originals';

const part = (index: number, sourceId = 'src'): { id: string; part: LoggerPart } => ({
  id: index === 1 ? sourceId : `${sourceId}-part${index}`,
  part: { sourceId, index, count: 4 },
});
const FILE = Uint8Array.of(1, 2, 3, 4);
const OTHER = Uint8Array.of(1, 2, 3, 5);

describe('linking old per-part copies of a logger file to its one original', () => {
  it('frees the copies identical to the shared original and leaves a differing one alone', () => {
    const copies = [
      [part(2), FILE.slice()],
      [part(3), OTHER],
      [part(4), FILE.slice()],
    ] as const;
    expect(planOriginalLinks(copies, (key) => (key === 'src' ? FILE : undefined))).toEqual({
      moves: [],
      removes: ['src-part2', 'src-part4'],
    });
  });

  it('moves the first copy to the shared key when the original is not there, then frees the rest', () => {
    const copies = [
      [part(4), FILE.slice()],
      [part(3), FILE.slice()],
      [part(2, 'other'), OTHER],
    ] as const;
    expect(planOriginalLinks(copies, () => undefined)).toEqual({
      moves: [
        ['src-part3', 'src'],
        ['other-part2', 'other'],
      ],
      removes: ['src-part4'],
    });
  });

  it('finds the copy holders among all activities: parts other than the first only', () => {
    const whole = { id: 'plain', part: null };
    expect(copyHolders([whole, part(1), part(2), part(3)]).map((s) => s.id)).toEqual([
      'src-part2',
      'src-part3',
    ]);
  });
});
