/**
 * Cloud Storage layout (mirrored by storage.rules and the functions):
 *   users/{uid}/tracks/{trackId}/original.gpx      the imported file (application/gpx+xml)
 *   users/{uid}/tracks/{trackId}/original.gpx.gz   ... or, when it was gzip-compressed (application/gzip)
 *   users/{uid}/tracks/{trackId}/track.bin         packed TrackData (src/data/codec.ts)
 *   users/{uid}/tracks/{trackId}/products.bin      packed ViewProducts (src/data/codec.ts)
 *   users/{uid}/heat/heat-index.bin                every activity's heat points and path in one object
 */
export const GPX_CONTENT_TYPE = 'application/gpx+xml';
export const GZIP_CONTENT_TYPE = 'application/gzip';
export const BINARY_CONTENT_TYPE = 'application/octet-stream';
/**
 * The custom metadata key of an original's upload naming the activity it is stored for (its id):
 * storage.rules read `request.resource.metadata.activity` (activity-files.ts).
 */
export const ORIGINAL_FOR_METADATA = 'activity';
/** The largest original file storage.rules accept: 50 MiB. */
export const MAX_ORIGINAL_BYTES = 50 * 1024 * 1024;

export type TrackFile = 'original.gpx' | 'original.gpx.gz' | 'track.bin' | 'products.bin';

export const userPrefix = (uid: string): string => `users/${uid}/`;
export const trackFilePath = (uid: string, trackId: string, file: TrackFile): string =>
  `users/${uid}/tracks/${trackId}/${file}`;
export const heatIndexPath = (uid: string): string => `users/${uid}/heat/heat-index.bin`;

/** gzip files start with the bytes 1f 8b. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Where and how the original file of an activity is stored. */
export function originalFile(bytes: Uint8Array): { file: TrackFile; contentType: string } {
  return isGzip(bytes)
    ? { file: 'original.gpx.gz', contentType: GZIP_CONTENT_TYPE }
    : { file: 'original.gpx', contentType: GPX_CONTENT_TYPE };
}
