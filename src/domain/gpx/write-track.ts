/**
 * A stored track (TrackData) written back as GPX 1.1: one <trkseg> per segment, each point with
 * its position (7 decimals: about 1 cm), and its elevation, time, heart rate and cadence where the
 * track has them (a missing value, NaN, is left out of that point rather than written as 0).
 * Used by exports, after privacy zones were cut out (domain/privacy/cut.ts trackOutsideZones).
 */
import { escapeXml, GPX_NAMESPACE, TimeFormatter, TPX_NAMESPACE } from './xml-writer';
import type { TrackData } from '../track/types';

/** Decimal places of latitude and longitude (1e-7 degree is about 1 cm). */
export const COORD_DECIMALS = 7;
export const GPX_CREATOR = 'GPX Dashboard';

export interface TrackGpxMeta {
  name: string;
  /** <type> of the track (the sport), or null for none. */
  type: string | null;
}

function pointXml(t: TrackData, i: number, clock: TimeFormatter): string {
  const parts = [
    `<trkpt lat="${t.lat[i]!.toFixed(COORD_DECIMALS)}" lon="${t.lon[i]!.toFixed(COORD_DECIMALS)}">`,
  ];
  const ele = t.ele[i]!;
  const time = t.time[i]!;
  const hr = t.hr[i]!;
  const cad = t.cad[i]!;
  if (Number.isFinite(ele)) parts.push(`<ele>${ele.toFixed(1)}</ele>`);
  if (Number.isFinite(time)) parts.push(`<time>${clock.format(time)}</time>`);
  if (Number.isFinite(hr) || Number.isFinite(cad)) {
    parts.push('<extensions><gpxtpx:TrackPointExtension>');
    if (Number.isFinite(hr)) parts.push(`<gpxtpx:hr>${Math.round(hr)}</gpxtpx:hr>`);
    if (Number.isFinite(cad)) parts.push(`<gpxtpx:cad>${Math.round(cad)}</gpxtpx:cad>`);
    parts.push('</gpxtpx:TrackPointExtension></extensions>');
  }
  parts.push('</trkpt>');
  return `   ${parts.join('')}`;
}

/** The GPX text of a track (times in UTC). */
export function writeTrackGpx(track: TrackData, meta: TrackGpxMeta): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${GPX_CREATOR}" xmlns="${GPX_NAMESPACE}" xmlns:gpxtpx="${TPX_NAMESPACE}">`,
    ' <trk>',
    `  <name>${escapeXml(meta.name)}</name>`,
  ];
  if (meta.type) out.push(`  <type>${escapeXml(meta.type)}</type>`);
  const clock = new TimeFormatter(null);
  const starts = track.segmentStarts;
  for (let s = 0; s < starts.length; s++) {
    const end = starts[s + 1] ?? track.length;
    out.push('  <trkseg>');
    for (let i = starts[s]!; i < end; i++) out.push(pointXml(track, i, clock));
    out.push('  </trkseg>');
  }
  out.push(' </trk>', '</gpx>', '');
  return out.join('\n');
}
