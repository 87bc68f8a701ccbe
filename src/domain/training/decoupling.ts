/**
 * Aerobic decoupling (Friel, "The Cyclist's Training Bible"; "Pa:HR"): how much output per heart
 * beat fell from the first half of a steady activity to the second.
 * - Output: power where the activity has power, else grade-adjusted speed (pace-load.ts); seconds
 *   count when they have both the output and a heart rate and are not inside a pause.
 * - Needs at least DECOUPLING_MIN_S such seconds (an hour), split into two halves by count.
 * - Steady: the coefficient of variation of the STEADY_BLOCK_S-second means of the output is at most
 *   STEADY_MAX_CV (intervals and stop-start rides are not judged).
 * - pct = (ratio₁ − ratio₂) / ratio₁ × 100 with ratio = mean output / mean heart rate of each half;
 *   under 5 % is commonly read as aerobically fit for that effort (Friel).
 */
import type { Decoupling, DecouplingBasis } from './product';

export const DECOUPLING_MIN_S = 3600;
export const STEADY_BLOCK_S = 300;
export const STEADY_MAX_CV = 0.15;

export function decouplingOf(
  output: ArrayLike<number>,
  hr: ArrayLike<number>,
  basis: DecouplingBasis,
): Decoupling | null {
  const out: number[] = [];
  const beats: number[] = [];
  for (let s = 0; s < output.length; s++) {
    const o = output[s]!;
    const h = hr[s]!;
    if (Number.isFinite(o) && Number.isFinite(h) && h > 0) {
      out.push(o);
      beats.push(h);
    }
  }
  if (out.length < DECOUPLING_MIN_S || !isSteady(out)) return null;
  const half = Math.floor(out.length / 2);
  const ratio = (from: number, to: number) => mean(out, from, to) / mean(beats, from, to);
  const first = ratio(0, half);
  const second = ratio(half, out.length);
  if (!(first > 0)) return null;
  return { basis, pct: ((first - second) / first) * 100 };
}

function mean(a: readonly number[], from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += a[i]!;
  return sum / (to - from);
}

function isSteady(out: readonly number[]): boolean {
  const blocks: number[] = [];
  for (let i = 0; i + STEADY_BLOCK_S <= out.length; i += STEADY_BLOCK_S)
    blocks.push(mean(out, i, i + STEADY_BLOCK_S));
  const m = mean(blocks, 0, blocks.length);
  if (!(m > 0)) return false;
  const variance = blocks.reduce((acc, b) => acc + (b - m) ** 2, 0) / blocks.length;
  return Math.sqrt(variance) / m <= STEADY_MAX_CV;
}
