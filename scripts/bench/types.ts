/** One benchmark. `npm run bench` loads every scripts/bench/*.bench.ts and runs its default export. */
export interface Bench {
  /** The name used on the command line and in the output line. */
  name: string;
  /** Runs the benchmark and returns the figures for one output line. */
  run(): Promise<BenchResult>;
}

export interface BenchResult {
  figure: number | string;
  unit: string;
  /** The part in brackets: a comparison, the budget, a second figure. */
  comparison: string;
  /** False when the figure misses its budget (printed, and the process exits non-zero with --strict). */
  withinBudget?: boolean;
}

export function formatBenchLine(name: string, r: BenchResult): string {
  const fig = typeof r.figure === 'number' ? String(Math.round(r.figure * 100) / 100) : r.figure;
  const unit = r.unit ? ` ${r.unit}` : '';
  return `bench ${name}: ${fig}${unit} (${r.comparison})`;
}
