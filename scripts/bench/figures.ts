/** Small helpers the benchmarks share for their figures and notes. */
import { availableParallelism, loadavg } from 'node:os';

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The machine's load, for a benchmark's note: "load 1.2 on 2 cores". */
export const machine = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

/**
 * The fastest of `runs` calls of f, in milliseconds of this process's CPU time (user + system, all
 * threads, GC included): on a shared machine the least disturbed run is the closest to the code's
 * own cost.
 */
export function fastest(runs: number, f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    f();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / 1000);
  }
  return best;
}
