/** What the demo set holds, from the generator's own truth, for browser tests that count it. */
import { generateDemoActivityDetailed } from '../../src/domain/demo';
import { DEMO_COUNT, DEMO_SEED } from '../../src/features/import';

/**
 * How many demo files are written without times: each is a route (domain/sanity/history.ts),
 * listed but counted in no total.
 */
export function demoRouteCount(): number {
  let routes = 0;
  for (let i = 0; i < DEMO_COUNT; i++)
    if (!generateDemoActivityDetailed(i, { seed: DEMO_SEED, count: DEMO_COUNT }).truth.hasTime) routes++;
  return routes;
}
