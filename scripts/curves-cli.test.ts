import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from './lib/run-script';
import { parseActivity } from '../src/domain/formats/parse-activity';
import { processParsed } from '../src/domain/process-activity';
import { durationIndex, KEY_DURATIONS_S } from '../src/domain/curves/grid';
import { CORPUS, describeCorpus } from '../tests/fit-tcx-real/corpus';
import { REPO_ROOT } from '../tests/gpx-real/corpus';

const run = (args: string[]) => runScript('scripts/curves-cli.ts', args);

const KEYS = KEY_DURATIONS_S.map(String);

describe('npm run curves: usage', () => {
  it('exits 2 with no input or a missing path, before any output', () => {
    for (const args of [[], ['/no/such/file.fit']]) {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('usage: npm run curves');
    }
  });

  it('skips an unreadable file with a line on stderr and still prints the curve line', () => {
    const r = run([join(REPO_ROOT, 'package.json')]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('package.json');
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      {
        type: 'curve',
        bestPowerW: Object.fromEntries(KEYS.map((k) => [k, null])),
        bestHrBpm: Object.fromEntries(KEYS.map((k) => [k, null])),
        cp: { cpW: null, wPrimeJ: null },
      },
    ]);
  });
});

describeCorpus('npm run curves on real FIT files', () => {
  const files = [
    'GoldenCheetah__GoldenCheetah/Karoo-Botley_BW_Swanmore_Wickham-2025-05-09-1238.fit',
    'GoldenCheetah__GoldenCheetah/SigmaRox11_1.fit',
  ].map((f) => join(CORPUS, f));

  it('prints one line per activity with the app’s curves, then the combined curve', () => {
    const r = run(files);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, Record<string, unknown>>);
    expect(lines.map((l) => l.type)).toEqual(['activity', 'activity', 'curve']);
    files.forEach((file, k) => {
      const line = lines[k]!;
      expect(Object.keys(line)).toEqual(['type', 'file', 'bestPowerW', 'bestHrBpm', 'bestSpeedMps']);
      expect(line.file).toBe(file);
      const bytes = readFileSync(file);
      const meta = { id: 'x', fileName: file, fileSize: bytes.byteLength, importedAt: 0 };
      const curves = processParsed(parseActivity(bytes, file), meta).products.curves!;
      for (const key of KEYS) {
        const v = curves.power!.values[durationIndex(Number(key))];
        expect(line.bestPowerW![key]).toBe(v === undefined ? null : Math.round(v * 10) / 10);
      }
    });
    // The Karoo ride lasts 72 minutes: no 2-hour value.
    expect(lines[0]!.bestPowerW!['7200']).toBeNull();
    const curve = lines[2]!;
    for (const key of KEYS)
      expect(curve.bestPowerW![key]).toBe(
        Math.max(...[lines[0]!, lines[1]!].map((l) => (l.bestPowerW![key] as number | null) ?? -1)),
      );
    const cp = curve.cp as { cpW: number; wPrimeJ: number };
    expect(cp.cpW).toBeGreaterThan(100);
    expect(cp.cpW).toBeLessThan(curve.bestPowerW!['300'] as number);
    expect(cp.wPrimeJ).toBeGreaterThan(0);
  });
});
