import { describe, expect, it } from 'vitest';
import { channelStats, heartRateStats, heartRateZones, VALID_HR } from './sensors';
import { seededRandom } from './test-tracks';

describe('heartRateStats', () => {
  it('gives exactly channelStats and heartRateZones of heart rate', () => {
    const rand = seededRandom(3);
    for (let trial = 0; trial < 40; trial++) {
      const n = Math.floor(rand() * 2000);
      const hr = Float32Array.from({ length: n }, () => {
        const r = rand();
        // Whole bpm half the time, so values fall exactly on zone bounds (0.6 × 190 = 114, ...).
        const bpm = 40 + rand() * 170;
        return r < 0.1 ? NaN : r < 0.15 ? 0 : r < 0.17 ? -5 : trial % 4 < 2 ? Math.round(bpm) : bpm;
      });
      const weights = Float64Array.from({ length: n }, () => (rand() < 0.1 ? 0 : rand() * 3));
      const maxHr = trial % 2 === 0 ? 190 : 200;
      const both = heartRateStats(hr, weights, maxHr);
      expect({ avg: both.avg, max: both.max }).toEqual(channelStats(hr, weights, VALID_HR));
      expect(both.zonesS).toEqual(heartRateZones(hr, weights, maxHr));
    }
  });
});
