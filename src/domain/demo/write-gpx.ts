/**
 * Serialises a recording as GPX 1.1 with Garmin TrackPointExtension v1 (gpxtpx:hr, gpxtpx:cad).
 * Strings are built in arrays and joined once (no quadratic concatenation).
 */

import { escapeXml, formatTime, GPX_NAMESPACE, TimeFormatter, TPX_NAMESPACE } from '../gpx/xml-writer';

export interface GpxTrack {
  creator: string;
  name: string;
  /** <type> of the track, e.g. running. */
  type: string;
  /** Layout: one element per line, indented (Strava export style), or one point per line. */
  indent: boolean;
  /** Decimal places for lat/lon. */
  coordDecimals: number;
  /** Times are written in this local offset (e.g. +09:00) when not null, else in UTC (Z). */
  offsetMin: number | null;
  lat: readonly number[];
  lon: readonly number[];
  /** null: the file has no elevation. */
  ele: readonly number[] | null;
  /** Epoch ms; null: the file has no times. */
  time: readonly number[] | null;
  hr: readonly number[] | null;
  cad: readonly number[] | null;
  segmentStarts: readonly number[];
}

function header(t: GpxTrack): string[] {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${escapeXml(t.creator)}" xmlns="${GPX_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:gpxtpx="${TPX_NAMESPACE}" xsi:schemaLocation="${GPX_NAMESPACE} http://www.topografix.com/GPX/1/1/gpx.xsd ${TPX_NAMESPACE} http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd">`,
  ];
  const first = t.time?.[0];
  if (first !== undefined)
    lines.push(` <metadata>`, `  <time>${formatTime(first, t.offsetMin)}</time>`, ` </metadata>`);
  lines.push(' <trk>', `  <name>${escapeXml(t.name)}</name>`, `  <type>${escapeXml(t.type)}</type>`);
  return lines;
}

function pointCompact(t: GpxTrack, i: number, clock: TimeFormatter): string {
  const parts = [
    `<trkpt lat="${(t.lat[i] ?? 0).toFixed(t.coordDecimals)}" lon="${(t.lon[i] ?? 0).toFixed(t.coordDecimals)}">`,
  ];
  if (t.ele) parts.push(`<ele>${(t.ele[i] ?? 0).toFixed(1)}</ele>`);
  if (t.time) parts.push(`<time>${clock.format(t.time[i] ?? 0)}</time>`);
  if (t.hr || t.cad) {
    parts.push('<extensions><gpxtpx:TrackPointExtension>');
    if (t.hr) parts.push(`<gpxtpx:hr>${t.hr[i] ?? 0}</gpxtpx:hr>`);
    if (t.cad) parts.push(`<gpxtpx:cad>${t.cad[i] ?? 0}</gpxtpx:cad>`);
    parts.push('</gpxtpx:TrackPointExtension></extensions>');
  }
  parts.push('</trkpt>');
  return `   ${parts.join('')}`;
}

function pointIndented(t: GpxTrack, i: number, clock: TimeFormatter, out: string[]): void {
  out.push(
    `   <trkpt lat="${(t.lat[i] ?? 0).toFixed(t.coordDecimals)}" lon="${(t.lon[i] ?? 0).toFixed(t.coordDecimals)}">`,
  );
  if (t.ele) out.push(`    <ele>${(t.ele[i] ?? 0).toFixed(1)}</ele>`);
  if (t.time) out.push(`    <time>${clock.format(t.time[i] ?? 0)}</time>`);
  if (t.hr || t.cad) {
    out.push('    <extensions>', '     <gpxtpx:TrackPointExtension>');
    if (t.hr) out.push(`      <gpxtpx:hr>${t.hr[i] ?? 0}</gpxtpx:hr>`);
    if (t.cad) out.push(`      <gpxtpx:cad>${t.cad[i] ?? 0}</gpxtpx:cad>`);
    out.push('     </gpxtpx:TrackPointExtension>', '    </extensions>');
  }
  out.push('   </trkpt>');
}

export function writeGpx(t: GpxTrack): string {
  const out = header(t);
  const n = t.lat.length;
  const starts = t.segmentStarts;
  const clock = new TimeFormatter(t.offsetMin);
  for (let s = 0; s < starts.length; s++) {
    const end = starts[s + 1] ?? n;
    out.push('  <trkseg>');
    for (let i = starts[s] ?? 0; i < end; i++) {
      if (t.indent) pointIndented(t, i, clock, out);
      else out.push(pointCompact(t, i, clock));
    }
    out.push('  </trkseg>');
  }
  out.push(' </trk>', '</gpx>', '');
  return out.join('\n');
}
