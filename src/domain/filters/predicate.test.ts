import { describe, expect, it } from 'vitest';
import type { TrackSummary } from '../stats/types';
import { applyFilter, compileFilter, foldForSearch, searchTokens } from './predicate';
import { DEFAULT_FILTER } from './search-params';
import { makeSummary } from '../../testing/summary';
import { NO_GEAR, type ActivityFilter, type FilterContext } from './types';

const UTC: FilterContext = { now: new Date(Date.UTC(2025, 2, 12, 12)), viewerOffsetMin: () => 0 };

function filter(patch: Partial<ActivityFilter>): ActivityFilter {
  return { ...DEFAULT_FILTER, ...patch };
}

const rows: TrackSummary[] = [
  makeSummary({
    id: 'a',
    name: 'Lake loop',
    sport: 'run',
    distanceM: 5000,
    movingS: 1500,
    elevationGainM: 20,
  }),
  makeSummary({
    id: 'b',
    name: 'Col du Galibier',
    sport: 'ride',
    distanceM: 80_000,
    movingS: 12_000,
    elevationGainM: 2100,
    fileName: 'alps-2024.gpx',
  }),
  makeSummary({
    id: 'c',
    name: 'Evening walk',
    sport: 'walk',
    distanceM: 3000,
    movingS: null,
    elapsedS: 2400,
    elevationGainM: null,
  }),
  makeSummary({
    id: 'd',
    name: 'Track session',
    sport: 'run',
    distanceM: 10_000,
    movingS: 2400,
    startTime: null,
  }),
];

const ids = (f: ActivityFilter, ctx: FilterContext = UTC) => applyFilter(rows, f, ctx).map((s) => s.id);

describe('compileFilter', () => {
  it('keeps everything with the default filter', () => {
    expect(ids(DEFAULT_FILTER)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by sport set', () => {
    expect(ids(filter({ sports: ['run'] }))).toEqual(['a', 'd']);
    expect(ids(filter({ sports: ['ride', 'walk'] }))).toEqual(['b', 'c']);
    expect(ids(filter({ sports: ['ski'] }))).toEqual([]);
  });

  it('filters by inclusive distance range, open on either side', () => {
    expect(ids(filter({ distanceM: { min: 5000, max: 10_000 } }))).toEqual(['a', 'd']);
    expect(ids(filter({ distanceM: { min: 10_000, max: null } }))).toEqual(['b', 'd']);
    expect(ids(filter({ distanceM: { min: null, max: 4000 } }))).toEqual(['c']);
  });

  it('uses moving time for duration, elapsed when moving is unknown', () => {
    expect(ids(filter({ durationS: { min: 2000, max: 3000 } }))).toEqual(['c', 'd']);
  });

  it('drops rows without the value a restricting range needs', () => {
    expect(ids(filter({ gainM: { min: 0, max: null } }))).toEqual(['a', 'b', 'd']);
    // c has no moving time, so no pace; a: 300 s/km, b: 150 s/km, d: 240 s/km.
    expect(ids(filter({ paceSPerKm: { min: 200, max: 300 } }))).toEqual(['a', 'd']);
  });

  it('searches every word in name or file name, case-insensitively', () => {
    expect(ids(filter({ text: 'LAKE' }))).toEqual(['a']);
    expect(ids(filter({ text: 'alps galibier' }))).toEqual(['b']);
    expect(ids(filter({ text: 'alps lake' }))).toEqual([]);
    expect(ids(filter({ text: '   ' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sees a renamed summary (a new object) with its new name', () => {
    const pred = compileFilter(filter({ text: 'lake' }), UTC);
    const first = rows[0] as TrackSummary;
    expect(pred(first)).toBe(true);
    expect(pred({ ...first, name: 'Hill repeats' })).toBe(false);
  });

  it('shows what counts, what the person excluded, or the routes (issue 41)', () => {
    const list = [
      makeSummary({ id: 'kept' }),
      makeSummary({ id: 'left', excluded: true }),
      makeSummary({ id: 'plan', kind: 'route' }),
      makeSummary({ id: 'plan-left', kind: 'route', excluded: true }),
    ];
    const ids = (show: ActivityFilter['show']) => applyFilter(list, filter({ show }), UTC).map((s) => s.id);
    expect(ids(null)).toEqual(['kept', 'left', 'plan', 'plan-left']);
    expect(ids('counted')).toEqual(['kept']);
    expect(ids('excluded')).toEqual(['left']);
    expect(ids('routes')).toEqual(['plan', 'plan-left']);
  });

  it('filters by gear, or by no gear', () => {
    const geared = [makeSummary({ id: 'g1', gear: 'Canyon' }), makeSummary({ id: 'g2', gear: null })];
    const pick = (gear: string) => applyFilter(geared, filter({ gear }), UTC).map((s) => s.id);
    expect(pick('Canyon')).toEqual(['g1']);
    expect(pick(NO_GEAR)).toEqual(['g2']);
    expect(pick('Pegasus')).toEqual([]);
  });

  it('filters by collection members; an unknown collection matches nothing', () => {
    const members = new Map([['trip', new Set(['b', 'c'])]]);
    const ctx: FilterContext = { ...UTC, collectionMembers: (id) => members.get(id) };
    expect(ids(filter({ collectionId: 'trip' }), ctx)).toEqual(['b', 'c']);
    expect(ids(filter({ collectionId: 'gone' }), ctx)).toEqual([]);
    expect(ids(filter({ collectionId: 'trip' }), UTC)).toEqual([]);
  });

  it('keeps only hand-picked ids when given', () => {
    expect(ids(filter({ ids: ['d', 'a', 'zz'] }))).toEqual(['a', 'd']);
    expect(ids(filter({ ids: [] }))).toEqual([]);
  });

  it('combines every part with AND', () => {
    expect(ids(filter({ sports: ['run'], distanceM: { min: 6000, max: null } }))).toEqual(['d']);
  });
});

describe('date filtering', () => {
  const day = (id: string, iso: string, utcOffsetMin: number | null) =>
    makeSummary({ id, startTime: Date.parse(iso), utcOffsetMin });
  const dated = [
    day('in-tokyo', '2025-02-28T23:30:00Z', 540), // 1 March, 08:30 in Tokyo
    day('in-paris', '2025-03-01T10:00:00Z', 60),
    day('late-feb', '2025-02-28T20:00:00Z', 60),
    day('no-offset', '2025-02-28T23:30:00Z', null),
  ];
  const march = filter({ date: { preset: 'custom', from: '2025-03-01', to: '2025-03-31' } });

  it('puts an activity on the day shown on its own clock', () => {
    const viewerUtc = applyFilter(dated, march, UTC).map((s) => s.id);
    expect(viewerUtc).toEqual(['in-tokyo', 'in-paris']);
  });

  it("uses the viewer's offset when the file gives none", () => {
    const viewerBerlin: FilterContext = { ...UTC, viewerOffsetMin: () => 60 };
    expect(applyFilter(dated, march, viewerBerlin).map((s) => s.id)).toEqual([
      'in-tokyo',
      'in-paris',
      'no-offset',
    ]);
  });

  it('drops activities without a start time when a date range applies', () => {
    expect(ids(filter({ date: { preset: 'this-year', from: null, to: null } }))).not.toContain('d');
    expect(ids(filter({ date: { preset: 'last-year', from: null, to: null } }))).toEqual(['a', 'b', 'c']);
  });
});

describe('searchTokens', () => {
  it('splits on any white space and lower-cases', () => {
    expect(searchTokens('  Col\tDU  galibier\n')).toEqual(['col', 'du', 'galibier']);
  });

  it('folds accents and combining marks away, on both sides of the search', () => {
    expect(foldForSearch('Hönggerberg')).toBe('honggerberg');
    // Precomposed é and e + combining acute fold to the same text.
    expect(foldForSearch('Caf\u00e9')).toBe(foldForSearch('Cafe\u0301'));
    expect(foldForSearch('ÉTAPE du Tour')).toBe('etape du tour');
    expect(searchTokens('HÖNGG')).toEqual(['hongg']);
  });

  it('finds an accented name from a plain query and a plain name from an accented one', () => {
    const zurich = [
      makeSummary({ id: 'h', name: 'Hönggerberg loop' }),
      makeSummary({ id: 'p', name: 'Polyterrasse' }),
    ];
    const find = (text: string) => applyFilter(zurich, filter({ text }), UTC).map((s) => s.id);
    expect(find('honggerberg')).toEqual(['h']);
    expect(find('Hönggerberg')).toEqual(['h']);
    expect(find('pölyterrasse')).toEqual(['p']);
    expect(find('zürich')).toEqual([]);
  });
});

describe('10,000 rows', () => {
  // Timing is measured by `npm run bench` (history-search) in a browser, not here.
  it('filters them exactly like a naive oracle', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeSummary({ id: `r${i}`, name: `Activity ${i}`, distanceM: i * 10, sport: i % 2 ? 'run' : 'ride' }),
    );
    const f = filter({ text: 'activity 99', sports: ['run'], distanceM: { min: 100, max: null } });
    const kept = applyFilter(many, f, UTC);
    // Naive oracle: odd i (run), distance >= 100 m, "99" somewhere in the name or the file name.
    const expected = many
      .filter((_, i) => i % 2 === 1 && i * 10 >= 100 && String(i).includes('99'))
      .map((s) => s.id);
    expect(expected.length).toBeGreaterThan(50);
    expect(kept.map((s) => s.id)).toEqual(expected);
  });
});
