/**
 * Distances over the real-world corpus ../shared/gpx-real (read in place, never copied) against
 * gpxpy 1.5.0's length_2d (peer-gpxpy.jsonl), wherever both read the same points.
 *
 * Our distance (all rules applied) is within 1 % of gpxpy's on at least 90 % of the comparable
 * files; each file where it is not is an explained exception below. Figures:
 * `npx vitest run tests/gpx-real/distance-vs-gpxpy.test.ts --reporter=verbose` (in the test titles).
 *
 * Two further checks, because our distance deliberately differs from a plain sum:
 * 1. The plain within-segment haversine sum of the points we parsed agrees with length_2d within
 *    1 %. (Our sphere has the 6371.0088 km mean radius; gpxpy uses 6378.137 km, so we read a steady
 *    0.11 % shorter.)
 * 2. The jitter and spike rules (src/domain/stats/distance.ts) remove at most 1 % of that sum (or
 *    less than one jitter radius in all on tiny tracks), except on the files listed in EXCEPTIONS,
 *    each explained there and held to its own bound. They never add distance.
 * Fails, rather than skips, when CI is set and the corpus is missing.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { parseGpx } from '../../src/domain/gpx/parse-gpx';
import { GpxParseError, type ParsedGpx } from '../../src/domain/track/types';
import { computeStats } from '../../src/domain/stats/compute-stats';
import { JITTER_RADIUS_M, rawSegmentDistance } from '../../src/domain/stats/distance';
import { CORPUS, describeCorpus, gpxFiles, readPeers } from './corpus';

/** Agreement of our plain sum with gpxpy's length_2d. */
const PEER_TOLERANCE = 0.01;
/** Share of the comparable files where our distance (all rules applied) is within 1 % of gpxpy's. */
const OURS_TARGET_SHARE = 0.9;
/** Share of the plain sum the jitter and spike rules may remove on an ordinary file. */
const MAX_REMOVED_SHARE = 0.01;

/**
 * Files where the jitter, stop and spike rules legitimately remove more than 1 %, with the measured
 * share (measured after the 2 m timed jitter radius and the net-progress stops of stats/stops.ts)
 * and the bound held here. (energympro.gpx, once 1.0 % here, is now 0.09 %.)
 */
const EXCEPTIONS: Record<string, { maxShare: number; why: string }> = {
  'gpsbabel__gpsbabel/mtk_logger_m241_multiple_tracks.gpx': {
    maxShare: 0.02,
    why: 'MTK logger left on for days at a 5 s interval: long stretches standing still, taken out as stops by net progress (1.3 % removed).',
  },
  'gpsbabel__gpsbabel/wbt-201.gpx': {
    maxShare: 0.08,
    why: 'Wintec WBT-201 log without times: 3,527 of 4,018 steps are under the 5 m radius, long stretches of a receiver standing still (7.3 % removed).',
  },
  'gpsbabel__gpsbabel/wbt-200.gpx': {
    maxShare: 0.03,
    why: 'Wintec WBT-200 log without times that starts and ends standing still: 145 of 259 steps under the 5 m radius (2.5 % removed).',
  },
  'gpsbabel__gpsbabel/skytraq-miniHomer2_8.gpx': {
    maxShare: 0.02,
    why: 'SkyTraq logger moving for 3,539 s of 38,228 s: the rest is wander around stops, no net progress (1.6 % removed).',
  },
  'jenetics__jpx/Gpx-full-sample.gpx': {
    maxShare: 0.02,
    why: 'A 1 Hz walk with stops (moving 2,076 s of 2,757 s): the wander at the stops adds nothing (1.8 % removed).',
  },
};

function tryParse(path: string): ParsedGpx | null {
  try {
    return parseGpx(readFileSync(path));
  } catch (err) {
    if (err instanceof GpxParseError) return null; // not comparable; the parser corpus test covers it
    throw err;
  }
}

interface Row {
  file: string;
  raw: number;
  ours: number;
  peer: number;
}

/**
 * Files where both read the same points: gpxpy parsed it, neither side built it from routes (gpxpy's
 * length_2d is tracks only), the point counts match and there is some distance. This leaves out,
 * e.g., OpenTracks legacy_gpx_pause_resume.gpx, where gpxpy reads two pause markers with
 * out-of-range coordinates that our parser drops (gpxpy: 39,506 km; us: 333 m).
 */
function comparableRows(): Row[] {
  const peers = readPeers();
  const rows: Row[] = [];
  for (const path of gpxFiles(CORPUS)) {
    const file = relative(CORPUS, path);
    const peer = peers.get(file);
    if (peer === undefined || peer.parse_error !== null || !(peer.length_2d > 0)) continue;
    const parsed = tryParse(path);
    if (parsed === null || parsed.fromRoutes || parsed.track.length !== peer.points) continue;
    rows.push({
      file,
      raw: rawSegmentDistance(parsed.track),
      ours: computeStats(parsed.track).distanceM,
      peer: peer.length_2d,
    });
  }
  return rows;
}

describeCorpus('distance over the real corpus against gpxpy length_2d', () => {
  const rows = comparableRows();

  it('compares most of the corpus', () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
  });

  it('reads the same plain distance as gpxpy within 1 %', () => {
    const off = rows
      .filter((r) => Math.abs(r.raw / r.peer - 1) > PEER_TOLERANCE)
      .map((r) => `${r.file}: ${r.raw.toFixed(1)} vs ${r.peer.toFixed(1)}`);
    expect(off).toEqual([]);
  });

  it('removes at most 1 % by the jitter and spike rules, except where explained', () => {
    const out: string[] = [];
    for (const r of rows) {
      const removed = r.raw - r.ours;
      if (removed < -1e-6) out.push(`${r.file}: the rules added ${(-removed).toFixed(3)} m`);
      const bound = EXCEPTIONS[r.file]?.maxShare ?? MAX_REMOVED_SHARE;
      if (removed > bound * r.raw && removed > JITTER_RADIUS_M)
        out.push(`${r.file}: removed ${((100 * removed) / r.raw).toFixed(2)} % (bound ${100 * bound} %)`);
    }
    expect(out).toEqual([]);
  });

  const agree = rows.filter((r) => Math.abs(r.ours / r.peer - 1) <= PEER_TOLERANCE);
  it(`gives our distance within 1 % of gpxpy on ${agree.length} of ${rows.length} files (${((100 * agree.length) / rows.length).toFixed(1)} %, target ${OURS_TARGET_SHARE * 100} %)`, () => {
    expect(agree.length / rows.length).toBeGreaterThanOrEqual(OURS_TARGET_SHARE);
    // Every disagreement is one of the explained exceptions: standing-still jitter that a plain sum
    // counts (known truth: src/domain/stats/compute-stats.test.ts 'adds no distance while standing
    // still' and stops.test.ts, the wandering stop), or a tiny track (tens of metres) where the
    // two differ by less than one jitter radius in all.
    const unexplained = rows
      .filter((r) => !agree.includes(r) && EXCEPTIONS[r.file] === undefined)
      .filter((r) => Math.abs(r.ours - r.peer) > JITTER_RADIUS_M)
      .map((r) => `${r.file}: ours ${r.ours.toFixed(1)} vs gpxpy ${r.peer.toFixed(1)}`);
    expect(unexplained).toEqual([]);
  });

  it('lists only exceptions that exist in the comparison', () => {
    const seen = new Set(rows.map((r) => r.file));
    expect(Object.keys(EXCEPTIONS).filter((f) => !seen.has(f))).toEqual([]);
  });
});
