import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import { COLUMN_SPECS, columnSpec, type ColumnSpec } from '../table/column-specs';
import { buildCsv, csvField } from './csv';

const pick = (...ids: string[]): ColumnSpec[] => ids.map((id) => columnSpec(id) as ColumnSpec);

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
  it('defuses spreadsheet formulas and prints empty for missing numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(-3.5)).toBe('-3.5');
  });
});

describe('buildCsv', () => {
  const rows = [
    makeSummary({
      id: 'a',
      name: 'Lake, loop',
      distanceM: 12_345.6789,
      movingS: 3000,
      elevationGainM: 100,
      utcOffsetMin: 120,
      startTime: Date.UTC(2024, 5, 15, 6, 5),
    }),
    makeSummary({
      id: 'b',
      name: 'Ride',
      sport: 'ride',
      distanceM: 1609.344,
      movingS: null,
      elevationGainM: null,
      startTime: null,
    }),
  ];

  it('writes units in the header and values in those units, rows in the given order', () => {
    const csv = buildCsv(rows, pick('date', 'name', 'distance', 'moving', 'gain', 'speed'), 'metric');
    expect(csv.split('\r\n')).toEqual([
      'Date (local time),Name,Distance (km),Moving time (s),Elevation gain (m),Moving speed (km/h)',
      '2024-06-15T08:05,"Lake, loop",12.346,3000,100,14.815',
      ',Ride,1.609,,,',
      '',
    ]);
  });

  it('converts to imperial units', () => {
    const csv = buildCsv([rows[1]!], pick('distance', 'gain', 'maxEle'), 'imperial');
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'Distance (mi),Elevation gain (ft),Max elevation (ft)',
      '1,,524.934',
    ]);
  });

  it('has a header with a unit or plain name for every column', () => {
    const header = buildCsv([], COLUMN_SPECS, 'metric').trim().split(',');
    expect(header).toHaveLength(COLUMN_SPECS.length);
    expect(new Set(header).size).toBe(header.length);
  });

  it('exports new tiles from the extras, empty without them', () => {
    const rows = [makeSummary({ id: 'a', name: 'A' }), makeSummary({ id: 'b', name: 'B' })];
    const extras = { newTiles: new Map([['a', 12]]) };
    expect(buildCsv(rows, pick('name', 'newTiles'), 'metric', extras)).toBe(
      'Name,New tiles (zoom 14)\r\nA,12\r\nB,\r\n',
    );
    expect(buildCsv(rows, pick('name', 'newTiles'), 'metric')).toBe(
      'Name,New tiles (zoom 14)\r\nA,\r\nB,\r\n',
    );
  });
});
