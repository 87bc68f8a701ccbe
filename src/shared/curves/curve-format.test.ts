import { describe, expect, it } from 'vitest';
import { formatPace } from '../../lib/format';
import { paceAxis, valueAxis } from './curve-format';

describe('paceAxis', () => {
  it('ticks at round paces that cover the curve, as the speeds the chart plots', () => {
    // Best paces from 2:23 to 3:30 per km (the shared page that read 2:23, 2:39, 2:59, 3:24).
    const speeds = [1000 / 143, 1000 / 160, 1000 / 185, 1000 / 210];
    const axis = paceAxis([speeds], 'metric')!;
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
    const axis = paceAxis([[mile / 300], [mile / 900]], 'imperial')!;
    // 10 minutes of range: 5-minute steps (2 minutes would make 6 gaps, more than PACE_TICKS).
    expect(axis.ticks.map((v) => formatPace(v, 'imperial'))).toEqual(['5:00 /mi', '10:00 /mi', '15:00 /mi']);
  });

  it('has no axis without a finite positive speed, and one step around a single pace', () => {
    expect(paceAxis([[NaN, 0, -1]], 'metric')).toBeNull();
    const axis = paceAxis([[1000 / 300]], 'metric')!;
    expect(axis.ticks.map((v) => formatPace(v, 'metric'))).toEqual(['5:00 /km', '5:05 /km']);
  });
});

describe('valueAxis', () => {
  it("ticks heart rate at round beats, not at Recharts' 144, 153, 162", () => {
    const axis = valueAxis('hr', [Float32Array.from([180, 171, 160]), [152, 144, NaN]], 'metric')!;
    expect(axis.ticks).toEqual([140, 150, 160, 170, 180]);
    expect(axis.domain).toEqual([140, 180]);
  });

  it('ticks power at round watts over every curve, missing values left out', () => {
    const axis = valueAxis(
      'power',
      [
        [905, 640, 0],
        [480, 251, -1],
      ],
      'metric',
    )!;
    // 654 W of range over about 4 ticks: steps of 200 W.
    expect(axis.ticks).toEqual([200, 400, 600, 800, 1000]);
    for (const v of [905, 251]) {
      expect(v).toBeGreaterThanOrEqual(axis.domain[0]);
      expect(v).toBeLessThanOrEqual(axis.domain[1]);
    }
  });

  it('steps by 2.5 × 10^k without drift, and one step around a single value', () => {
    const axis = valueAxis('power', [[300, 340]], 'metric')!;
    expect(axis.ticks).toEqual([300, 310, 320, 330, 340]);
    const wide = valueAxis('power', [[0.1, 10.1]], 'metric')!;
    expect(wide.ticks).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(valueAxis('hr', [[150]], 'metric')!.ticks).toEqual([150, 151]);
    expect(valueAxis('hr', [[NaN]], 'metric')).toBeNull();
  });

  it('gives the pace view the pace axis', () => {
    const speeds = [1000 / 143, 1000 / 210];
    expect(valueAxis('pace', [speeds], 'metric')).toEqual(paceAxis([speeds], 'metric'));
  });
});
