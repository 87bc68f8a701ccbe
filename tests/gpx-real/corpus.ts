/**
 * The real-world GPX corpus ../shared/gpx-real (relative to the repo root; read in place, never
 * copied into the repo), shared by the tests of this folder: where it is, its .gpx files, gpxpy's
 * readings of them (peer-gpxpy.jsonl), and describeCorpus, which runs a suite over it, makes that
 * suite fail when CI is set and the corpus is missing, and skips it when CI is unset.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const CORPUS = resolve(REPO_ROOT, '../shared/gpx-real');
export const corpusPresent = existsSync(CORPUS);

/** One line of peer-gpxpy.jsonl: what gpxpy 1.5.0 read from a corpus file (the fields used here). */
export interface PeerGpxpy {
  /** Path relative to the corpus folder. */
  file: string;
  parse_error: string | null;
  tracks: number;
  points: number;
  routes: number;
  route_points: number;
  waypoints: number;
  points_with_time: number;
  points_with_elevation: number;
  /** Length of the tracks (not routes), metres, on gpxpy's 6378.137 km sphere. */
  length_2d: number;
}

/** Every .gpx file under dir (recursive), absolute paths, sorted per folder. */
export function gpxFiles(dir = CORPUS): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return gpxFiles(p);
      return name.endsWith('.gpx') ? [p] : [];
    });
}

/** gpxpy's readings by corpus-relative path. */
export function readPeers(): Map<string, PeerGpxpy> {
  const lines = readFileSync(join(CORPUS, 'peer-gpxpy.jsonl'), 'utf8').trim().split('\n');
  return new Map(lines.map((l) => JSON.parse(l) as PeerGpxpy).map((p) => [p.file, p]));
}

/**
 * describe(name, body) over the corpus. body only runs when the corpus is present. Missing corpus:
 * one failing test under CI, a skipped suite otherwise.
 */
export function describeCorpus(name: string, body: () => void): void {
  if (corpusPresent) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it('has the real GPX corpus (CI)', () => {
        throw new Error(`the real GPX corpus is missing at ${CORPUS}`);
      });
    });
  } else {
    describe.skip(name, () => {
      it(`needs the real GPX corpus at ${CORPUS}`, () => undefined);
    });
  }
}
