import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { applyExportActivity, manualSummary } from './manual-activity';
import type { ExportActivity } from './types';

const row: ExportActivity = {
  row: 3,
  activityId: '42',
  startTime: Date.UTC(2023, 0, 2, 10),
  name: 'Treadmill',
  typeLabel: 'Run',
  sport: 'run',
  description: null,
  gear: 'Shoes',
  commute: false,
  privateNote: null,
  elapsedS: 1800,
  movingS: 1700,
  distanceM: 5000,
  file: null,
};

describe('manual activities', () => {
  it('takes date, sport, name, distance and times from the CSV', () => {
    const s = manualSummary(row, { id: 'm1', fileSize: 10, importedAt: 5 });
    expect(s).toMatchObject({
      id: 'm1',
      manual: true,
      points: 0,
      name: 'Treadmill',
      sport: 'run',
      distanceM: 5000,
      elapsedS: 1800,
      movingS: 1700,
      startTime: row.startTime,
      endTime: (row.startTime ?? 0) + 1_800_000,
      gear: 'Shoes',
    });
    expect(s.avgSpeedMps).toBeCloseTo(5000 / 1700);
    expect(s.bounds).toBeNull();
  });

  it('puts the CSV name, sport and gear on a file summary, keeping the file values where the CSV has none', () => {
    const file = makeSummary({ name: 'file name', sport: 'walk', gear: null });
    expect(applyExportActivity(file, { ...row, name: null })).toMatchObject({
      name: 'file name',
      sport: 'run',
      gear: 'Shoes',
    });
  });
});
