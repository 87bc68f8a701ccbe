import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readRetries, retryLine, summaryLine, type RetriedTest } from './emulator-retries';

const hung: RetriedTest = {
  file: 'tests/emulators/a.test.ts',
  name: 'store > reads',
  retries: 1,
  state: 'passed',
};

describe('emulator retries', () => {
  test('a retried test is named on its own line, with how it ended', () => {
    expect(retryLine(hung)).toBe(
      'RETRIED after a timeout (1x, then passed): tests/emulators/a.test.ts > store > reads',
    );
  });

  test('the summary counts retries, and keeps its plain form without any', () => {
    expect(summaryLine(5, 0, 0)).toBe('5 passed, 0 failed');
    expect(summaryLine(5, 0, 2)).toBe('5 passed, 0 failed, 2 retried after a timeout');
  });

  test('reads the recorded retries, none from a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'retries-'));
    const path = join(dir, 'retries.jsonl');
    expect(readRetries(path)).toEqual([]);
    writeFileSync(path, `${JSON.stringify(hung)}\n${JSON.stringify({ ...hung, name: 'b' })}\n`);
    expect(readRetries(path).map((t) => t.name)).toEqual(['store > reads', 'b']);
  });
});
