/**
 * The parser over the whole real-world corpus ../shared/gpx-real (read in place, never copied):
 * every file gives a result or a clean GpxParseError, and what is read agrees with gpxpy 1.5.0
 * (peer-gpxpy.jsonl) wherever gpxpy parsed the file. Fails when CI is set and the corpus is missing.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { parseGpx } from '../../src/domain/gpx/parse-gpx';
import { GpxParseError, type ParsedGpx, type TrackData } from '../../src/domain/track/types';
import { CORPUS, describeCorpus, gpxFiles, readPeers } from './corpus';

type Outcome = { ok: true; g: ParsedGpx } | { ok: false; message: string };

function parseFile(path: string): Outcome {
  try {
    return { ok: true, g: parseGpx(readFileSync(path)) };
  } catch (err) {
    // Anything but a GpxParseError escapes and fails the test.
    if (!(err instanceof GpxParseError)) throw err;
    return { ok: false, message: err.message };
  }
}

const count = (a: ArrayLike<number>): number =>
  Array.prototype.filter.call(a, (v: number) => !Number.isNaN(v)).length;

function finiteCoordinates(t: TrackData): boolean {
  for (let i = 0; i < t.length; i++)
    if (!Number.isFinite(t.lat[i]) || !Number.isFinite(t.lon[i])) return false;
  return true;
}

/** Files this parser refuses, with the reason it gives. */
const EXPECTED_FAILURES: Record<string, string> = {
  // A GPSBabel error message saved as .gpx: not XML at all.
  'gpsbabel__gpsbabel/trackfilter_discard_err.gpx':
    'not an XML file: it starts with "trackfilter-init: Found track point at -…"',
};

/**
 * Where our counts differ from gpxpy's on purpose. legacy_gpx_pause_resume.gpx: OpenTracks wrote
 * its pauses as points with lat=100 and lat=200; gpxpy keeps them (6 points, 4 with elevation) and
 * we drop both (counted in droppedPoints), so 4 points, all 4 with elevation.
 */
const DROPPED_INVALID: Record<string, number> = {
  'OpenTracksApp__OpenTracks/legacy_gpx_pause_resume.gpx': 2,
};

describeCorpus('parseGpx over the real corpus', () => {
  const files = gpxFiles();
  const outcomes = new Map(files.map((f) => [relative(CORPUS, f), parseFile(f)]));
  const peers = readPeers();

  it('reads every file or refuses it with a one-line reason', () => {
    expect(files.length).toBe(118);
    const failures = Object.fromEntries([...outcomes].flatMap(([f, o]) => (o.ok ? [] : [[f, o.message]])));
    expect(failures).toEqual(EXPECTED_FAILURES);
    for (const [file, o] of outcomes) {
      if (!o.ok) continue;
      expect(finiteCoordinates(o.g.track), file).toBe(true);
      for (const r of o.g.routes) expect(finiteCoordinates(r.points), file).toBe(true);
      for (const w of o.g.warnings) expect(w, file).not.toMatch(/[\r\n]/);
    }
  });

  it('agrees with gpxpy on tracks, points, routes and waypoints wherever gpxpy read the file', () => {
    let compared = 0;
    for (const [file, o] of outcomes) {
      const peer = peers.get(file);
      if (!o.ok || peer === undefined || peer.parse_error !== null) continue;
      compared++;
      const g = o.g;
      const dropped = DROPPED_INVALID[file] ?? 0;
      const trackPoints = g.fromRoutes ? 0 : g.track.length;
      const routePoints = g.routes.reduce((s, r) => s + r.points.length, 0);
      const t = g.fromRoutes ? null : g.track;
      expect(
        {
          tracks: g.trackCount,
          points: trackPoints + dropped,
          routes: g.routes.length,
          route_points: routePoints,
          waypoints: g.waypoints.length,
          points_with_time: t === null ? 0 : count(t.time) + dropped,
          droppedPoints: g.droppedPoints,
        },
        file,
      ).toEqual({
        tracks: peer.tracks,
        points: peer.points,
        routes: peer.routes,
        route_points: peer.route_points,
        waypoints: peer.waypoints,
        points_with_time: peer.points_with_time,
        droppedPoints: dropped,
      });
      // gpxpy counts the dropped points' missing elevations too: compare what both kept.
      if (dropped === 0) expect(t === null ? 0 : count(t.ele), file).toBe(peer.points_with_elevation);
      if (g.fromRoutes) expect(g.track.length, file).toBe(peer.route_points);
    }
    expect(compared).toBe(114);
  });

  it('still gives the points of files with a local XML fault, with a warning', () => {
    const invalidExt = outcomes.get('jenetics__jpx/GPX_invalid_extensions.gpx');
    expect(invalidExt?.ok && invalidExt.g.track.length).toBe(2);
    expect(invalidExt?.ok && invalidExt.g.waypoints.length).toBe(2);
    expect(invalidExt?.ok && invalidExt.g.warnings).toEqual([
      '<sa> not closed before </extensions> at line 39',
    ]);
    const unbound = outcomes.get('gpxstudio__gpx.studio/with_power_2.gpx');
    expect(unbound?.ok && unbound.g.track.length).toBe(80);
    expect(unbound?.ok && count(unbound.g.track.power)).toBe(80);
    expect(unbound?.ok && unbound.g.warnings).toEqual([
      'undeclared namespace prefix "gpxpx:" (first at line 21), read by local name',
    ]);
  });

  it('reads the non-numeric coordinates of bad.gpx as dropped points', () => {
    const bad = outcomes.get('placemark__togeojson/bad.gpx');
    expect(bad?.ok && [bad.g.track.length, bad.g.droppedPoints, bad.g.waypoints.length]).toEqual([0, 5, 0]);
  });

  it('reads sensors, offsets and encodings the corpus documents', () => {
    const get = (f: string): ParsedGpx => {
      const o = outcomes.get(f);
      if (!o?.ok) throw new Error(`${f} did not parse`);
      return o.g;
    };
    expect(get('OpenTracksApp__OpenTracks/gpx_timezone.gpx').utcOffsetMin).toBe(75);
    expect(get('pytrainer__pytrainer/gpxplus_sample.gpx').utcOffsetMin).toBe(60);
    const bike = get('gpx-animator__gpx-animator/bikeride.gpx').track;
    expect([count(bike.hr), count(bike.cad), count(bike.temp)].every((c) => c > 8000)).toBe(true);
    expect(count(get('jenetics__jpx/GPX_extensions.gpx').track.hr)).toBe(4);
    expect(count(get('placemark__togeojson/Friday-Evening-Run.gpx').track.power)).toBeGreaterThan(0);
    expect(count(get('gpxstudio__gpx.studio/with_power_1.gpx').track.power)).toBe(80);
    expect(count(get('gpxstudio__gpx.studio/with_temp.gpx').track.temp)).toBe(80);
    expect(count(get('jenetics__jpx/ISSUE-170.gpx').track.hr)).toBe(2);
    expect(get('gpsbabel__gpsbabel/expertgps.gpx').waypoints.length).toBe(86);
    expect(get('tkrajina__gpxpy/unicode2.gpx').name).toBe('test™');
  });
});
