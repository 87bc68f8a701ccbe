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
import { processParsed } from '../../src/domain/process-activity';
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
    expect({ within: within.length, table }).toMatchObject({ within: 10 });
  });

  // 10 of 12 (83%) since a barometric loop's drift is removed (src/domain/stats/elevation-drift.ts,
  // STATS_VERSION 5): the Wahoo ELEMNT ride is a flat city loop that ends 16 m from its start but
  // 85 m above it, so its altimeter drifted 85 m in 6.5 hours; removing it moves that file from
  // +22.7% to +6.2%. Per file, ours against the device (before -> after), `npm run stats`:
  //   FR955 93: 92 -> 93 (-1.1 -> +0.1%)    Karoo 2 351: 304 -> 304 (-13.3%)
  //   fenix 5X 549: 705 -> 705 (+28.5%)     ROX 11.1 150: 149 -> 147 (-0.9 -> -1.7%)
  //   ELEMNT 185: 227 -> 196 (+22.7 -> +6.2%)  Edge 810 514: 518 -> 520 (+0.8 -> +1.2%)
  //   fenix 2 1579: 1684 (+6.6%)            PACE 2 938: 947 (+1.0%)
  //   Edge 500 541: 490 (-9.5%)             FR935 1471: 1554 -> 1549 (+5.6 -> +5.3%)
  //   SRM 507: 526 (+3.8%)                  FR910XT 2295: 2295 (0.0%)
  //
  // The two misses left, and why no rule was shipped for them:
  // - fenix 5X (+28.5%): its 180 km bike leg circles a flat island (the altitude stays between -10
  //   and +25 m), so the device's 515 m and our 664 m are both counts of the wrist altimeter's
  //   pressure noise (3-4 m swings over ~25 s: air flow), not of the ground; the figure swings from
  //   +65% to -22% between no smoothing and a 21 s median, 1.5 to 2.5 m hysteresis.
  // - Karoo 2 (-13.3%): a hilly ride whose short rollers (2-6 m over 10-30 s) the 10 s mean clips;
  //   unsmoothed with 1.5-2 m hysteresis it is within 2%, but that puts the fenix 5X at +65-72%, the
  //   Edge 810 at +23% and the FR935 at +17%. Their short climbs look alike (grade, duration). The
  //   Karoo's altitude is its barometer's (one session, no pause, nothing dropped; the device writes
  //   a descent equal to its ascent, 351 m).
  // Tried, in % off the device per file (FR955 Karoo fenix5X ROX ELEMNT Edge810 fenix2 PACE2
  // Edge500 FR935 SRM FR910XT), with the count within 10%, before the drift removal:
  //   10 s mean, 2 m (shipped)    9  -1 -13 +28  -1 +23  +1  +7  +1 -10  +6  +4  0
  //   no smoothing, 2 m           8  +8  -2 +65   0 +30 +23  +7  +2  -6 +17  +8  0
  //   5 s mean, 2 m               9  +7  -9 +51   0 +26 +10  +7  +2  -7 +12  +6  0
  //   20 s mean, 2 m              9  -9 -21  -9  -7 +15  -8  +7   0 -14  +1   0  0
  //   10 s mean, 3 m              8 -11 -16 -10 -10  +7  -3  +3   0 -14  +3  +2  0
  //   40 m distance mean, 2 m     9  -4  -9 +48   0 +23 +13  +2  +1  -9  +9  +6  0
  //   21 s median, 1.5 m         10   0 -18 +10  -1 +23  -7  -1  +1  -9  +2  +1  0 (2 m: 9, 2.5 m: 6)
  //   10 s, 2.5 m, across pauses 10  -8 -15 +10  -5 +40   0  +4  +6  -6  +4  +4  0
  //   20 s, 2 m, across pauses   10  -9 -21  -9  -7 +37  -8  +7  +5  -7  +1   0  0
  //   drift allowance 10 m/h      8  -7 -15 +18  -7 +14  -1  +4  -1 -13  +2  +2 -2
  //   climbs < 100 m/h dropped    9  -8 -13 +10 -19  -7  +1  +2  +1 -11  +1  +4  0
  //   grade < 0.3% over > 500 m  10  -8 -13 +18  -5  +7  +1  +7  +1 -10  +5  +4  0
  //   grade < 0.5% over > 1 km    8  -8 -13 +10 -18  -5  +1  +5  +1 -14  +5  +4  0
  // The 10s are knife-edges or unprincipled: carrying the hysteresis across pauses counts the
  // ELEMNT's 34 m recalibration jump during a 21-minute stop; a grade floor drops a real valley
  // road (0.25% over 40 km, src/domain/stats/elevation.test.ts) and at riding speed is 75 m/h, ten
  // times weather drift; a minimum vertical speed likewise (and breaks the flat but honest ROX).
  // A dead band from each file's own altitude noise moves each miss the wrong way (7 to 9 of 12):
  // the Karoo's residual after the 10 s mean is the largest (0.24 m), the ELEMNT's and fenix 5X's
  // the smallest (0.08, 0.11 m).
  it(`is within ${ASCENT_TOLERANCE * 100}% on at least ${TARGET_SHARE * 100}% of them`, () => {
    expect(within.length / rows.length).toBeGreaterThanOrEqual(TARGET_SHARE);
  });
});
