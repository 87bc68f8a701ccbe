import { describe, expect, it } from 'vitest';
import { processActivity } from '../process-activity';
import type { ChartProfile } from '../series/types';
import { suggestClimbs } from '../segments/climbs';
import { generateDemoActivityDetailed } from './generate-demo';

/** The app's demo set (features/import/demo-source.ts: 200 activities, seed 1). */
const COUNT = 200;
const SEED = 1;

describe('climb suggestions on the demo set', () => {
  it(
    'look like real trails: alpine hikes climb at walkable grades, not straight up the massif',
    { timeout: 120_000 },
    async () => {
      const profiles: [string, ChartProfile][] = [];
      for (let i = 0; i < COUNT; i++) {
        const file = generateDemoActivityDetailed(i, { seed: SEED, count: COUNT });
        if (file.truth.sport !== 'hike') continue;
        const { summary, products } = await processActivity(new TextEncoder().encode(file.gpx), {
          fileName: file.fileName,
        });
        profiles.push([summary.id, products.profile]);
      }
      const climbs = suggestClimbs(profiles);
      // The alpine hikes' summit climbs are there (HC: over 1,000 m of climbing each)...
      expect(climbs.filter((c) => c.category === 'HC').length).toBeGreaterThanOrEqual(5);
      for (const c of climbs) {
        // ...at the average grade of a steep mountain path (was 3.8 km at 28.7%, max 53%)...
        expect(c.avgGradePct).toBeLessThan(22);
        // ...with short steeper pitches, as a real trail has, but no wall.
        expect(c.maxGradePct).toBeLessThan(40);
      }
    },
  );
});
