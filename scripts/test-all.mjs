/**
 * `npm test`: typecheck, lint (ESLint, Stylelint, Prettier, knip: unused files, exports and
 * dependencies), unit and component tests (Vitest), then browser tests (Playwright in Debian's
 * Chromium against the built app), then the Firebase emulator
 * suites (scripts/test-emulators.ts: it starts and stops the emulators; where the Firestore emulator
 * jar is missing it prints one line saying they did not run and why). Every step runs; the last line
 * sums the tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.tmp');
mkdirSync(out, { recursive: true });

/** Runs one step; returns true when it exited 0. */
function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(
    `=== ${name}: ${ok ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return ok;
}

/** Reads a vitest JSON report: counts of passed, failed and skipped tests. */
function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, missing: true };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests ?? 0,
    // A file that fails to load has no failed tests of its own: count the run as one failure then.
    failed: (r.numFailedTests ?? 0) || (r.success === false ? 1 : 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

const unitJson = join(out, 'unit-results.json');
const e2eJson = join(out, 'e2e-results.json');
const emulatorJson = join(out, 'emulator-results.json');
const emulatorSummary = join(out, 'emulator-summary.json');
for (const f of [unitJson, e2eJson, emulatorJson, emulatorSummary]) rmSync(f, { force: true });

const results = {
  typecheck: step('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']),
  lint: step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  stylelint: step('stylelint', 'npx', ['stylelint', 'src/**/*.css']),
  prettier: step('prettier', 'npx', ['prettier', '--check', '.']),
  knip: step('knip', 'npx', ['knip', '--no-progress']),
  unit: step('unit', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitJson}`,
  ]),
  e2e: step('browser', 'npx', [
    'tsx',
    'scripts/e2e.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${e2eJson}`,
  ]),
  emulators: step('emulators', 'npx', [
    'tsx',
    'scripts/test-emulators.ts',
    '--json',
    emulatorJson,
    '--summary',
    emulatorSummary,
  ]),
};

/** The emulator step's own count ({ran: false} when the jar is missing: not run, not passed). */
function emulatorCounts() {
  if (!existsSync(emulatorSummary)) return { passed: 0, failed: 1, note: 'no summary written' };
  const s = JSON.parse(readFileSync(emulatorSummary, 'utf8'));
  return { passed: s.passed, failed: s.failed, note: s.ran ? '' : ` (NOT RUN: ${s.reason})` };
}

/**
 * The failed tests of a vitest JSON report, a line each (file, name, the first line of the
 * message), so that the run's last lines say what failed even when only its tail is kept.
 */
function failedTests(file) {
  if (!existsSync(file)) return [];
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const f of r.testResults ?? []) {
    const name = f.name.startsWith(root) ? f.name.slice(root.length + 1) : f.name;
    const failed = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      const why = String(t.failureMessages?.[0] ?? '').split('\n')[0];
      lines.push(`  ${name} > ${t.fullName}: ${why.slice(0, 300)}`);
    }
    if (failed.length === 0 && f.status === 'failed') {
      lines.push(
        `  ${name}: ${String(f.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
  return lines;
}

const unit = counts(unitJson);
const e2e = counts(e2eJson);
const emu = emulatorCounts();
const failedSteps = Object.entries(results)
  .filter(([, ok]) => !ok)
  .map(([n]) => n);
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed; ` +
    `emulators: ${emu.passed} passed, ${emu.failed} failed${emu.note}`,
);
for (const [label, file] of [
  ['unit', unitJson],
  ['browser', e2eJson],
]) {
  const lines = failedTests(file);
  if (lines.length > 0) console.log(`\n${label}: failed tests\n${lines.join('\n')}`);
}
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
const failed =
  unit.failed +
  e2e.failed +
  emu.failed +
  (results.typecheck ? 0 : 1) +
  (results.lint ? 0 : 1) +
  (results.stylelint ? 0 : 1) +
  (results.prettier ? 0 : 1) +
  (results.knip ? 0 : 1) +
  (unit.missing || e2e.missing ? 1 : 0);
console.log(`${unit.passed + e2e.passed + emu.passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
