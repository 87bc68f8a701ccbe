/**
 * The mended activity as GPX (issue 36): its stored track, as edited, written back
 * (domain/gpx/write-track.ts), named "<original> (mended).gpx". Privacy zones apply here as to
 * every track that leaves the app (issue 41, header/download-original.ts): the points inside a
 * zone are left out (domain/privacy/cut.ts trackOutsideZones); a track wholly inside gives nothing.
 */
import { writeTrackGpx } from '../../../domain/gpx/write-track';
import { trackOutsideZones } from '../../../domain/privacy/cut';
import type { PrivacyZone } from '../../../domain/privacy/zones';
import type { TrackSummary } from '../../../domain/stats/types';
import type { TrackData } from '../../../domain/track/types';
import { gpxFileName } from './mended-name';

/** The file to save (definition above); throws a one-line Error when nothing is left. */
export function mendedGpx(
  track: TrackData,
  summary: Pick<TrackSummary, 'name' | 'sport' | 'fileName'>,
  zones: readonly PrivacyZone[],
): { fileName: string; text: string } {
  const kept = zones.length > 0 ? trackOutsideZones(track, zones) : track;
  if (kept.length === 0) {
    throw new Error(
      'Every point of this activity lies inside your privacy zones: there is nothing to download.',
    );
  }
  return {
    fileName: gpxFileName(summary.fileName, 'mended'),
    text: writeTrackGpx(kept, { name: summary.name, type: summary.sport }),
  };
}
