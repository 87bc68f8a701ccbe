import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  FILTER_SEARCH_KEYS,
  fromSearch,
  isDefaultFilter,
  parseFilterSearch,
  toSearch,
  type FilterSearch,
} from './search-params';
import type { ActivityFilter } from './types';

/** Drops undefined values, as the router does when it writes a URL. */
function compact<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const FULL: ActivityFilter = {
  date: { preset: 'custom', from: '2024-03-01', to: '2024-03-31' },
  sports: ['hike', 'run'],
  distanceM: { min: 5000, max: 21_097.5 },
  durationS: { min: null, max: 7200 },
  gainM: { min: 100, max: null },
  paceSPerKm: { min: 240, max: 360 },
  text: 'lake 10',
  collectionId: 'c-42',
  gear: 'Canyon, red',
  ids: ['ff01', 'aa02'],
  show: 'excluded',
};

describe('parseFilterSearch', () => {
  it('gives the defaults for empty, missing or non-object input', () => {
    for (const raw of [{}, undefined, null, 'date=this-year', 42, []]) {
      expect(fromSearch(parseFilterSearch(raw))).toEqual(DEFAULT_FILTER);
    }
  });

  it('drops each bad param and keeps the good ones', () => {
    const s = parseFilterSearch({
      date: 'next-century',
      from: '2024-02-30',
      to: '2024-03-10',
      sport: 'run,bogus,RIDE, run',
      minDist: 'far',
      maxDist: -5,
      minTime: Infinity,
      maxTime: '3600',
      minGain: { nested: true },
      maxGain: null,
      minPace: '',
      q: 12,
      collection: '',
      unrelated: 'kept out',
    });
    expect(s).toEqual({ to: '2024-03-10', sport: 'run,ride', maxTime: 3600, q: '12' });
    expect(fromSearch(s)).toEqual({
      ...DEFAULT_FILTER,
      date: { preset: 'custom', from: null, to: '2024-03-10' },
      sports: ['run', 'ride'],
      durationS: { min: null, max: 3600 },
      text: '12',
    });
  });

  it('accepts sports as an array and drops a list with no known sport', () => {
    expect(parseFilterSearch({ sport: ['walk', 'ski'] }).sport).toBe('walk,ski');
    expect(parseFilterSearch({ sport: 'bogus,,' }).sport).toBeUndefined();
  });

  it('keeps valid ids in order, deduplicated, and drops the rest', () => {
    expect(parseFilterSearch({ ids: 'b2, a1,b2,bad id,<script>' }).ids).toBe('b2,a1');
    expect(parseFilterSearch({ ids: ['c3', 7] }).ids).toBe('c3,7');
    expect(parseFilterSearch({ ids: ',,' }).ids).toBeUndefined();
    expect(fromSearch(parseFilterSearch({ ids: 'b2,a1' })).ids).toEqual(['b2', 'a1']);
  });

  it('reads lists given as arrays by another route schema without throwing', () => {
    const foreign = { ids: ['a1', 'b2'], sport: ['ride', 'bogus'] } as unknown as FilterSearch;
    expect(fromSearch(foreign)).toMatchObject({ ids: ['a1', 'b2'], sports: ['ride'] });
  });

  it('truncates very long text', () => {
    expect(parseFilterSearch({ q: 'x'.repeat(5000) }).q).toHaveLength(200);
  });
});

describe('toSearch / fromSearch', () => {
  it('round-trips a full filter (sports in canonical order)', () => {
    const back = fromSearch(parseFilterSearch(compact(toSearch(FULL))));
    expect(back).toEqual({ ...FULL, sports: ['run', 'hike'] });
  });

  it('round-trips each preset', () => {
    for (const preset of [
      'all',
      'this-week',
      'this-month',
      'last-30-days',
      'this-year',
      'last-year',
    ] as const) {
      const f: ActivityFilter = { ...DEFAULT_FILTER, date: { preset, from: null, to: null } };
      expect(fromSearch(parseFilterSearch(compact(toSearch(f))))).toEqual(f);
    }
  });

  it('writes a custom range as from/to only, and an empty custom range as date=custom', () => {
    expect(compact(toSearch(FULL))).toMatchObject({ from: '2024-03-01', to: '2024-03-31' });
    expect(compact(toSearch(FULL)).date).toBeUndefined();
    const empty: ActivityFilter = { ...DEFAULT_FILTER, date: { preset: 'custom', from: null, to: null } };
    expect(compact(toSearch(empty))).toEqual({ date: 'custom' });
  });

  it('drops from/to when the preset is not custom', () => {
    const f: ActivityFilter = {
      ...DEFAULT_FILTER,
      date: { preset: 'this-year', from: '2024-01-01', to: null },
    };
    expect(compact(toSearch(f))).toEqual({ date: 'this-year' });
  });

  it('lists every filter key, undefined at defaults, so spreading clears old params', () => {
    const s = toSearch(DEFAULT_FILTER);
    expect(Object.keys(s).sort()).toEqual([...FILTER_SEARCH_KEYS].sort());
    expect(Object.values(s).every((v) => v === undefined)).toBe(true);
    expect({ ...{ q: 'old', sort: 'date' }, ...s }).toEqual({ q: undefined, sort: 'date' });
  });

  it('survives the URL as strings (a hand-typed query string)', () => {
    const raw = Object.fromEntries(new URLSearchParams('sport=run&minDist=5000&q=lake&date=this-month'));
    expect(fromSearch(parseFilterSearch(raw))).toEqual({
      ...DEFAULT_FILTER,
      date: { preset: 'this-month', from: null, to: null },
      sports: ['run'],
      distanceM: { min: 5000, max: null },
      text: 'lake',
    });
  });
});

describe('isDefaultFilter', () => {
  it('is true only when nothing restricts', () => {
    expect(isDefaultFilter(DEFAULT_FILTER)).toBe(true);
    expect(isDefaultFilter({ ...DEFAULT_FILTER, text: 'x' })).toBe(false);
    expect(isDefaultFilter(FULL)).toBe(false);
  });
});
