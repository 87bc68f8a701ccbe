import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';
import { generateDemoActivity } from '../src/domain/demo/index';
import { MAX_COUNT, parseDemoArgs } from './demo';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

const tmp = mkdtempSync(join(tmpdir(), 'demo-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const runCli = (args: string[]) => runScript('scripts/demo.ts', args);

describe('parseDemoArgs', () => {
  it('reads --count, --out and --seed in both spellings, seed 1 by default', () => {
    expect(parseDemoArgs(['--count', '5', '--out', 'x'])).toEqual({
      ok: true,
      args: { count: 5, out: 'x', seed: 1, mix: false },
    });
    expect(parseDemoArgs(['--out=dir', '--count=7', '--seed=42', '--mix'])).toEqual({
      ok: true,
      args: { count: 7, out: 'dir', seed: 42, mix: true },
    });
  });

  it.each([
    [[], '--count is required'],
    [['--count', '3'], '--out DIR is required'],
    [['--count', '0', '--out', 'x'], 'between 1 and'],
    [['--count', String(MAX_COUNT + 1), '--out', 'x'], 'between 1 and'],
    [['--count', '2.5', '--out', 'x'], 'must be an integer'],
    [['--count', '--out', 'x'], '--count needs a value'],
    [['--count', '3', '--out', 'x', '--seed', 'abc'], '--seed must be an integer'],
    [['--count', '3', '--out', 'x', '--count', '4'], 'given twice'],
    [['--count', '3', '--out', 'x', 'extra'], 'unknown argument "extra"'],
  ])('rejects %j', (argv, message) => {
    const r = parseDemoArgs(argv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});

describe('npm run demo', () => {
  it('writes N files into a new folder and prints a one-line summary', () => {
    const out = join(tmp, 'nested', 'set');
    const r = runCli(['--count', '4', '--out', out, '--seed', '9']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toMatch(/wrote 4 GPX files .* files\/s, [\d.]+ MB\/s\), seed 9/);
    const names = readdirSync(out).sort();
    expect(names).toHaveLength(4);
    const first = generateDemoActivity(0, { seed: 9, count: 4 });
    expect(names).toContain(first.fileName);
    expect(readFileSync(join(out, first.fileName), 'utf8')).toBe(first.gpx);
  });

  it('writes FIT, GPX and TCX files with --mix', () => {
    const out = join(tmp, 'mixed');
    const r = runCli(['--count', '20', '--out', out, '--seed', '9', '--mix']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/wrote 20 \(5 GPX, 12 FIT, 3 TCX\) files/);
    const names = readdirSync(out);
    expect(names.filter((n) => n.endsWith('.fit'))).toHaveLength(12);
    expect(names.filter((n) => n.endsWith('.tcx'))).toHaveLength(3);
  });

  it('exits 2 with a message and the usage on a usage error', () => {
    const r = runCli(['--count', 'many', '--out', join(tmp, 'never')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--count must be an integer');
    expect(r.stderr).toContain('usage: npm run demo -- --count N --out DIR [--seed S]');
    expect(() => readdirSync(join(tmp, 'never'))).toThrow();
  });
});
