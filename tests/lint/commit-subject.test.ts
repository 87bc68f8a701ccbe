import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SUBJECT, subjectProblem } from '../../scripts/lint/commit-subject.mjs';

describe('commit subject habit', () => {
  it('accepts a short subject with the why in the body', () => {
    expect(subjectProblem('Cut the heat index load\n\nBecause opening took 8 s.\n')).toBeNull();
    expect(subjectProblem("Merge branch 'main' into explorer\n")).toBeNull();
  });

  it('counts characters, not bytes, and ignores git comments', () => {
    expect(subjectProblem(`${'é'.repeat(MAX_SUBJECT)}\n# ${'x'.repeat(200)}\n`)).toBeNull();
    expect(subjectProblem(`${'é'.repeat(MAX_SUBJECT + 1)}\n`)).toMatch(/73 characters/);
  });

  it('refuses a long subject, a missing blank line and an empty message', () => {
    expect(subjectProblem(`${'a'.repeat(MAX_SUBJECT + 10)}\n`)).toMatch(/82 characters/);
    expect(subjectProblem('Subject\nbody straight after\n')).toMatch(/blank line/);
    expect(subjectProblem('# only a comment\n\n')).toMatch(/empty/);
  });

  it('is the hook git runs: refuses a long subject with exit 1, passes a good one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
    const bad = join(dir, 'bad');
    const good = join(dir, 'good');
    writeFileSync(bad, `${'a'.repeat(100)}\n`);
    writeFileSync(good, 'Short subject\n\nThe why.\n');
    const hook = join(process.cwd(), '.githooks', 'commit-msg');
    const refused = spawnSync(hook, [bad], { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/100 characters/);
    expect(() => execFileSync(hook, [good])).not.toThrow();
  });
});
