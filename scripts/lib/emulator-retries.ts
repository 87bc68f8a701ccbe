/**
 * A test the emulator suite ran again after a timeout (tests/emulators/vitest.config.ts retries a
 * hung test once) is never invisible: the reporter (tests/emulators/retry-reporter.ts) prints a line
 * naming it as it finishes and appends it to a file, and scripts/test-emulators.ts counts the file's
 * lines into the final summary.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface RetriedTest {
  /** The test file, from the repository root. */
  file: string;
  /** Its describe blocks and title, joined with " > ". */
  name: string;
  /** How many times it ran again. */
  retries: number;
  /** How it ended after them. */
  state: string;
}

/** The line printed for a retried test. */
export const retryLine = (t: RetriedTest): string =>
  `RETRIED after a timeout (${t.retries}x, then ${t.state}): ${t.file} > ${t.name}`;

/** The retried tests recorded in `path` (one JSON object a line); none when it does not exist. */
export function readRetries(path: string): RetriedTest[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RetriedTest);
}

/** The final summary line: `N passed, N failed`, plus the retries when there were any. */
export function summaryLine(passed: number, failed: number, retried: number): string {
  const base = `${passed} passed, ${failed} failed`;
  return retried > 0 ? `${base}, ${retried} retried after a timeout` : base;
}
