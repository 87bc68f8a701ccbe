/**
 * Zips the original files of activities, exactly as they were imported (fflate, compressed off
 * the main thread). Files that are already compressed (.gz, .zip) are stored, not deflated again.
 * Names are made safe (no folders climbing out, no absolute paths) and unique.
 */
import { zip, type AsyncZippable } from 'fflate';
import type { TrackStore } from '../../data/track-store';

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
  /** Ids whose original file was not found. */
  missing: string[];
}

export async function zipOriginals(
  store: Pick<TrackStore, 'getOriginal'>,
  ids: readonly string[],
): Promise<OriginalsZip> {
  const files: AsyncZippable = {};
  const used = new Set<string>();
  const missing: string[] = [];
  let count = 0;
  for (const id of ids) {
    const original = await store.getOriginal(id);
    if (!original) {
      missing.push(id);
      continue;
    }
    const name = uniqueName(safeEntryName(original.fileName), used);
    files[name] = [original.bytes, { level: COMPRESSED_NAME.test(name) ? 0 : DEFLATE_LEVEL }];
    count++;
  }
  const bytes = await new Promise<Uint8Array>((resolve, reject) => {
    zip(files, (err, data) => (err ? reject(err) : resolve(data)));
  });
  return { bytes, count, missing };
}
