import { describe, expect, it } from 'vitest';
import { CURVES_VERSION } from '../../domain/curves/activity-curves';
import type { ActivityCurves } from '../../domain/curves/types';
import { storedSummary } from '../../testing/store-fixtures';
import { activityLines, ownLine } from './curve-lines';

const power = (w: number): ActivityCurves => ({
  version: CURVES_VERSION,
  power: { values: Float32Array.of(w, w - 10), startS: Uint32Array.of(7, 9), endS: Uint32Array.of(8, 11) },
  hr: null,
  speed: null,
  gapSpeed: null,
  pace: null,
  gapPace: null,
  rejected: { power: 0, hr: 0 },
});

const DAY = 86_400_000;

describe('activity curve lines', () => {
  const at = Date.UTC(2024, 5, 30);
  const rows = [
    storedSummary({ id: 'this', sport: 'ride', startTime: at }),
    storedSummary({ id: 'week-before', sport: 'ride', startTime: at - 7 * DAY }),
    storedSummary({ id: 'year-before', sport: 'ride', startTime: at - 365 * DAY }),
    storedSummary({ id: 'later', sport: 'ride', startTime: at + 7 * DAY }),
    storedSummary({ id: 'run', sport: 'run', startTime: at - DAY }),
  ];
  const stored = new Map([
    ['this', power(300)],
    ['week-before', power(320)],
    ['year-before', power(500)],
    ['later', power(450)],
    ['run', power(900)],
  ]);

  it('draws the activity against the all-time and the 90 days before it, same sport only', () => {
    const lines = activityLines(rows[0]!, rows, stored, 'power');
    const best = (key: string) => {
      const l = lines.find((x) => x.key === key)!;
      return [l.curve.values[0], l.rows[l.curve.row[0]!]!.id, l.curve.startS[1]];
    };
    expect(lines.map((l) => l.key)).toEqual(['own', 'all', 'recent']);
    expect(best('own')).toEqual([300, 'this', 9]);
    // The run's 900 W is another sport; the year-before ride is the all-time best.
    expect(best('all')).toEqual([500, 'year-before', 9]);
    // Within the 90 days up to the activity: not the ride a week later, not the year before.
    expect(best('recent')).toEqual([320, 'week-before', 9]);
    expect(lines[2]!.label).toContain('90 days to');
  });

  it('draws nothing for a view the activity has no curve of', () => {
    expect(activityLines(rows[0]!, rows, stored, 'hr')).toEqual([]);
    expect(ownLine(rows[0]!, undefined, 'power', { key: 'x', label: 'x', color: 'red' })).toBeNull();
  });
});
