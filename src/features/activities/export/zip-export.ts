/**
 * Zips the original files of activities, exactly as they were imported (fflate, compressed off
 * the main thread). Files that are already compressed (.gz, .zip) are stored, not deflated again.
 * Names are made safe (no folders climbing out, no absolute paths) and unique.
 *
 * With privacy zones defined, an original file would carry every position inside them, so the zip
 * holds instead each activity's stored track written as GPX without its points inside a zone
 * (domain/privacy/cut.ts trackOutsideZones, domain/gpx/write-track.ts): named after the original
 * with a .gpx extension. An activity lying wholly inside zones has nothing left and is left out.
 *
 * The parts of a data logger's file share one stored original (data/shared-originals.ts): the zip
 * holds it once, however many of its parts are selected.
 */
import { zip, type AsyncZippable } from 'fflate';
import { originalKey, type TrackStore } from '../../../data';
import { writeTrackGpx } from '../../../domain/gpx/write-track';
import { trackOutsideZones } from '../../../domain/privacy/cut';
import type { PrivacyZone } from '../../../domain/privacy/zones';

/** fflate deflate level for GPX text (good ratio, quick). */
const DEFLATE_LEVEL = 6;
const COMPRESSED_NAME = /\.(gz|zip)$/i;

/** A zip entry name from a file name: forward slashes, no leading slash, no "." or ".." parts. */
export function safeEntryName(fileName: string): string {
  const parts = fileName
    .replaceAll('\\', '/')
    .split('/')
    .filter((p) => p !== '' && p !== '.' && p !== '..');
  return parts.length > 0 ? parts.join('/') : 'activity.gpx';
}

/** `name` or, when taken, "stem (2).ext", "stem (3).ext", ... Adds the result to `used`. */
export function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

export interface OriginalsZip {
  bytes: Uint8Array;
  /** Files in the zip. */
  count: number;
  /** Ids whose original file (or, with zones, stored track) was not found. */
  missing: string[];
  /** Ids left out because every point lies inside a privacy zone (with zones only). */
  hidden: string[];
  /** True when the files are tracks cut by privacy zones, not the originals. */
  cut: boolean;
}

const zipBytes = (files: AsyncZippable) =>
  new Promise<Uint8Array>((resolve, reject) => {
    zip(files, (err, data) => (err ? reject(err) : resolve(data)));
  });

/** "Morning run.fit.gz" gives "Morning run.gpx". */
export function gpxName(fileName: string): string {
  const name = safeEntryName(fileName).replace(/\.gz$/i, '');
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.gpx`;
}

/** The selected activities as GPX without their points inside the zones (see the header). */
async function zipCutTracks(
  store: Pick<TrackStore, 'getTrack' | 'getSummary'>,
  ids: readonly string[],
  zones: readonly PrivacyZone[],
): Promise<OriginalsZip> {
  const files: AsyncZippable = {};
  const used = new Set<string>();
  const missing: string[] = [];
  const hidden: string[] = [];
  for (const id of ids) {
    const [summary, track] = await Promise.all([store.getSummary(id), store.getTrack(id)]);
    if (!summary || !track) {
      missing.push(id);
      continue;
    }
    const cut = trackOutsideZones(track, zones);
    if (cut.length === 0) {
      hidden.push(id);
      continue;
    }
    const text = writeTrackGpx(cut, { name: summary.name, type: summary.sport });
    files[uniqueName(gpxName(summary.fileName || `${summary.name}.gpx`), used)] = [
      new TextEncoder().encode(text),
      { level: DEFLATE_LEVEL },
    ];
  }
  const bytes = await zipBytes(files);
  return { bytes, count: Object.keys(files).length, missing, hidden, cut: true };
}

/** The zip of the selected activities: their originals, or with zones their cut tracks. */
export function zipActivities(
  store: Pick<TrackStore, 'getOriginal' | 'getTrack' | 'getSummary'>,
  ids: readonly string[],
  zones: readonly PrivacyZone[],
): Promise<OriginalsZip> {
  return zones.length > 0 ? zipCutTracks(store, ids, zones) : zipOriginals(store, ids);
}

export async function zipOriginals(
  store: Pick<TrackStore, 'getOriginal' | 'getSummary'>,
  ids: readonly string[],
): Promise<OriginalsZip> {
  const files: AsyncZippable = {};
  const used = new Set<string>();
  const zipped = new Set<string>();
  const missing: string[] = [];
  let count = 0;
  for (const id of ids) {
    const summary = await store.getSummary(id);
    const key = summary ? originalKey(summary) : id;
    if (zipped.has(key)) continue;
    zipped.add(key);
    const original = await store.getOriginal(id);
    if (!original) {
      missing.push(id);
      continue;
    }
    const name = uniqueName(safeEntryName(original.fileName), used);
    files[name] = [original.bytes, { level: COMPRESSED_NAME.test(name) ? 0 : DEFLATE_LEVEL }];
    count++;
  }
  const bytes = await zipBytes(files);
  return { bytes, count, missing, hidden: [], cut: false };
}
