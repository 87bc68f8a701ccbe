import { describe, expect, it } from 'vitest';
import { formatPace } from '../../lib/format';
import { paceAxis } from './curve-format';

describe('paceAxis', () => {
  it('ticks at round paces that cover the curve, as the speeds the chart plots', () => {
    // Best paces from 2:23 to 3:30 per km (the shared page that read 2:23, 2:39, 2:59, 3:24).
    const speeds = [1000 / 143, 1000 / 160, 1000 / 185, 1000 / 210];
    const axis = paceAxis(speeds, 'metric')!;
    const labels = axis.ticks.map((v) => formatPace(v, 'metric'));
    expect(labels).toEqual(['2:20 /km', '2:40 /km', '3:00 /km', '3:20 /km', '3:40 /km']);
    // The domain runs from the slowest tick to the fastest and holds every speed.
    expect(axis.domain).toEqual([Math.min(...axis.ticks), Math.max(...axis.ticks)]);
    for (const v of speeds) {
      expect(v).toBeGreaterThanOrEqual(axis.domain[0]);
      expect(v).toBeLessThanOrEqual(axis.domain[1]);
    }
  });

  it('uses miles in imperial units and wider steps for a wide range', () => {
    const mile = 1609.344;
    const axis = paceAxis([mile / 300, mile / 900], 'imperial')!;
    // 10 minutes of range: 5-minute steps (2 minutes would make 6 gaps, more than PACE_TICKS).
    expect(axis.ticks.map((v) => formatPace(v, 'imperial'))).toEqual(['5:00 /mi', '10:00 /mi', '15:00 /mi']);
  });

  it('has no axis without a finite positive speed, and one step around a single pace', () => {
    expect(paceAxis([NaN, 0, -1], 'metric')).toBeNull();
    const axis = paceAxis([1000 / 300], 'metric')!;
    expect(axis.ticks.map((v) => formatPace(v, 'metric'))).toEqual(['5:00 /km', '5:05 /km']);
  });
});
