import { describe, expect, it } from 'vitest';
import { pushEdit } from '../../../domain/edits/history';
import { splitChildId } from '../../../domain/edits/related';
import { makeSummary } from '../../../testing/summary';
import { mergeCandidates } from './merge-candidates';

const at = (iso: string) => Date.parse(iso);

describe('mergeCandidates', () => {
  it('keeps recorded activities of the same or a neighbouring day (on their own clock), in time order', () => {
    const self = makeSummary({ id: 'self', startTime: at('2024-05-02T10:00:00Z'), utcOffsetMin: 0 });
    const list = [
      self,
      makeSummary({ id: 'next-day', startTime: at('2024-05-03T23:00:00Z'), utcOffsetMin: 0 }),
      makeSummary({ id: 'two-days', startTime: at('2024-05-04T00:30:00Z'), utcOffsetMin: 0 }),
      makeSummary({ id: 'same-day', startTime: at('2024-05-02T07:00:00Z'), utcOffsetMin: 0 }),
      makeSummary({ id: 'day-before', startTime: at('2024-05-01T00:10:00Z'), utcOffsetMin: 0 }),
      // 2024-05-03T23:30 UTC is the 4th in Tokyo: two days after.
      makeSummary({ id: 'tokyo', startTime: at('2024-05-03T23:30:00Z'), utcOffsetMin: 540 }),
      makeSummary({ id: 'route', startTime: at('2024-05-02T12:00:00Z'), utcOffsetMin: 0, kind: 'route' }),
      makeSummary({ id: 'manual', startTime: at('2024-05-02T13:00:00Z'), utcOffsetMin: 0, manual: true }),
      makeSummary({ id: 'untimed', startTime: null }),
    ];
    expect(mergeCandidates(self, list).map((s) => s.id)).toEqual(['day-before', 'same-day', 'next-day']);
  });

  it('leaves out the second part its own split made (undo joins them), not an unrelated one', () => {
    const split = pushEdit(null, { op: 'split', at: '2024-05-02T10:30:00Z', keep: 'before' });
    const self = makeSummary({
      id: 'self',
      startTime: at('2024-05-02T10:00:00Z'),
      utcOffsetMin: 0,
      edits: split,
    });
    const part = splitChildId('self', '2024-05-02T10:30:00Z');
    const list = [
      self,
      makeSummary({ id: part, startTime: at('2024-05-02T10:30:01Z'), utcOffsetMin: 0 }),
      makeSummary({ id: 'later', startTime: at('2024-05-02T15:00:00Z'), utcOffsetMin: 0 }),
    ];
    expect(mergeCandidates(self, list).map((s) => s.id)).toEqual(['later']);
  });

  it('offers nothing for an activity without a time', () => {
    const self = makeSummary({ id: 'self', startTime: null });
    expect(mergeCandidates(self, [self, makeSummary({ id: 'b' })])).toEqual([]);
  });
});
