/**
 * Grade-adjusted speed: the speed on flat ground that would cost a runner the same energy.
 *
 * Model (Minetti et al. 2002, "Energy cost of walking and running at extreme uphill and downhill
 * slopes", J Appl Physiol 93:1039–1046, eq. for running): the metabolic cost of running per unit
 * mass and distance at grade i (a fraction, rise over run) is
 *   Cr(i) = 155.4 i^5 − 30.4 i^4 − 43.3 i^3 + 46.3 i^2 + 19.5 i + 3.6   J/(kg·m),
 * measured from i = −0.45 to +0.45; grades beyond are clamped to that range (MAX_GAP_GRADE). The
 * grade-adjusted speed is speed × Cr(i) / Cr(0): a 10 % climb at 3 m/s costs as much as 4.6 m/s on
 * the flat. A second without a grade (standing still, no elevation) is adjusted by a factor of 1.
 * The model is of running economy on a treadmill: it rewards steep descents more than road runners
 * feel (Minetti's subjects ran downhill at their cheapest slope, about −20 %); Strava's own GAP is
 * fitted to heart rate and not published.
 */

/** Coefficients of Cr(i), highest power first (Minetti et al. 2002). */
export const MINETTI_RUNNING_COST: readonly number[] = [155.4, -30.4, -43.3, 46.3, 19.5, 3.6];
/** Grades beyond ±this are clamped (the range of Minetti's measurements). */
export const MAX_GAP_GRADE = 0.45;

/** Energy cost of running at grade i (fraction), J/(kg·m); the grade is clamped to ±MAX_GAP_GRADE. */
export function runningCostJPerKgM(grade: number): number {
  const i = Math.max(-MAX_GAP_GRADE, Math.min(MAX_GAP_GRADE, grade));
  let c = 0;
  for (const a of MINETTI_RUNNING_COST) c = c * i + a;
  return c;
}

const FLAT_COST = runningCostJPerKgM(0);

/** Cr(grade) / Cr(0); 1 when the grade is unknown (NaN). */
export function gradeAdjustFactor(grade: number): number {
  return Number.isFinite(grade) ? runningCostJPerKgM(grade) / FLAT_COST : 1;
}

/** Grade-adjusted speed, m/s (definition above). */
export function gradeAdjustedSpeed(speedMps: number, grade: number): number {
  return speedMps * gradeAdjustFactor(grade);
}

/**
 * Cumulative grade-adjusted distance per second of a 1 Hz series (streams/one-hz.ts: speed[s] is
 * the distance of the second starting at s, grade[s] its grade), so the grade-adjusted mean speed
 * over d seconds from s is (out[s + d] − out[s]) / d, like dist for plain speed.
 */
export function gradeAdjustedDistance(streams: { speed: Float32Array; grade: Float32Array }): Float64Array {
  const { speed, grade } = streams;
  const n = speed.length;
  const out = new Float64Array(n);
  let total = 0;
  for (let s = 0; s + 1 < n; s++) {
    total += gradeAdjustedSpeed(speed[s]!, grade[s]!);
    out[s + 1] = total;
  }
  return out;
}
