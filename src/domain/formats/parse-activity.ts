/** Any supported file into the one ParsedActivity model: format by content (detect.ts), then its parser. */
import { parseFit } from '../fit/parse-fit';
import { parseGpx } from '../gpx/parse-gpx';
import { GpxParseError, type ParsedGpx } from '../track/types';
import { parseTcx } from '../tcx/parse-tcx';
import { detectFormat, isGzip } from './detect';
import type { ParsedActivity } from './types';

export function fromGpx(parsed: ParsedGpx): ParsedActivity {
  return {
    format: 'gpx',
    name: parsed.name,
    type: parsed.type,
    metadataTime: parsed.metadataTime,
    utcOffsetMin: parsed.utcOffsetMin,
    track: parsed.track,
    indoor: false,
    virtual: false,
    droppedPoints: parsed.droppedPoints,
    warnings: parsed.warnings,
    device: parsed.creator,
    deviceTotals: null,
    legs: [],
    waypoints: parsed.waypoints,
    fromRoutes: parsed.fromRoutes,
  };
}

/** Throws an Error with a one-line message for a file no parser can read. */
export function parseActivity(bytes: Uint8Array, fileName = ''): ParsedActivity {
  if (isGzip(bytes)) throw new GpxParseError('The file is still gzip-compressed: unpack it first');
  const format = detectFormat(bytes, fileName);
  if (format === 'fit') return parseFit(bytes);
  if (format === 'tcx') return parseTcx(bytes);
  return fromGpx(parseGpx(bytes));
}
