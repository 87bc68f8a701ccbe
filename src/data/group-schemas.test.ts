import { describe, expect, it } from 'vitest';
import {
  decodeTotalsRows,
  encodeTotalsRows,
  MAX_ROW_CHARS,
  MAX_WEEK_CHARS,
  MAX_WEEK_ROWS,
  memberDocSchema,
  totalsDocSchema,
} from './group-schemas';

const row = {
  start: '2026-11-30',
  sport: 'ride' as const,
  distanceM: 42_000,
  movingS: 5400,
  ascentM: 512,
  count: 2,
};
const doc = (weeks: string[], months: string[] = []) => ({
  v: 1,
  name: 'Ben',
  updatedAt: 1,
  weeks: weeks.join('|'),
  months: months.join('|'),
});
const LONGEST = '2026-11-30 other 9999999999 999999999 99999999 99999';

describe('group totals rows', () => {
  it('round-trip through their stored text', () => {
    const text = encodeTotalsRows([row, { ...row, sport: 'run' }]);
    expect(text).toBe('2026-11-30 ride 42000 5400 512 2|2026-11-30 run 42000 5400 512 2');
    expect(decodeTotalsRows(text)).toEqual([row, { ...row, sport: 'run' }]);
    expect(decodeTotalsRows('')).toEqual([]);
    expect(totalsDocSchema.safeParse(doc([text], ['2026-11-01 ride 42000 5400 512 2'])).success).toBe(true);
    expect(totalsDocSchema.safeParse(doc([])).success).toBe(true);
  });

  it('are stored whole and within the digits the rules allow', () => {
    expect(encodeTotalsRows([{ ...row, distanceM: 1e12, movingS: 12.6, ascentM: -3 }])).toBe(
      '2026-11-30 ride 9999999999 13 0 2',
    );
    // The longest row there can be, and as many as the schema takes.
    expect(LONGEST).toHaveLength(MAX_ROW_CHARS);
    const most = Array.from({ length: MAX_WEEK_ROWS }, () => LONGEST);
    expect(most.join('|')).toHaveLength(MAX_WEEK_CHARS);
    expect(totalsDocSchema.safeParse(doc(most)).success).toBe(true);
  });

  it('refuse what the rules refuse: fractions, signs, unknown sports, a month not on the 1st, too many', () => {
    const bad = [
      doc(['2026-11-30 ride 1.5 1 1 1']),
      doc(['2026-11-30 ride -1 1 1 1']),
      doc(['2026-11-30 kayak 1 1 1 1']),
      doc(['2026-11-30 ride 1 1 1 1 x']),
      doc(['2026-11-30 ride 01 1 1 1']),
      doc([], ['2026-11-30 ride 1 1 1 1']),
      doc(Array.from({ length: MAX_WEEK_ROWS + 1 }, () => LONGEST)),
      doc(['2026-11-30 ride 1 1 1 1', '']),
      { ...doc([]), weeks: ['2026-11-30 ride 1 1 1 1'] },
      { ...doc([]), home: 'x' },
    ];
    for (const d of bad)
      expect(totalsDocSchema.safeParse(d).success, JSON.stringify(d).slice(0, 80)).toBe(false);
  });
});

describe('group member entries', () => {
  const member = {
    uid: 'ben',
    name: 'Ben',
    joinedAt: 1,
    invite: 'a'.repeat(32),
    shares: { totals: true, curves: false, fitness: false, efforts: false },
  };
  it('hold exactly their keys, a non-blank name and a 32-hex invite or none', () => {
    expect(memberDocSchema.safeParse(member).success).toBe(true);
    expect(memberDocSchema.safeParse({ ...member, invite: null }).success).toBe(true);
    expect(memberDocSchema.safeParse({ ...member, name: '  ' }).success).toBe(false);
    expect(memberDocSchema.safeParse({ ...member, invite: 'abc' }).success).toBe(false);
    expect(memberDocSchema.safeParse({ ...member, email: 'x' }).success).toBe(false);
  });
});
