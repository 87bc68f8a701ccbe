/**
 * The whole corpus through the app's pipeline (processGpx: format by content, parse, statistics):
 * every file gives an activity or a clean one-line reason, and our distance is within
 * DISTANCE_TOLERANCE of the device's own session total on at least TARGET_SHARE of the FIT files
 * with positions and a device total. Each file outside the tolerance is listed in EXCEPTIONS with
 * why, and is checked to still be outside (so the list stays true).
 */
import { expect, it } from 'vitest';
import { processGpx, type ProcessedActivity } from '../../src/domain/process-gpx';
import { corpusFiles, describeCorpus, readCorpusFile, readPeers } from './corpus';

/** Our distance may differ from the device's total by this fraction. */
const DISTANCE_TOLERANCE = 0.015;
/** Share of the FIT files with positions and a device total that must be within the tolerance. */
const TARGET_SHARE = 0.9;

/** Files outside the tolerance, and why. */
const EXCEPTIONS: Record<string, string> = {
  // The Strava Android app wrote a header data size beyond the file and lost sync at byte 7471:
  // @garmin/fitsdk and python-fitparse stop at the same place. We keep the first 237 points
  // (927 m of 11.3 km) with a warning.
  'dtcooper__python-fitparse/strava-android-app-201.10-b1218918.fit':
    'broken file: decoding stops at byte 7471',
  // STATISTIC OR DEVICE: fenix 5X triathlon, 218.8 km by the device. Ours is +1.6%; the plain
  // point-to-point sum is +1.8%. The bike and run legs come out 1.5% and 3% longer from the
  // positions than the device's figures (which may come from a wheel or foot-pod sensor).
  'GoldenCheetah__GoldenCheetah/MultiSport-2019-11-24.fit': 'positions give 1.6% more than the device',
};

/** Files this pipeline refuses, and the reason it gives. None today: every file reads. */
const EXPECTED_FAILURES: Record<string, string> = {};

describeCorpus('FIT/TCX corpus through the pipeline', () => {
  const files = corpusFiles();
  const peers = readPeers();
  const results = new Map<string, ProcessedActivity | string>();

  it('has the 31 files', () => expect(files.length).toBe(31));

  it.each(files)('%s gives an activity or a clean reason', async (file) => {
    try {
      const out = await processGpx(readCorpusFile(file), { fileName: file, id: 'corpus' });
      results.set(file, out);
      expect(out.summary.points).toBeGreaterThan(0);
      expect(out.summary.format).toBe(file.includes('.fit') ? 'fit' : 'tcx');
      for (const w of out.summary.warnings) expect(w).not.toContain('\n');
      expect(EXPECTED_FAILURES[file]).toBeUndefined();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.set(file, message);
      expect(message).not.toContain('\n');
      expect(message).toBe(EXPECTED_FAILURES[file]);
    }
  });

  const candidates = [...peers.values()].filter((p) => p.gpsRecords > 0 && (p.totalDistanceM ?? 0) > 0);

  it('finds the FIT files with positions and a device total', () => expect(candidates.length).toBe(16));

  it.each(candidates.map((p) => p.file))('%s: distance against the device total', (file) => {
    const out = results.get(file);
    if (typeof out !== 'object') throw new Error(`no activity for ${file}: ${String(out)}`);
    const device = peers.get(file)!.totalDistanceM!;
    expect(out.summary.deviceDistanceM).toBeCloseTo(device, 0);
    const off = Math.abs(out.summary.distanceM / device - 1);
    if (EXCEPTIONS[file] === undefined) expect(off).toBeLessThanOrEqual(DISTANCE_TOLERANCE);
    else expect(off).toBeGreaterThan(DISTANCE_TOLERANCE);
  });

  const share = () =>
    candidates.filter((p) => {
      const out = results.get(p.file);
      return (
        typeof out === 'object' &&
        Math.abs(out.summary.distanceM / p.totalDistanceM! - 1) <= DISTANCE_TOLERANCE
      );
    }).length / candidates.length;

  it('is within the tolerance on 14 of the 16 files today', () => {
    expect(Math.round(share() * candidates.length)).toBe(14);
  });

  // KNOWN FAILURE, LEFT FOR THE STATS ENGINEER: 14 of 16 (87.5%) are within 1.5%, short of 90%
  // (15 of 16 would do). Of the two misses one is a broken file; the other (MultiSport, +1.6%) is
  // where the distance statistic or the device's sensor decides. When this holds, `it.fails`
  // fails: turn it into `it` then.
  it.fails(`is within ${DISTANCE_TOLERANCE * 100}% on at least ${TARGET_SHARE * 100}% of the files`, () => {
    expect(share()).toBeGreaterThanOrEqual(TARGET_SHARE);
  });
});
