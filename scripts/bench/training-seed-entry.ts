/**
 * Browser-side seeding for the training benchmarks (training.bench.ts): `templates` demo activities
 * processed for real (so each has the training product an import computes: heart-rate histogram,
 * grade-adjusted speed...), then `total` summaries derived from them spread evenly over
 * TRAINING_SPAN_DAYS (twenty years) before the end date, durations and the product's seconds
 * scaled, each stored through the TrackStore port with a tiny three-point track. Exposes
 * window.__trainingSeed.
 *
 * The demo GPX carries no power, so each ride clone is given a power meter here (ridePower): an NP,
 * best 20 minutes and a 5 W power histogram spread around it over the ride's seconds. Rides then
 * score from power (an FTP change re-scores them) and runs from heart rate (an LTHR change).
 */
import type { ProcessedActivity } from '../../src/domain/process-activity';
import type { TrackSummary } from '../../src/domain/stats/types';
import type { TrainingProduct } from '../../src/domain/training/product';
import { cloneSummary, seedClones, unit } from './seed-shared';

const TRAINING_SPAN_DAYS = 7305;

export interface TrainingSeedApi {
  seed(total: number, templates: number, endDate: number): Promise<number>;
}

declare global {
  interface Window {
    __trainingSeed?: TrainingSeedApi;
  }
}

const POWER_BIN_W = 5;
/** Spread of the synthetic ride power around its mean, W. */
const POWER_SPREAD_W = 45;

/** A ride's power product: mean 150-230 W, seconds spread as a bell around it. */
function ridePower(p: TrainingProduct, i: number): TrainingProduct {
  const mean = 150 + 80 * unit(i, 5);
  const weights: number[] = [];
  const lo = Math.max(0, Math.floor((mean - 3 * POWER_SPREAD_W) / POWER_BIN_W));
  const hi = Math.floor((mean + 3 * POWER_SPREAD_W) / POWER_BIN_W);
  for (let b = lo; b <= hi; b++)
    weights.push(Math.exp(-0.5 * (((b + 0.5) * POWER_BIN_W - mean) / POWER_SPREAD_W) ** 2));
  const total = weights.reduce((a, w) => a + w, 0);
  const seconds = weights.map((w) => Math.round((w / total) * p.durationS));
  return {
    ...p,
    powerS: seconds.reduce((a, v) => a + v, 0),
    np: Math.round(mean * 1.06 * 100) / 100,
    best20W: Math.round(mean * 1.15 * 100) / 100,
    power: { lo, seconds },
  };
}

function scaledProduct(p: TrainingProduct | null, scale: number): TrainingProduct | null {
  if (p === null) return null;
  return {
    ...p,
    durationS: p.durationS * scale,
    powerS: p.powerS * scale,
    gasS: p.gasS * scale,
    hr: { lo: p.hr.lo, seconds: p.hr.seconds.map((s) => Math.round(s * scale * 100) / 100) },
    power: { lo: p.power.lo, seconds: p.power.seconds.map((s) => Math.round(s * scale)) },
  };
}

/** A template's clone (seed-shared.ts), its training product scaled too; a ride given power. */
function trainingClone(
  template: TrackSummary,
  tiny: ProcessedActivity,
  i: number,
  total: number,
  endDate: number,
) {
  const { summary, scale } = cloneSummary(template, tiny, {
    i,
    total,
    endDate,
    spanDays: TRAINING_SPAN_DAYS,
  });
  return {
    ...summary,
    training:
      template.sport === 'ride' && template.training !== null
        ? ridePower(scaledProduct(template.training, scale)!, i)
        : scaledProduct(template.training, scale),
  };
}

window.__trainingSeed = {
  seed: (total, templates, endDate) =>
    seedClones({
      total,
      templates,
      endDate,
      creator: 'training-seed',
      clone: (template, tiny, i) => trainingClone(template, tiny, i, total, endDate),
    }),
};
