/**
 * parseGpx: any GPX file people actually have -> ParsedGpx with columnar TrackData.
 *
 * DOM-free (runs in a Web Worker, Node and Cloud Functions): a single pass of a byte scanner over
 * the file, allocation-free per point (columns grow by doubling and are trimmed at the end), so
 * memory stays a small multiple of the file size. Track points that repeat the markup of an earlier
 * point byte for byte are read by a template without re-tokenizing (point-template.ts); the result
 * is the same as reading them tag by tag (tested).
 *
 * Reading rules:
 * - GPX 1.0 and 1.1 (and no or odd version attributes); elements are matched by local name, so
 *   extensions are read under any prefix, declared or not (an undeclared one gives a warning).
 * - Every non-empty <trkseg> of every <trk> becomes a segment; a file with no track points but
 *   routes becomes a track built from its routes (one segment per route, fromRoutes = true) that
 *   carries no times: a route is a plan, and its point times (where a planner writes them) are
 *   planned, not recorded, so they give no elapsed or moving time. They stay in `routes`.
 * - A point without valid lat/lon (missing, not a number, |lat| > 90, |lon| > 180) is dropped and
 *   counted in droppedPoints; an unreadable <ele>/<time>/sensor value leaves that value NaN.
 * - Times without a zone are read as UTC (warning). utcOffsetMin is the first numeric offset
 *   written on a point time, else on the metadata time.
 * - Local XML faults (mismatched or stray end tags, undeclared prefixes, stray `<`) are worked
 *   around and reported in warnings; a DOCTYPE is skipped, its entities never expanded or fetched.
 * - Truncated file: if any track, route or waypoint data was read before the bytes end, it is
 *   returned with a warning (the last point may lack the values after the cut); otherwise
 *   GpxParseError. Not XML, not GPX, binary, compressed or empty input, or no point at all in
 *   markup that also had faults: GpxParseError with a one-line reason.
 */
import { lineAt } from './bytes';
import { GpxCollector } from './collector';
import { concatTracks } from './columns';
import { Faults } from './faults';
import { readProlog } from './prolog';
import { XmlScanner } from './scanner';
import { TextReader } from './text';
import { GpxParseError, type ParsedGpx, type TrackData } from '../track/types';

function pointsIn(c: GpxCollector, track: TrackData): number {
  return track.length + c.routes.reduce((s, r) => s + r.points.length, 0) + c.waypoints.length;
}

export function parseGpx(input: Uint8Array | string): ParsedGpx {
  return parseGpxWith(input, { templates: true }).parsed;
}

export interface ParseOptions {
  /** Use point templates (the fast path); false reads every point tag by tag. */
  templates: boolean;
}

/** parseGpx with options, also saying how many points the template fast path read (tests, bench). */
export function parseGpxWith(
  input: Uint8Array | string,
  options: ParseOptions,
): { parsed: ParsedGpx; templatePoints: number } {
  const prolog = readProlog(input);
  const b = prolog.bytes;
  const faults = new Faults(b);
  for (const note of prolog.notes) faults.note(note, note);
  const collector = new GpxCollector(b, new TextReader(b, prolog.decoder), faults);
  const scanner = new XmlScanner(b, collector, faults, options.templates);
  scanner.run(prolog.start);
  return { parsed: assemble(b, collector, scanner, faults), templatePoints: scanner.templatePoints };
}

function assemble(b: Uint8Array, collector: GpxCollector, scanner: XmlScanner, faults: Faults): ParsedGpx {
  if (!scanner.rootSeen) {
    throw new GpxParseError(
      scanner.truncated ? 'the file ends before its first element' : 'no <gpx> element: not a GPX file',
    );
  }
  collector.closeOpen();
  let track = collector.track.build();
  const found = pointsIn(collector, track);
  if (scanner.truncated) {
    const line = lineAt(b, scanner.stopPos);
    if (found === 0) throw new GpxParseError(`the file is cut off at line ${line} before any point`);
    faults.note(
      'truncated',
      `the file is cut off at line ${line} (truncated?): kept the ${found} points read before it`,
    );
  }
  if (found === 0 && faults.total > 0)
    throw new GpxParseError(`no readable GPX data: ${faults.first() ?? 'XML faults'}`);
  const fromRoutes = track.length === 0 && collector.routes.some((r) => r.points.length > 0);
  if (fromRoutes) {
    track = concatTracks(collector.routes.map((r) => r.points));
    track.time = new Float64Array(track.length).fill(NaN); // planned times (see the reading rules)
  }
  if (collector.dropped > 0) {
    faults.note('dropped', `${collector.dropped} point(s) without valid coordinates were skipped`);
  }
  const h = collector.header;
  return {
    version: h.version,
    creator: h.creator,
    name: h.metaName ?? h.trkName ?? collector.routes.find((r) => r.name !== null)?.name ?? null,
    description: h.description,
    type: collector.trackCount > 0 ? h.trkType : h.rteType,
    metadataTime: h.metadataTime,
    utcOffsetMin: h.pointOffset ?? h.metaOffset,
    track,
    trackCount: collector.trackCount,
    fromRoutes,
    routes: collector.routes,
    waypoints: collector.waypoints,
    droppedPoints: collector.dropped,
    warnings: faults.warnings(),
  };
}
