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
import { processActivity, type ProcessedActivity } from '../../src/domain/process-activity';
import type { TrackSummary } from '../../src/domain/stats/types';
import type { TrainingProduct } from '../../src/domain/training/product';
import { DAY_MS, processDemo, store, tinyGpx, unit } from './seed-shared';

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

function cloneSummary(
  template: TrackSummary,
  tiny: ProcessedActivity,
  i: number,
  total: number,
  endDate: number,
): TrackSummary {
  const scale = 0.6 + 0.8 * unit(i, 3);
  const startTime =
    endDate -
    TRAINING_SPAN_DAYS * DAY_MS +
    Math.floor((i / total) * TRAINING_SPAN_DAYS * DAY_MS) +
    Math.floor(unit(i, 4) * 3_600_000);
  const scaled = (v: number | null) => (v === null ? null : v * scale);
  return {
    ...template,
    id: tiny.summary.id,
    name: `${template.name} ${i + 1}`,
    fileName: `activity-${String(i + 1).padStart(5, '0')}.gpx`,
    fileSize: tiny.summary.fileSize,
    startTime,
    endTime: template.elapsedS === null ? null : startTime + template.elapsedS * scale * 1000,
    distanceM: template.distanceM * scale,
    elapsedS: scaled(template.elapsedS),
    movingS: scaled(template.movingS),
    bestEfforts: [],
    importedAt: endDate,
    training:
      template.sport === 'ride' && template.training !== null
        ? ridePower(scaledProduct(template.training, scale)!, i)
        : scaledProduct(template.training, scale),
  };
}

const BATCH = 16;

async function seed(total: number, templates: number, endDate: number): Promise<number> {
  const bases: TrackSummary[] = [];
  for (let i = 0; i < templates; i++)
    bases.push((await processDemo(i, templates, 7, endDate)).processed.summary);
  const one = async (i: number): Promise<boolean> => {
    const bytes = tinyGpx(
      `clone ${i}`,
      'training-seed',
      endDate - (i + 1) * 60_000,
      45 + unit(i, 1),
      6 + unit(i, 2),
    );
    const tiny = await processActivity(bytes, { fileName: `activity-${i + 1}.gpx` });
    const summary = cloneSummary(bases[i % bases.length]!, tiny, i, total, endDate);
    return (
      (await store.putActivity({ summary, track: tiny.track, products: tiny.products, original: bytes })) ===
      'added'
    );
  };
  let added = 0;
  for (let start = 0; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => one(start + k));
    added += (await Promise.all(batch)).filter(Boolean).length;
  }
  return added;
}

window.__trainingSeed = { seed };
