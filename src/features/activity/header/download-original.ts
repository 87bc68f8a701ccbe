/**
 * The activity's download (issue 41: privacy zones apply wherever a track leaves the app). Without
 * privacy zones: the original imported file, byte for byte, under its original name. With zones:
 * the original would carry every position inside them, so it is withheld and the stored track is
 * written as GPX without its points inside a zone (domain/privacy/cut.ts trackOutsideZones,
 * domain/gpx/write-track.ts), named after the original with a .gpx extension; a track lying
 * wholly inside zones gives nothing. The caller says which one was saved (DownloadResult).
 */
import type { TrackStore } from '../../../data';
import { writeTrackGpx } from '../../../domain/gpx/write-track';
import { trackOutsideZones } from '../../../domain/privacy/cut';
import type { PrivacyZone } from '../../../domain/privacy/zones';
import type { TrackSummary } from '../../../domain/stats/types';
import { downloadBlob } from '../../../lib/download-blob';

export type DownloadResult = 'original' | 'cut';

/** What the download holds (definition above): the file's name and bytes. */
export interface PreparedDownload {
  kind: DownloadResult;
  fileName: string;
  bytes: Uint8Array;
}

/** "Morning run.fit.gz" gives "Morning run.gpx". */
export function cutFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.gz$/i, '');
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return `${stem || 'activity'}.gpx`;
}

/** The download of one activity (definition above); throws a one-line Error when there is none. */
export async function prepareDownload(
  store: Pick<TrackStore, 'getOriginal' | 'getTrack'>,
  summary: Pick<TrackSummary, 'id' | 'name' | 'sport' | 'fileName'>,
  zones: readonly PrivacyZone[],
): Promise<PreparedDownload> {
  if (zones.length === 0) {
    const original = await store.getOriginal(summary.id);
    if (!original) throw new Error('The original file is not stored any more.');
    return { kind: 'original', fileName: original.fileName, bytes: original.bytes };
  }
  const track = await store.getTrack(summary.id);
  if (!track) throw new Error('The track of this activity is not stored any more.');
  const cut = trackOutsideZones(track, zones);
  if (cut.length === 0) {
    throw new Error(
      'Every point of this activity lies inside your privacy zones: there is nothing to download.',
    );
  }
  const text = writeTrackGpx(cut, { name: summary.name, type: summary.sport });
  return { kind: 'cut', fileName: cutFileName(summary.fileName), bytes: new TextEncoder().encode(text) };
}

/** Saves the activity's download (definition above) and says which it was. */
export async function downloadActivity(
  store: Pick<TrackStore, 'getOriginal' | 'getTrack'>,
  summary: Pick<TrackSummary, 'id' | 'name' | 'sport' | 'fileName'>,
  zones: readonly PrivacyZone[],
): Promise<DownloadResult> {
  const file = await prepareDownload(store, summary, zones);
  const type = file.kind === 'cut' ? 'application/gpx+xml' : mimeOf(file.fileName);
  downloadBlob(new Blob([file.bytes.slice()], { type }), file.fileName);
  return file.kind;
}

/** A MIME type from the file name: gzip for .gz, GPX otherwise. */
export function mimeOf(fileName: string): string {
  return /\.gz$/i.test(fileName) ? 'application/gzip' : 'application/gpx+xml';
}
