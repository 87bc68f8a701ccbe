import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';
import { encodeFitActivity, type FitPointInput } from '../src/domain/fit/test-fit';
import { parseActivity } from '../src/domain/formats/parse-activity';
import { processParsed } from '../src/domain/process-activity';
import { durationIndex, KEY_DURATIONS_S } from '../src/domain/curves/grid';
import { CORPUS, describeCorpus } from '../tests/fit-tcx-real/corpus';
import { REPO_ROOT } from '../tests/gpx-real/corpus';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

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

/**
 * Known answers by construction: FIT files written with @garmin/fitsdk's encoder (test-fit.ts),
 * one record a second, without positions (indoor: the distance is the device's own, as written).
 */
describe('npm run curves on synthetic FIT files (known best efforts)', () => {
  const T0 = Date.UTC(2024, 5, 1, 7, 0, 0);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'curves-cli-'));
    // A ride of 3,600 s (3,601 records): 200 W, 130 bpm and 8 m/s, except a 5-minute block at
    // 300 W, 170 bpm and 12 m/s from second 1,000 and a 20-s sprint at 600 W from second 2,000.
    const ride: FitPointInput[] = [];
    let dist = 0;
    for (let s = 0; s <= 3600; s++) {
      const block = s >= 1000 && s < 1300;
      const sprint = s >= 2000 && s < 2020;
      ride.push({
        time: T0 + s * 1000,
        power: sprint ? 600 : block ? 300 : 200,
        hr: block ? 170 : 130,
        dist,
        speed: block ? 12 : 8,
      });
      dist += block ? 12 : 8; // the speed over the second that starts here
    }
    writeFileSync(join(dir, 'ride.fit'), encodeFitActivity({ points: ride, sport: 'cycling' }));
    // A run of 7,200 s (7,201 records) at 150 bpm and 3 m/s, no power.
    const run7200: FitPointInput[] = [];
    for (let s = 0; s <= 7200; s++)
      run7200.push({ time: T0 + 86_400_000 + s * 1000, hr: 150, dist: 3 * s, speed: 3 });
    writeFileSync(join(dir, 'run.fit'), encodeFitActivity({ points: run7200, sport: 'running' }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const r1 = (v: number) => Math.round(v * 10) / 10;
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  const keyed = (f: (d: number) => number | null) =>
    Object.fromEntries(KEY_DURATIONS_S.map((d) => [String(d), f(d)]));

  // Worked out by hand from the blocks above (sums of watts, beats or metres over the best window).
  const ridePower: Record<string, number | null> = {
    '1': 600,
    '5': 600,
    '10': 600,
    '30': r1((20 * 600 + 10 * 200) / 30), // the sprint and 10 s around it: 466.7
    '60': r1((20 * 600 + 40 * 200) / 60), // 333.3
    '120': 300, // the block (the sprint's 2 minutes give 266.7)
    '300': 300,
    '600': r1((300 * 300 + 300 * 200) / 600), // 250: the sprint is 700 s after the block
    '1200': r1((300 * 300 + 20 * 600 + 880 * 200) / 1200), // block and sprint in one window: 231.7
    '1800': r1((300 * 300 + 20 * 600 + 1480 * 200) / 1800), // 221.1
    '3600': r1((300 * 300 + 20 * 600 + 3280 * 200) / 3600), // 210.6
    '7200': null,
  };
  const rideHr = keyed((d) => (d <= 300 ? 170 : d <= 3600 ? r1((300 * 170 + (d - 300) * 130) / d) : null));
  const rideSpeed = keyed((d) => (d <= 300 ? 12 : d <= 3600 ? r3((300 * 12 + (d - 300) * 8) / d) : null));

  it('prints each activity’s best power, heart rate and speed, and their element-wise best', () => {
    const files = [join(dir, 'ride.fit'), join(dir, 'run.fit')];
    const r = run(files);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(Object.keys(lines[0]!)).toEqual(['type', 'file', 'bestPowerW', 'bestHrBpm', 'bestSpeedMps']);
    expect(lines[0]).toEqual({
      type: 'activity',
      file: files[0],
      bestPowerW: ridePower,
      bestHrBpm: rideHr,
      bestSpeedMps: rideSpeed,
    });
    expect(lines[1]).toEqual({
      type: 'activity',
      file: files[1],
      bestPowerW: keyed(() => null),
      bestHrBpm: keyed(() => 150),
      bestSpeedMps: keyed(() => 3),
    });
    // The ride's power curve reaches 20 minutes, so CP is fitted on it: the work line over
    // 3-20 min of a curve that is not CP + W'/t (it is checked on one that is, below).
    const curve = lines[2] as { type: string; bestPowerW: unknown; bestHrBpm: unknown; cp: unknown };
    expect(Object.keys(curve)).toEqual(['type', 'bestPowerW', 'bestHrBpm', 'cp']);
    expect(curve.type).toBe('curve');
    expect(curve.bestPowerW).toEqual(ridePower);
    expect(curve.bestHrBpm).toEqual(
      keyed((d) => (d <= 300 ? 170 : d <= 600 ? 150 : Math.max(150, rideHr[String(d)] ?? 0))),
    );
  });

  it('fits CP and W′ back from a ride whose best mean is CP + W′/t from 3 to 20 minutes', () => {
    // 10 min easy, 3 min at CP + W'/180, then CP for 20 min, then 10 min easy: from the block's
    // start the work is W' + CP·t for every t from 180 to 1,380 s, and no other window does better.
    const CP = 265;
    const W_PRIME = 21_060; // CP + W'/180 = 382 W, whole watts as FIT stores power
    const pts: FitPointInput[] = [];
    for (let s = 0; s <= 600 + 180 + 1200 + 600; s++) {
      const power = s < 600 ? 120 : s < 780 ? CP + W_PRIME / 180 : s < 1980 ? CP : 120;
      pts.push({ time: T0 + s * 1000, power, dist: 9 * s, speed: 9 });
    }
    const file = join(dir, 'cp.fit');
    writeFileSync(file, encodeFitActivity({ points: pts, sport: 'cycling' }));
    const r = run([file]);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map(
        (l) => JSON.parse(l) as { bestPowerW: Record<string, number>; cp: { cpW: number; wPrimeJ: number } },
      );
    const [activity, curve] = lines;
    // Printed to 0.1 W (282.55 W at 20 min: float32 sums may round either way).
    for (const t of [300, 600, 1200])
      expect(Math.abs(activity!.bestPowerW[String(t)]! - (CP + W_PRIME / t))).toBeLessThan(0.0501);
    expect(activity!.bestPowerW['60']).toBe(382);
    // Stated tolerance 0.5 % (the fit reads the curve between grid durations by linear
    // interpolation, which is slightly above the convex W'/t).
    expect(Math.abs(curve!.cp.cpW - CP) / CP).toBeLessThan(0.005);
    expect(Math.abs(curve!.cp.wPrimeJ - W_PRIME) / W_PRIME).toBeLessThan(0.005);
  });

  it('fits CP on the ride alone when a run with power is among the files', () => {
    // The ride of the test above (CP 265 W, W' 21,060 J) and a run at a steady 300 W of running
    // power for 25 minutes. Pooled, the best power from about 10 to 20 minutes would be the run's
    // 300 W and the fit a line through both; the cp printed must be the ride's alone, while the
    // curve's best power stays the best of every file (the run's 300 W at 20 minutes).
    const CP = 265;
    const W_PRIME = 21_060;
    const ride: FitPointInput[] = [];
    for (let s = 0; s <= 600 + 180 + 1200 + 600; s++) {
      const power = s < 600 ? 120 : s < 780 ? CP + W_PRIME / 180 : s < 1980 ? CP : 120;
      ride.push({ time: T0 + s * 1000, power, dist: 9 * s, speed: 9 });
    }
    const rideFile = join(dir, 'cp-ride.fit');
    writeFileSync(rideFile, encodeFitActivity({ points: ride, sport: 'cycling' }));
    const run1500: FitPointInput[] = [];
    for (let s = 0; s <= 1500; s++)
      run1500.push({ time: T0 + 86_400_000 + s * 1000, power: 300, dist: 3 * s, speed: 3 });
    const runFile = join(dir, 'power-run.fit');
    writeFileSync(runFile, encodeFitActivity({ points: run1500, sport: 'running' }));
    type Line = {
      bestPowerW: Record<string, number | null>;
      cp: { cpW: number | null; wPrimeJ: number | null };
    };
    const lastLine = (files: string[]): Line => {
      const r = run(files);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Line;
    };
    const rideOnly = lastLine([rideFile]);
    const both = lastLine([rideFile, runFile]);
    const runOnly = lastLine([runFile]);
    expect(both.bestPowerW['1200']).toBe(300);
    expect(rideOnly.bestPowerW['1200']).toBeLessThan(300);
    expect(both.cp).toEqual(rideOnly.cp);
    expect(Math.abs(both.cp.cpW! - CP) / CP).toBeLessThan(0.005);
    // With only running power, the fit rests on it: a steady 300 W is CP 300 W, W' 0 J.
    expect(runOnly.cp).toEqual({ cpW: 300, wPrimeJ: 0 });
  });
});
