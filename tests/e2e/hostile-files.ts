/**
 * Crafted and damaged files for the browser tests of issue 20, written once into the temporary
 * folder (the compressed ones take a few seconds to make). Each is built from known bytes, so the
 * test knows what the app must say about it:
 *
 *   lying.gpx.gz     600 MiB of blanks gzipped to ~600 KB, whose size trailer says 1,000 bytes
 *   bomb.zip         one entry whose directory says 1,000 bytes and which inflates to 600 MiB
 *   padding.gpx      one track point inside 20 MiB of blank padding
 *   damaged.zip      a stored GPX entry with one coordinate digit changed (its CRC-32 no longer fits)
 *   cut.zip          three stored GPX entries, the file cut in the middle of the third
 *   cut.gpx          a GPX file cut in the middle of a track point
 *   fit-named.gpx    a FIT activity under a .gpx name
 *   long-bidi.gpx    a track named with right-to-left overrides and 800 characters
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { bombZip, deflatedBlanks, gzipAround } from '../../scripts/lib/crafted-files';
import { encodeFitActivity, linePoints } from '../../src/domain/fit/test-fit';

const DIR = join(tmpdir(), 'gpx-e2e-hostile-v1');
const MIB = 1024 * 1024;
/** Over the app's 512 MiB limit of what one file may unpack to. */
const BOMB_BYTES = 600 * MIB;
const PADDING_BYTES = 20 * MIB;

/** A small valid GPX file: `n` points a second apart going north from (lat, lon). */
export function gpxTrack(name: string, n: number, startIso = '2024-05-01T07:00:00Z', lat = 48.1): string {
  const t0 = Date.parse(startIso);
  const pts = Array.from({ length: n }, (_, i) => {
    const time = new Date(t0 + i * 1000).toISOString();
    return `<trkpt lat="${(lat + i * 0.00003).toFixed(6)}" lon="2.300000"><ele>50</ele><time>${time}</time></trkpt>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1">` +
    `<trk><name>${name}</name><trkseg>${pts.join('')}</trkseg></trk></gpx>`
  );
}

const enc = new TextEncoder();

/** A stored (uncompressed) zip of GPX files. */
function storedZip(files: Record<string, string>): Buffer {
  const entries: Zippable = {};
  for (const [path, text] of Object.entries(files)) entries[path] = [enc.encode(text), { level: 0 }];
  return Buffer.from(zipSync(entries));
}

/** A stored zip whose GPX entry has one coordinate digit changed after zipping. */
function damagedZip(): Buffer {
  const zip = storedZip({ 'damaged.gpx': gpxTrack('Damaged', 30) });
  const at = zip.indexOf('lat="48.100300"');
  if (at < 0) throw new Error('damagedZip: coordinate not found');
  zip[at + 'lat="48.1003'.length] = '9'.charCodeAt(0);
  return zip;
}

/** Three stored GPX entries, cut in the middle of the third (its directory never arrives). */
function cutZip(): Buffer {
  const zip = storedZip({
    'cut/first.gpx': gpxTrack('First of the cut zip', 40, '2024-05-02T07:00:00Z'),
    'cut/second.gpx': gpxTrack('Second of the cut zip', 40, '2024-05-03T07:00:00Z'),
    'cut/third.gpx': gpxTrack('Third of the cut zip', 40, '2024-05-04T07:00:00Z'),
  });
  const third = zip.indexOf('Third of the cut zip');
  return zip.subarray(0, third + 200);
}

export const LONG_NAME = 'A\u202Eroad\u202C trip \u2066east\u2069 '.padEnd(800, 'x');

/** Writes every crafted file once; returns their paths by file name. */
export async function hostileFiles(): Promise<Record<string, string>> {
  const made: Record<string, () => Promise<Uint8Array | string> | Uint8Array | string> = {
    'lying.gpx.gz': async () => gzipAround(await deflatedBlanks(BOMB_BYTES), 1000),
    'bomb.zip': async () => bombZip(await deflatedBlanks(BOMB_BYTES)),
    'padding.gpx': () => {
      const point = gpxTrack('Padded', 1);
      const cut = point.indexOf('<trk>');
      return point.slice(0, cut) + ' '.repeat(PADDING_BYTES) + point.slice(cut);
    },
    'damaged.zip': damagedZip,
    'cut.zip': cutZip,
    'cut.gpx': () => {
      const text = gpxTrack('Cut in the middle', 120, '2024-05-05T07:00:00Z');
      return text.slice(0, Math.floor(text.length * 0.6));
    },
    'fit-named.gpx': () => encodeFitActivity({ points: linePoints(300, Date.UTC(2024, 4, 6, 7), 47.3, 8.5) }),
    'long-bidi.gpx': () => gpxTrack(LONG_NAME, 60, '2024-05-07T07:00:00Z'),
  };
  mkdirSync(DIR, { recursive: true });
  const paths: Record<string, string> = {};
  for (const [name, make] of Object.entries(made)) {
    const path = join(DIR, name);
    if (!existsSync(path)) writeFileSync(path, await make());
    paths[name] = path;
  }
  return paths;
}
