/**
 * The per-activity training product, kept with the summary: everything any threshold re-scores
 * from, so a threshold change never reads a track (definitions.ts, score.ts).
 */
import type { HrHistogram } from './hr-histogram';
import type { PowerHistogram } from './power-histogram';

export type DecouplingBasis = 'power' | 'speed';

export interface Decoupling {
  basis: DecouplingBasis;
  /** (first half's output/HR − second half's) / first half's × 100; positive: HR drifted up. */
  pct: number;
}

export interface TrainingProduct {
  /** Recorded seconds (sample intervals up to MAX_SAMPLE_GAP_S, hr-histogram.ts). */
  durationS: number;
  /** Seconds with power at 1 Hz, and their normalised power (W); null without power. */
  powerS: number;
  np: number | null;
  /** Best 20-minute mean power, W (FTP estimate, estimates.ts); null when shorter or no power. */
  best20W: number | null;
  /** Seconds per 5 W of the 1 Hz power (power-histogram.ts), for power zones at any FTP. */
  power: PowerHistogram;
  /** Seconds per 1 bpm. */
  hr: HrHistogram;
  /** Seconds with speed at 1 Hz and their normalised grade-adjusted speed, m/s (pace-load.ts). */
  gasS: number;
  gasMps: number | null;
  /** Aerobic decoupling of a steady activity of an hour or more (decoupling.ts), else null. */
  decoupling: Decoupling | null;
}
