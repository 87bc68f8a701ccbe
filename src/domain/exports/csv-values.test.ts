import { describe, expect, it } from 'vitest';
import { parseCsvDate, parseCsvFlag, parseCsvNumber } from './csv-values';
import { sportOfExportType } from './export-sport';

describe('CSV values', () => {
  it('reads decimal points, decimal commas and grouped thousands', () => {
    expect(parseCsvNumber('12.5')).toBe(12.5);
    expect(parseCsvNumber('12,5')).toBe(12.5);
    expect(parseCsvNumber('1,234.5')).toBe(1234.5);
    expect(parseCsvNumber('1.234,5')).toBe(1234.5);
    expect(parseCsvNumber('')).toBeNull();
    expect(parseCsvNumber('abc')).toBeNull();
  });

  it('reads English, German and French dates as UTC', () => {
    expect(parseCsvDate('Sep 12, 2018, 3:02:23 PM')).toBe(Date.UTC(2018, 8, 12, 15, 2, 23));
    expect(parseCsvDate('Jan 1, 2020, 12:00:00 AM')).toBe(Date.UTC(2020, 0, 1, 0, 0, 0));
    expect(parseCsvDate('09.12.2022, 15:24:49')).toBe(Date.UTC(2022, 11, 9, 15, 24, 49));
    expect(parseCsvDate('12 sept. 2018, 15:02:23')).toBe(Date.UTC(2018, 8, 12, 15, 2, 23));
    expect(parseCsvDate('2021-03-04 05:06:07')).toBe(Date.UTC(2021, 2, 4, 5, 6, 7));
    expect(parseCsvDate('yesterday')).toBeNull();
  });

  it('reads every numeric layout without date-fns and refuses impossible dates', () => {
    const t = Date.UTC(2022, 11, 9, 15, 24, 49);
    for (const text of [
      '09.12.2022, 15:24:49',
      '09.12.2022 15:24:49',
      '09/12/2022, 15:24:49',
      '09/12/2022 15:24:49',
      '09-12-2022 15:24:49',
      '2022-12-09 15:24:49',
    ])
      expect(parseCsvDate(text), text).toBe(t);
    expect(parseCsvDate('31.02.2022, 10:00:00')).toBeNull();
    expect(parseCsvDate('09.12.2022, 25:00:00')).toBeNull();
    expect(parseCsvDate('09.12/2022, 15:24:49')).toBeNull();
  });

  it('reads mixed layouts row after row the same as one at a time', () => {
    const rows = ['12 sept. 2018, 15:02:23', 'Sep 12, 2018, 3:02:23 PM', '12 sept. 2018, 15:02:23'];
    expect(rows.map(parseCsvDate)).toEqual(rows.map(() => Date.UTC(2018, 8, 12, 15, 2, 23)));
    expect(parseCsvDate('3 mars 2019, 08:00:00')).toBe(Date.UTC(2019, 2, 3, 8, 0, 0));
  });

  it('reads flags in the export languages', () => {
    expect(parseCsvFlag('true')).toBe(true);
    expect(parseCsvFlag('FALSE')).toBe(false);
    expect(parseCsvFlag('1')).toBe(true);
    expect(parseCsvFlag('maybe')).toBeNull();
  });

  it('maps Strava activity types in several languages', () => {
    expect(sportOfExportType('Virtual Ride')).toBe('ride');
    expect(sportOfExportType('E-Bike Ride')).toBe('ride');
    expect(sportOfExportType('Radfahrt')).toBe('ride');
    expect(sportOfExportType('Trail Run')).toBe('run');
    expect(sportOfExportType('Lauf')).toBe('run');
    expect(sportOfExportType('Nordic Ski')).toBe('ski');
    expect(sportOfExportType('Skilanglauf')).toBe('ski');
    expect(sportOfExportType('Wanderung')).toBe('hike');
    expect(sportOfExportType('Hike')).toBe('hike');
    expect(sportOfExportType('Wandeling')).toBe('walk');
    expect(sportOfExportType('Swim')).toBe('swim');
    expect(sportOfExportType('Course à pied')).toBe('run');
    expect(sportOfExportType('Pedalata')).toBe('ride');
    expect(sportOfExportType('Corsa')).toBe('run');
    expect(sportOfExportType('Escursione')).toBe('hike');
    expect(sportOfExportType('Pedalada')).toBe('ride');
    expect(sportOfExportType('Corrida')).toBe('run');
    expect(sportOfExportType('Weight Training')).toBe('other');
    expect(sportOfExportType('')).toBeNull();
  });
});
