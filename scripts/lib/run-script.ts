/**
 * Runs one of the project's command-line scripts as `npm run <name>` does (node with tsx, from the
 * repository root), for the scripts' own tests: the exit status, what it printed, and its NDJSON
 * lines (read only when asked, so a script that prints text can be run too).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** The longest a script may run in a test: a whole corpus of files on a busy machine. */
const SCRIPT_TIMEOUT_MS = 120_000;

/**
 * The time a test that runs scripts may take (set with vi.setConfig in each such file). Each run is
 * a new Node process that loads tsx and compiles the script's modules: 1 to 3 s on a quiet machine,
 * but up to 20 s while the other test workers (and another job) keep both cores busy; a test runs up
 * to five of them. Vitest's 30 s default failed such a test on a busy CI machine.
 */
export const SCRIPT_TEST_TIMEOUT_MS = 300_000;

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Each non-empty line of the output as JSON (throws on a line that is not). */
  readonly rows: Record<string, unknown>[];
}

/** Runs `script` (a path from the repository root) with `args`, and waits for it. */
export function runScript(script: string, args: readonly string[]): ScriptRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: SCRIPT_TIMEOUT_MS,
  });
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    get rows() {
      return r.stdout
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
