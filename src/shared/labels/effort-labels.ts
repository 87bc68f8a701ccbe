import type { BestEffortKey } from '../../domain/stats/types';

/** How each best-effort distance is named in the UI. */
export const BEST_EFFORT_LABELS: Record<BestEffortKey, string> = {
  '400m': '400 m',
  '1k': '1 km',
  '1mi': '1 mile',
  '5k': '5 km',
  '10k': '10 km',
  half: 'Half marathon',
  marathon: 'Marathon',
};
