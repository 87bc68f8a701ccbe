import { describe, expect, it } from 'vitest';
import type { TrackSummary } from '../stats/types';
import { compareSummaries, isSortKey, sortSummaries, SORT_VALUES, type SortSpec } from './sort';
import { makeSummary } from './summary-fixture';

const rows: TrackSummary[] = [
  makeSummary({ id: 'a', name: 'run 10', sport: 'run', distanceM: 9000, avgHr: 150 }),
  makeSummary({ id: 'b', name: 'Run 2', sport: 'ride', distanceM: 40_000, avgHr: null }),
  makeSummary({ id: 'c', name: 'álpine', sport: 'run', distanceM: 9000, avgHr: 140 }),
  makeSummary({ id: 'd', name: 'Zed', sport: 'hike', distanceM: 12_000, avgHr: Number.NaN }),
  makeSummary({ id: 'e', name: 'Bay', sport: 'run', distanceM: 500, avgHr: 170 }),
];

const order = (specs: SortSpec[]) => sortSummaries(rows, specs).map((s) => s.id);
const viaComparator = (specs: SortSpec[]) =>
  rows
    .slice()
    .sort(compareSummaries(specs))
    .map((s) => s.id);

describe('sortSummaries', () => {
  it('sorts numbers numerically, both directions, stable on ties', () => {
    expect(order([{ id: 'distance', desc: false }])).toEqual(['e', 'a', 'c', 'd', 'b']);
    expect(order([{ id: 'distance', desc: true }])).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('puts null and NaN last in both directions', () => {
    expect(order([{ id: 'avgHr', desc: false }])).toEqual(['c', 'a', 'e', 'b', 'd']);
    expect(order([{ id: 'avgHr', desc: true }])).toEqual(['e', 'a', 'c', 'b', 'd']);
  });

  it('sorts text naturally, ignoring case and accents', () => {
    expect(order([{ id: 'name', desc: false }])).toEqual(['c', 'e', 'b', 'a', 'd']);
    expect(order([{ id: 'name', desc: true }])).toEqual(['d', 'a', 'b', 'e', 'c']);
  });

  it('sorts by several keys in turn', () => {
    expect(
      order([
        { id: 'sport', desc: false },
        { id: 'distance', desc: true },
      ]),
    ).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(
      order([
        { id: 'distance', desc: false },
        { id: 'name', desc: false },
      ]),
    ).toEqual(['e', 'c', 'a', 'd', 'b']);
  });

  it('keeps the input order with no keys and does not mutate the input', () => {
    const before = rows.map((s) => s.id);
    expect(order([])).toEqual(before);
    order([{ id: 'distance', desc: true }]);
    expect(rows.map((s) => s.id)).toEqual(before);
  });

  it('agrees with compareSummaries for every key and direction', () => {
    const mixed = [
      ...rows,
      makeSummary({ id: 'f', startTime: null, movingS: null, points: 3, fileName: 'B.gpx' }),
    ];
    for (const id of Object.keys(SORT_VALUES)) {
      if (!isSortKey(id)) throw new Error(id);
      for (const desc of [false, true]) {
        const specs = [{ id, desc }];
        expect(sortSummaries(mixed, specs).map((s) => s.id)).toEqual(
          mixed
            .slice()
            .sort(compareSummaries(specs))
            .map((s) => s.id),
        );
      }
    }
    expect(viaComparator([{ id: 'avgHr', desc: true }])).toEqual(order([{ id: 'avgHr', desc: true }]));
  });

  it('sorts by new tiles from the extras, missing ones last, without caching them with the list', () => {
    const extras = {
      newTiles: new Map([
        ['a', 3],
        ['b', 12],
        ['c', 0],
        ['e', 3],
      ]),
    };
    const byTiles = (desc: boolean, x = extras) =>
      sortSummaries(rows, [{ id: 'newTiles', desc }], x).map((s) => s.id);
    expect(byTiles(true)).toEqual(['b', 'a', 'e', 'c', 'd']);
    expect(byTiles(false)).toEqual(['c', 'a', 'e', 'b', 'd']);
    expect(
      rows
        .slice()
        .sort(compareSummaries([{ id: 'newTiles', desc: true }], extras))
        .map((s) => s.id),
    ).toEqual(byTiles(true));
    // Same list, new figures (an import moved first visits): the new figures count.
    expect(byTiles(true, { newTiles: new Map([['d', 1]]) })).toEqual(['d', 'a', 'b', 'c', 'e']);
    // Without extras every row is missing: input order.
    expect(sortSummaries(rows, [{ id: 'newTiles', desc: true }]).map((s) => s.id)).toEqual(
      rows.map((s) => s.id),
    );
  });

  // Timing is measured by `npm run bench` (history-sort) in a browser, not here.
  it('sorts 10,000 rows by two keys like the comparator does', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeSummary({
        id: `r${i}`,
        name: `Activity ${(i * 7919) % 10_000}`,
        distanceM: (i * 104_729) % 50_000,
      }),
    );
    const specs: SortSpec[] = [
      { id: 'distance', desc: true },
      { id: 'name', desc: false },
    ];
    const sorted = sortSummaries(many, specs);
    expect(sorted.map((s) => s.id)).toEqual(
      many
        .slice()
        .sort(compareSummaries(specs))
        .map((s) => s.id),
    );
  });
});

describe('isSortKey', () => {
  it('accepts column keys only', () => {
    expect(isSortKey('distance')).toBe(true);
    expect(isSortKey('toString')).toBe(false);
    expect(isSortKey('select')).toBe(false);
  });
});
