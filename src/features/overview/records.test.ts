import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { personalRecords } from './records';

const effort = (key: '1k' | '5k' | '400m', distanceM: number, timeS: number) => ({
  key,
  distanceM,
  timeS,
  startDistanceM: 0,
});

describe('personalRecords', () => {
  it('keeps the fastest effort per sport and distance, with its activity, in distance order', () => {
    const rows = [
      makeSummary({
        id: 'slow',
        name: 'Slow',
        bestEfforts: [effort('5k', 5000, 1500), effort('1k', 1000, 280)],
      }),
      makeSummary({
        id: 'fast',
        name: 'Fast',
        bestEfforts: [effort('5k', 5000, 1400), effort('400m', 400, 95)],
      }),
      makeSummary({ id: 'bike', name: 'Ride', sport: 'ride', bestEfforts: [effort('5k', 5000, 500)] }),
    ];
    const records = personalRecords(rows);
    expect([...records.keys()]).toEqual(['run', 'ride']);
    expect(records.get('run')!.map((r) => [r.key, r.timeS, r.activityId])).toEqual([
      ['400m', 95, 'fast'],
      ['1k', 280, 'slow'],
      ['5k', 1400, 'fast'],
    ]);
    expect(records.get('ride')![0]).toMatchObject({
      key: '5k',
      timeS: 500,
      activityId: 'bike',
      activityName: 'Ride',
    });
  });

  it('gives a tie to the earlier activity and ignores non-positive times', () => {
    const rows = [
      makeSummary({ id: 'later', startTime: Date.UTC(2024, 1, 1), bestEfforts: [effort('1k', 1000, 300)] }),
      makeSummary({ id: 'earlier', startTime: Date.UTC(2024, 0, 1), bestEfforts: [effort('1k', 1000, 300)] }),
      makeSummary({ id: 'broken', bestEfforts: [effort('1k', 1000, 0)] }),
    ];
    expect(personalRecords(rows).get('run')![0]!.activityId).toBe('earlier');
  });

  it('takes records only from plausible efforts of plausible activities (sanity rules)', () => {
    const when = { startTime: Date.UTC(2024, 0, 1), importedAt: Date.UTC(2025, 0, 1) };
    const rows = [
      makeSummary({ id: 'real', ...when, bestEfforts: [effort('400m', 400, 90), effort('1k', 1000, 250)] }),
      // A 400 m in 0:04 (a logger's car ride): faster than the world record, never a record.
      makeSummary({ id: 'logger', ...when, bestEfforts: [effort('400m', 400, 4), effort('1k', 1000, 240)] }),
      makeSummary({
        id: 'car',
        ...when,
        flags: [{ code: 'speed', message: 'Averages 85 km/h' }],
        bestEfforts: [effort('1k', 1000, 200)],
      }),
      makeSummary({
        id: '1970',
        startTime: 0,
        importedAt: when.importedAt,
        bestEfforts: [effort('1k', 1000, 210)],
      }),
    ];
    expect(
      personalRecords(rows)
        .get('run')!
        .map((r) => [r.key, r.activityId]),
    ).toEqual([
      ['400m', 'real'],
      ['1k', 'logger'],
    ]);
  });

  it('is empty without best efforts', () => {
    expect(personalRecords([makeSummary({ id: 'a' })]).size).toBe(0);
  });
});
