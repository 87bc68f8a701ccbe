import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { assignGear, gearIndex } from './assign';
import { newGear } from './export-gear';
import { NO_GEAR_ID, type GearRule } from './types';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const road = newGear({ id: 'road', name: 'Road bike', kind: 'bike' }, 1);
const trail = newGear({ id: 'trail', name: 'Trail shoes', kind: 'shoes' }, 2);
const pegasus = newGear({ id: 'peg', name: 'Pegasus 40', kind: 'shoes', importName: 'Pegasus' }, 3);
const daily = newGear({ id: 'daily', name: 'Daily trainers', kind: 'shoes' }, 4);
const gear = [road, trail, pegasus, daily];

const rule = (
  id: string,
  gearId: string,
  from: string | null,
  to: string | null,
  createdAt = 10,
): GearRule => ({
  id,
  gearId,
  sport: 'run',
  fromDay: from === null ? null : day(from),
  toDay: to === null ? null : day(to),
  createdAt,
});
const rules = [rule('spring', 'trail', '2024-03-01', '2024-06-30'), rule('default', 'daily', null, null)];

// A run in April 2024 at 08:00 UTC (UTC offset 0 in the file).
const run = (over: Parameters<typeof makeSummary>[0] = {}) =>
  makeSummary({ sport: 'run', startTime: Date.UTC(2024, 3, 10, 8), utcOffsetMin: 0, ...over });

describe('assignGear: own choice, then a dated rule, then the export column, then the sport default', () => {
  const index = gearIndex(gear, rules);

  it('1. the activity own choice wins over everything', () => {
    expect(assignGear(run({ gearId: 'road', gear: 'Pegasus' }), index)).toEqual({
      gearId: 'road',
      source: 'own',
    });
  });

  it('an own choice of "no gear" gives none, even with a rule, an export name and a default', () => {
    expect(assignGear(run({ gearId: NO_GEAR_ID, gear: 'Pegasus' }), index)).toBeNull();
  });

  it('2. a dated rule wins over the export column', () => {
    expect(assignGear(run({ gear: 'Pegasus' }), index)).toEqual({ gearId: 'trail', source: 'rule' });
  });

  it('3. outside the rule range the export column wins over the default', () => {
    const july = run({ gear: 'Pegasus', startTime: Date.UTC(2024, 6, 2, 8) });
    expect(assignGear(july, index)).toEqual({ gearId: 'peg', source: 'export' });
  });

  it('4. the sport default when nothing else applies; other sports get nothing', () => {
    const july = run({ startTime: Date.UTC(2024, 6, 2, 8) });
    expect(assignGear(july, index)).toEqual({ gearId: 'daily', source: 'default' });
    expect(assignGear(run({ sport: 'ride' }), index)).toBeNull();
  });

  it('rule ranges are inclusive and use the activity local day, not UTC', () => {
    // 30 June 23:30 in UTC+2 is 30 June there (1 July 01:30 would not be): 21:30 UTC.
    const lastEvening = run({ startTime: Date.UTC(2024, 5, 30, 21, 30), utcOffsetMin: 120 });
    expect(assignGear(lastEvening, index)?.source).toBe('rule');
    // 1 July 00:30 in UTC+2 is 30 June 22:30 UTC: in UTC the range holds it, locally not.
    const nextDay = run({ startTime: Date.UTC(2024, 5, 30, 22, 30), utcOffsetMin: 120 });
    expect(assignGear(nextDay, index)).toEqual({ gearId: 'daily', source: 'default' });
  });

  it('of overlapping rules and several defaults, the one created last wins', () => {
    const later = gearIndex(gear, [
      ...rules,
      rule('april', 'road', '2024-04-01', '2024-04-30', 20),
      rule('default2', 'peg', null, null, 30),
    ]);
    expect(assignGear(run(), later)).toEqual({ gearId: 'road', source: 'rule' });
    expect(assignGear(run({ startTime: Date.UTC(2025, 0, 5) }), later)).toEqual({
      gearId: 'peg',
      source: 'default',
    });
  });

  it('a deleted gear loses only the link: the next step decides', () => {
    const without = gearIndex([road, pegasus, daily], rules);
    expect(assignGear(run({ gearId: 'gone', gear: 'Pegasus' }), without)).toEqual({
      gearId: 'peg',
      source: 'export',
    });
    expect(assignGear(run({ gear: 'Unknown shoe' }), gearIndex([], rules))).toBeNull();
  });

  it('an export name matches the gear created for it after the gear is renamed, not by display name', () => {
    const renamed = gearIndex([{ ...pegasus, name: 'Old faithful' }], []);
    expect(assignGear(run({ gear: 'Pegasus' }), renamed)?.gearId).toBe('peg');
    expect(assignGear(run({ gear: 'Old faithful' }), renamed)).toBeNull();
  });
});

describe('the UTC-day shortcut of dated rules', () => {
  it('gives what the local day gives, for starts around every end of every rule', () => {
    const ranges = [
      rule('a', 'trail', '2024-03-01', '2024-03-01', 10),
      rule('b', 'road', '2024-03-02', '2024-03-05', 11),
      rule('c', 'peg', null, '2024-02-28', 12),
      rule('d', 'daily', '2024-03-07', null, 13),
    ];
    const index = gearIndex(gear, ranges);
    const byCreation = [...ranges].sort((x, y) => y.createdAt - x.createdAt);
    let checked = 0;
    // Every 30 minutes from 25 Feb to 10 Mar 2024, at offsets from UTC-12 to UTC+14 and in a zone.
    for (let t = Date.UTC(2024, 1, 25); t < Date.UTC(2024, 2, 10); t += 30 * 60_000)
      for (const zone of [-720, -300, 0, 60, 330, 840, 'Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const) {
        const s = run({
          startTime: t,
          utcOffsetMin: typeof zone === 'number' ? zone : null,
          timeZone: typeof zone === 'string' ? zone : null,
        });
        const local = Math.floor((t + offsetOf(s) * 60_000) / 86_400_000);
        const expected = byCreation.find(
          (r) => (r.fromDay === null || local >= r.fromDay) && (r.toDay === null || local <= r.toDay),
        );
        expect(assignGear(s, index)).toEqual(expected ? { gearId: expected.gearId, source: 'rule' } : null);
        checked++;
      }
    expect(checked).toBe(14 * 48 * 8);
  });
});

/** The offset of a start, minutes: the file's, else its zone's (both named above, known). */
function offsetOf(s: { utcOffsetMin: number | null; timeZone?: string | null }): number {
  if (s.utcOffsetMin !== null) return s.utcOffsetMin;
  // Kiritimati is UTC+14 and Pago Pago UTC-11, all year (no daylight saving).
  return s.timeZone === 'Pacific/Kiritimati' ? 840 : -660;
}
