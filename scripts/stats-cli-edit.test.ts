/**
 * `npm run stats -- --edit OPS.json <file>`: the same NDJSON line as for the file cut by hand
 * (issue 36), a clear line for an edit that cannot be made, usage errors for a bad OPS.json.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT_MS } from './lib/run-script';
import { CORPUS, describeCorpus } from '../tests/gpx-real/corpus';
import { handCut, handTrim, pointTimes } from '../tests/edits/hand-cut';

vi.setConfig({ testTimeout: SCRIPT_TEST_TIMEOUT_MS });

const run = (args: string[]) => runScript('scripts/stats-cli.ts', args);

const dir = mkdtempSync(join(tmpdir(), 'stats-edit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describeCorpus('stats --edit', () => {
  const file = join(CORPUS, 'gpx-animator__gpx-animator/bikeride.gpx');
  const gpx = readFileSync(file, 'utf8');
  const times = pointTimes(gpx);
  const at = (f: number) => times[Math.floor(times.length * f)]!;

  it('prints the figures of the file trimmed and cut by hand', () => {
    const ops = [
      { op: 'trim', start: iso(at(0.1)), end: iso(at(0.8)) },
      { op: 'cut', start: iso(at(0.3)), end: iso(at(0.4)) },
    ];
    writeFileSync(join(dir, 'ops.json'), JSON.stringify(ops));
    const byHand = join(dir, 'bikeride.gpx');
    writeFileSync(byHand, handCut(handTrim(gpx, at(0.1), at(0.8)), at(0.3), at(0.4)));
    const edited = run(['--edit', join(dir, 'ops.json'), file]);
    const cut = run([byHand]);
    expect(edited.status).toBe(0);
    const [a, b] = [edited.rows[0]!, cut.rows[0]!];
    expect(a.ok).toBe(true);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    for (const key of ['points', 'segments', 'distanceM', 'elapsedS', 'movingS', 'elevationGainM', 'avgHr']) {
      const [x, y] = [a[key] as number, b[key] as number];
      expect(Math.abs(x - y), key).toBeLessThanOrEqual(Math.abs(y) * 0.001);
    }
    expect(a.segments).toBe(2);
  });

  it('says why an edit cannot be made, and refuses a bad operation list as a usage error', () => {
    writeFileSync(
      join(dir, 'tiny.json'),
      JSON.stringify([{ op: 'trim', start: iso(at(0.5)), end: iso(at(0.5) + 1) }]),
    );
    const tiny = run(['--edit', join(dir, 'tiny.json'), file]);
    expect(tiny.status).toBe(0);
    expect(tiny.rows[0]).toMatchObject({ ok: false, distanceM: null });
    expect(tiny.rows[0]!.error).toMatch(/would leave 1 point; an activity needs at least 2/);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify([{ op: 'trim', start: 'yesterday' }]));
    const bad = run(['--edit', join(dir, 'bad.json'), file]);
    expect(bad.status).toBe(2);
    expect(bad.rows).toEqual([]);
    expect(bad.stderr).toMatch(/is not a list of edit operations: 0.start: must be a UTC time/);
  });
});
