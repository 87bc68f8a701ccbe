/**
 * Critical power and critical speed fitted to a best-effort curve.
 *
 * Definitions
 * - Critical power (Monod & Scherrer 1965, "The work capacity of a synergic muscular group",
 *   Ergonomics 8:329; the linear work–time form of Hill 1993, Sports Med 16:237): over every whole
 *   second t from CP_FIT_FROM_S (3 min) to CP_FIT_TO_S (20 min), the work W(t) = best mean power(t)
 *   × t, fitted by least squares to the line W = W' + CP·t. The slope is CP (W), the intercept W'
 *   (J). Between grid durations (grid.ts, at most 10 % apart in this range) the best mean is
 *   interpolated linearly. Needs the curve at least to CP_FIT_TO_S.
 * - Critical speed (Hughson et al. 1984; Jones & Vanhatalo 2017, Sports Med 47:65): the same line
 *   fitted to the distance D(t) = best mean speed(t) × t over the same seconds; slope CS (m/s),
 *   intercept D' (m).
 * - FTP estimate: CP × FTP_PER_CP. CP and Coggan's functional threshold power both estimate the
 *   highest power held in a metabolic steady state (Jones et al. 2019, "The maximal metabolic
 *   steady state", Physiol Rep 7:e14098); shown as an estimate, never as a measured FTP.
 * - The model drawn over the curve: dividing the work line by t gives the best mean the fit
 *   predicts, P(t) = CP + W'/t (speed: CS + D'/t). It is drawn over the fit range only, where it
 *   rests on the curve; outside it the two-parameter model is known to overestimate short efforts
 *   and long ones (Jones & Vanhatalo 2017).
 */
import { CURVE_DURATIONS_S } from './grid';

/** The fit uses every second from this... */
export const CP_FIT_FROM_S = 180;
/** ...to this, inclusive. */
export const CP_FIT_TO_S = 1200;
/** FTP estimate per watt of CP. */
export const FTP_PER_CP = 1;

/** The value of a grid curve at t seconds, linearly interpolated; NaN beyond it or at a gap. */
export function curveAt(values: Float32Array, t: number): number {
  let hi = 0;
  while (hi < values.length && CURVE_DURATIONS_S[hi]! < t) hi++;
  if (hi >= values.length) return NaN;
  const d1 = CURVE_DURATIONS_S[hi]!;
  if (d1 === t || hi === 0) return d1 === t ? values[hi]! : NaN;
  const d0 = CURVE_DURATIONS_S[hi - 1]!;
  return values[hi - 1]! + ((values[hi]! - values[hi - 1]!) * (t - d0)) / (d1 - d0);
}

export interface LineFit {
  /** Slope: CP (W) or CS (m/s). */
  slope: number;
  /** Intercept: W' (J) or D' (m). */
  intercept: number;
  /** Coefficient of determination of the work (distance) line. */
  r2: number;
}

/** Least-squares line of value(t) × t against t over every second of the fit range; null if short. */
export function fitWorkLine(values: Float32Array): LineFit | null {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let t = CP_FIT_FROM_S; t <= CP_FIT_TO_S; t++) {
    const v = curveAt(values, t);
    if (!Number.isFinite(v)) return null;
    const y = v * t;
    n++;
    sx += t;
    sy += y;
    sxx += t * t;
    sxy += t * y;
    syy += y * y;
  }
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  const cov = n * sxy - sx * sy;
  const slope = cov / vx;
  return { slope, intercept: (sy - slope * sx) / n, r2: vy > 0 ? (cov * cov) / (vx * vy) : 1 };
}

/**
 * The best mean the fitted line predicts at t seconds: slope + intercept / t (P = CP + W'/t, or
 * v = CS + D'/t); NaN outside the fit range, where it is not drawn (definition above).
 */
export function modelAt(fit: Pick<LineFit, 'slope' | 'intercept'>, t: number): number {
  return t >= CP_FIT_FROM_S && t <= CP_FIT_TO_S ? fit.slope + fit.intercept / t : NaN;
}

export interface CriticalPower {
  cpW: number;
  wPrimeJ: number;
  r2: number;
  /** CP × FTP_PER_CP: an estimate (definition above). */
  ftpEstimateW: number;
}

export function fitCriticalPower(power: Float32Array): CriticalPower | null {
  const fit = fitWorkLine(power);
  if (fit === null || !(fit.slope > 0)) return null;
  return { cpW: fit.slope, wPrimeJ: fit.intercept, r2: fit.r2, ftpEstimateW: fit.slope * FTP_PER_CP };
}

export interface CriticalSpeed {
  csMps: number;
  dPrimeM: number;
  r2: number;
}

export function fitCriticalSpeed(speed: Float32Array): CriticalSpeed | null {
  const fit = fitWorkLine(speed);
  if (fit === null || !(fit.slope > 0)) return null;
  return { csMps: fit.slope, dPrimeM: fit.intercept, r2: fit.r2 };
}
