/**
 * Vitest reporter of the emulator suite: each test that ran again after a timeout is printed as it
 * finishes and recorded in $EMULATOR_RETRIES_FILE for the final summary (scripts/lib/emulator-retries.ts).
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';
import { retryLine, type RetriedTest } from '../../scripts/lib/emulator-retries';

export default class RetryReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const retries = test.diagnostic()?.retryCount ?? 0;
    if (retries === 0) return;
    const retried: RetriedTest = {
      file: relative(process.cwd(), test.module.moduleId),
      name: test.fullName,
      retries,
      state: test.result().state,
    };
    console.log(retryLine(retried));
    const out = process.env.EMULATOR_RETRIES_FILE;
    if (out) appendFileSync(out, `${JSON.stringify(retried)}\n`);
  }
}
