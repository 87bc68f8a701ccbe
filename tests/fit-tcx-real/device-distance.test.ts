/**
 * The whole corpus through the app's pipeline (parseActivity, then processParsed: format by
 * content, parse, statistics): every file gives an activity or a clean one-line reason, and our
 * distance is within DISTANCE_TOLERANCE of the device's own session total on at least TARGET_SHARE
 * of the FIT files whose total can check ours. Which files can is decided by the written rules of
 * src/domain/stats/device-comparison.ts (a paired wheel or foot-pod sensor, a file that could not be
 * read to its end, a virtual ride...), never by a file's name or by how far apart the figures are.
 *
 * Figures: `npx vitest run tests/fit-tcx-real/device-distance.test.ts --reporter=verbose` (the test
 * titles carry them).
 */
import { expect, it } from 'vitest';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import type { ParsedActivity } from '../../src/domain/formats/types';
import { processParsed, type ProcessedActivity } from '../../src/domain/process-activity';
import { deviceDistanceComparison, type Comparison } from '../../src/domain/stats/device-comparison';
import { corpusFiles, describeCorpus, readCorpusFile, readPeers } from './corpus';

/** Our distance may differ from the device's total by this fraction. */
const DISTANCE_TOLERANCE = 0.015;
/** Share of the comparable FIT files that must be within the tolerance. */
const TARGET_SHARE = 0.9;

/** Files this pipeline refuses, and the reason it gives. None today: every file reads. */
const EXPECTED_FAILURES: Record<string, string> = {};

interface Row {
  file: string;
  parsed: ParsedActivity;
  out: ProcessedActivity;
}

function processAll(files: readonly string[]): Map<string, Row | string> {
  const results = new Map<string, Row | string>();
  for (const file of files) {
    try {
      const bytes = readCorpusFile(file);
      const parsed = parseActivity(bytes, file);
      const meta = { id: 'corpus', fileName: file, fileSize: bytes.byteLength, importedAt: 0 };
      results.set(file, { file, parsed, out: processParsed(parsed, meta) });
    } catch (error) {
      results.set(file, error instanceof Error ? error.message : String(error));
    }
  }
  return results;
}

const offOf = (r: Row) => Math.abs(r.out.summary.distanceM / r.parsed.deviceTotals!.distanceM! - 1);

describeCorpus('FIT/TCX corpus through the pipeline', () => {
  const files = corpusFiles();
  const peers = readPeers();
  const results = processAll(files);

  it('has the 31 files', () => expect(files.length).toBe(31));

  it.each(files)('%s gives an activity or a clean reason', (file) => {
    const out = results.get(file)!;
    if (typeof out === 'string') {
      expect(out).not.toContain('\n');
      expect(out).toBe(EXPECTED_FAILURES[file]);
      return;
    }
    expect(EXPECTED_FAILURES[file]).toBeUndefined();
    expect(out.out.summary.points).toBeGreaterThan(0);
    expect(out.out.summary.format).toBe(file.includes('.fit') ? 'fit' : 'tcx');
    for (const w of out.out.summary.warnings) expect(w).not.toContain('\n');
  });

  // The FIT files with positions and a device total (as @garmin/fitsdk reads them).
  const candidates = [...peers.values()].filter((p) => p.gpsRecords > 0 && (p.totalDistanceM ?? 0) > 0);
  const rows = candidates.map((p) => results.get(p.file)).filter((r): r is Row => typeof r === 'object');
  const rules = new Map<string, Comparison>(rows.map((r) => [r.file, deviceDistanceComparison(r.parsed)]));
  const comparable = rows.filter((r) => rules.get(r.file) === null);
  const within = comparable.filter((r) => offOf(r) <= DISTANCE_TOLERANCE);

  it('finds the 16 FIT files with positions and a device total, and reads their totals', () => {
    expect(rows.length).toBe(16);
    for (const r of rows)
      expect(r.out.summary.deviceDistanceM).toBeCloseTo(peers.get(r.file)!.totalDistanceM!, 0);
  });

  it('leaves out, by the written rules only, the files whose device total measures something else', () => {
    const excluded = Object.fromEntries(
      rows.filter((r) => rules.get(r.file) !== null).map((r) => [r.file, rules.get(r.file)]),
    );
    expect(excluded).toEqual({
      // Zwift-like ride: our distance is the trainer's, read from the same file.
      'GoldenCheetah__GoldenCheetah/14582164182.fit.gz': 'VIRTUAL',
      // Stryd foot pod paired (device_info stride_speed_distance); ours is 0.13% off all the same.
      'GoldenCheetah__GoldenCheetah/Fr955v19.28andStryd.fit': 'SPEED_SENSOR',
      // fenix 5X triathlon: bike speed sensor on the bike leg (ours +1.5%), Stryd on the run (+3.5%).
      'GoldenCheetah__GoldenCheetah/MultiSport-2019-11-24.fit': 'SPEED_SENSOR',
      // Wahoo ELEMNT with a wheel sensor; ours is 0.7% off.
      'dtcooper__python-fitparse/2019-02-17-062644-ELEMNT-297E-195-0.fit': 'SPEED_SENSOR',
      // The Strava app wrote a data size beyond the file: decoding stops at byte 7471 (927 m of 11.3 km).
      'dtcooper__python-fitparse/strava-android-app-201.10-b1218918.fit': 'INCOMPLETE',
      // fr935 triathlon with a bike speed sensor; ours is 0.17% off.
      'sports-alliance__sports-lib/4623204522.fit': 'SPEED_SENSOR',
    });
  });

  it.each(comparable.map((r) => [r.file, r] as const))('%s: distance within the tolerance', (_, r) => {
    expect(offOf(r)).toBeLessThanOrEqual(DISTANCE_TOLERANCE);
  });

  it(`is within ${DISTANCE_TOLERANCE * 100}% on ${within.length} of ${comparable.length} comparable files (target ${TARGET_SHARE * 100}%)`, () => {
    expect(comparable.length).toBeGreaterThanOrEqual(10);
    expect(within.length / comparable.length).toBeGreaterThanOrEqual(TARGET_SHARE);
  });
});
