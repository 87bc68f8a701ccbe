/**
 * Point by point, parseGpx reads the same coordinates as the gpxparser package (DOM-based, here on
 * linkedom's DOMParser) over the real corpus ../shared/gpx-real, wherever gpxparser reads the file.
 * Fails when CI is set and the corpus is missing.
 *
 * How the two are lined up: gpxparser keeps every point and gives NaN for unreadable coordinates;
 * parseGpx drops points without valid coordinates (|lat| <= 90, |lon| <= 180). So gpxparser's
 * points are filtered by the same rule before comparing. gpxparser's tracks are concatenated in
 * document order, as parseGpx's segments are.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import {
  loadGpxParser,
  type GpxParserClass,
  type GpxParserPoint,
} from '../../scripts/bench/gpxparser-linkedom';
import { parseGpx } from '../../src/domain/gpx/parse-gpx';
import { GpxParseError, type ParsedGpx, type TrackData } from '../../src/domain/track/types';
import { CORPUS, describeCorpus, gpxFiles } from './corpus';

const valid = (p: GpxParserPoint): boolean => Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180;

interface Mismatch {
  file: string;
  what: string;
}

/**
 * parseNumber equals parseFloat up to 19 significant digits and is within one ulp beyond (Garmin
 * Connect's 30-digit coordinates): 1e-12 degrees is far above one ulp (< 3e-14) and far below a
 * micrometre.
 */
const COORDINATE_TOLERANCE_DEG = 1e-12;
const near = (a: number, b: number): boolean => Math.abs(a - b) <= COORDINATE_TOLERANCE_DEG;

/** Compares coordinates and elevations (as Float32) of our columns with gpxparser's points. */
function compare(
  file: string,
  what: string,
  ours: TrackData,
  theirs: GpxParserPoint[],
  out: Mismatch[],
): number {
  const pts = theirs.filter(valid);
  if (pts.length !== ours.length) {
    out.push({ file, what: `${what}: ${ours.length} points, gpxparser ${pts.length}` });
    return 0;
  }
  pts.forEach((p, i) => {
    if (!near(p.lat, ours.lat[i]!) || !near(p.lon, ours.lon[i]!))
      out.push({ file, what: `${what} point ${i}: ${ours.lat[i]},${ours.lon[i]} vs ${p.lat},${p.lon}` });
    const ele = ours.ele[i]!;
    if ((p.ele === null) !== Number.isNaN(ele) || (p.ele !== null && Math.fround(p.ele) !== ele)) {
      out.push({ file, what: `${what} point ${i}: ele ${ele} vs ${p.ele}` });
    }
  });
  return pts.length;
}

function tryParse(path: string): ParsedGpx | null {
  try {
    return parseGpx(readFileSync(path));
  } catch (err) {
    if (err instanceof GpxParseError) return null;
    throw err;
  }
}

describeCorpus('parseGpx agrees with gpxparser on the real corpus', () => {
  let GpxParser: GpxParserClass;
  beforeAll(async () => {
    GpxParser = await loadGpxParser();
  });

  const files = gpxFiles().map((p) => relative(CORPUS, p));
  const unread: string[] = [];
  let points = 0;

  // gpxparser on a DOM is slow (tens of seconds for the 3 MB files on a busy machine).
  it.each(files)('%s', { timeout: 120_000 }, (file) => {
    const path = join(CORPUS, file);
    const gp = new GpxParser();
    try {
      gp.parse(readFileSync(path, 'utf8'));
    } catch {
      unread.push(file);
      return;
    }
    const g = tryParse(path);
    if (g === null) {
      // Only when gpxparser found nothing either: it cannot read the file.
      expect(gp.tracks.length + gp.routes.length + gp.waypoints.length).toBe(0);
      unread.push(file);
      return;
    }
    const mismatches: Mismatch[] = [];
    if (!g.fromRoutes)
      points += compare(
        file,
        'track',
        g.track,
        gp.tracks.flatMap((t) => t.points),
        mismatches,
      );
    g.routes.forEach(
      (r, k) => (points += compare(file, `route ${k}`, r.points, gp.routes[k]?.points ?? [], mismatches)),
    );
    expect(mismatches).toEqual([]);
    expect(g.waypoints.map((w) => [w.lat, w.lon])).toEqual(
      gp.waypoints.filter(valid).map((w) => [w.lat, w.lon]),
    );
  });

  it('covers the corpus: only the file that is not XML is unread', () => {
    expect(files).toHaveLength(118);
    // A GPSBabel error message saved as .gpx: neither parser reads it.
    expect(unread).toEqual(['gpsbabel__gpsbabel/trackfilter_discard_err.gpx']);
    expect(points).toBeGreaterThan(80_000);
  });
});
