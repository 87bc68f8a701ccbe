/**
 * import-1000-baseline: import-1000 (import.bench.ts) of this app against the app of an older
 * commit, interleaved in one run so that both meet the same machine (issue 39: "profile import-1000
 * against the import of four days ago", commit 156dad4). A figure of one app alone says little on
 * a machine whose load changes by the minute; the ratio of two measured side by side does.
 *
 *   IMPORT_BASELINE         the older commit (default BASELINE_COMMIT)
 *   IMPORT_BASELINE_ROUNDS  rounds of one baseline and one current import each (default ROUNDS)
 *
 * The older app is built once per commit from a detached git worktree under the OS temp folder,
 * with this repo's node_modules (its own vite config and sources). Both import the same 1,000 files
 * (today's demo set, seed 7). The figure is the ratio of the median wall times, current / baseline;
 * the bench fails when the current app is slower (ratio over 1). `--no-build` reuses dist/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startPreview } from '../lib/preview-server';
import { median } from './figures';
import { measure, previewForBench, type Figures } from './import.bench';
import type { Bench, BenchResult } from './types';

const BASELINE_COMMIT = '156dad4';
const ROUNDS = 2;
/** Port of the baseline's preview server (the current app's takes 4173). */
const BASELINE_PORT = 4273;

/** Builds `commit`'s app once (a marker file says the build is complete); returns its folder. */
function buildBaseline(commit: string): string {
  const sha = execFileSync('git', ['rev-parse', '--short=12', commit], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const dir = join(tmpdir(), `gpx-bench-baseline-${sha}`);
  const marker = join(dir, '.built');
  if (existsSync(marker)) return dir;
  if (!existsSync(dir)) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: ROOT, stdio: 'inherit' });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  writeFileSync(marker, '');
  return dir;
}

const seconds = (fs: readonly Figures[]) => fs.map((f) => f.seconds.toFixed(1)).join(', ');

async function run(): Promise<BenchResult> {
  const commit = process.env['IMPORT_BASELINE'] ?? BASELINE_COMMIT;
  const rounds = Number(process.env['IMPORT_BASELINE_ROUNDS'] ?? ROUNDS);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error('IMPORT_BASELINE_ROUNDS must be a whole number ≥ 1');
  const dir = buildBaseline(commit);
  const baselineApp = await startPreview({ root: dir, outDir: join(dir, 'dist'), port: BASELINE_PORT });
  const currentApp = await previewForBench();
  const baseline: Figures[] = [];
  const current: Figures[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      baseline.push(await measure(undefined, baselineApp));
      current.push(await measure(undefined, currentApp));
    }
  } finally {
    await baselineApp.close();
    await currentApp.close();
  }
  const ratio = median(current.map((f) => f.seconds)) / median(baseline.map((f) => f.seconds));
  return {
    figure: Math.round(ratio * 100) / 100,
    unit: 'x',
    comparison:
      `current / ${commit}, median of ${rounds} interleaved imports of 1,000 files each; ` +
      `current ${seconds(current)} s, ${commit} ${seconds(baseline)} s; ` +
      `longest task current ${Math.round(Math.max(...current.map((f) => f.longestTaskMs)))} ms, ` +
      `${commit} ${Math.round(Math.max(...baseline.map((f) => f.longestTaskMs)))} ms; ` +
      `machine load ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`,
    withinBudget: ratio <= 1,
  };
}

const benches: Bench[] = [{ name: 'import-1000-baseline', run }];
export default benches;
