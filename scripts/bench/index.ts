/**
 * `npm run bench [-- name...] [--strict]`: runs every benchmark in scripts/bench/*.bench.ts (or only the
 * named ones) and prints one line each: `bench <name>: <figure> <unit> (<comparison>)`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withWatchdog } from './steps';
import { formatBenchLine, type Bench } from './types';

/** A benchmark that has not answered within this fails, naming the step it waits for (steps.ts). */
const BENCH_LIMIT_MS = Number(process.env.BENCH_LIMIT_MS ?? 30 * 60_000);

const here = dirname(fileURLToPath(import.meta.url));

async function loadBenches(): Promise<Bench[]> {
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  const all: Bench[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(here, f)).href)) as { default: Bench[] };
    all.push(...mod.default);
  }
  return all;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const benches = await loadBenches();
  const unknown = wanted.filter((w) => !benches.some((b) => b.name === w));
  if (unknown.length > 0) {
    console.error(
      `unknown benchmark(s): ${unknown.join(', ')}; known: ${benches.map((b) => b.name).join(', ')}`,
    );
    process.exit(2);
  }
  let missed = 0;
  for (const b of benches) {
    if (wanted.length > 0 && !wanted.includes(b.name)) continue;
    try {
      const r = await withWatchdog(BENCH_LIMIT_MS, () => b.run());
      if (r.withinBudget === false) missed++;
      console.log(formatBenchLine(b.name, r) + (r.withinBudget === false ? ' OVER BUDGET' : ''));
    } catch (err) {
      missed++;
      console.log(
        `bench ${b.name}: failed (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`,
      );
    }
  }
  if (strict && missed > 0) process.exit(1);
  // A benchmark stopped by its watchdog may leave a browser or server behind: do not wait for them.
  process.exit(0);
}

await main();
