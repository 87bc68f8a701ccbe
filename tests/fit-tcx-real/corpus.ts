/**
 * The real FIT and TCX corpus ../shared/fit-tcx-real (relative to the repo root; read in place,
 * never copied: several files are GPL/AGPL), shared by the tests of this folder: its files, the
 * device totals @garmin/fitsdk read from them (peer-device.jsonl), and describeCorpus, which makes
 * a suite fail when CI is set and the corpus is missing, and skips it when CI is unset.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'fflate';
import { describe, it } from 'vitest';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const CORPUS = resolve(REPO_ROOT, '../shared/fit-tcx-real');
export const corpusPresent = existsSync(CORPUS);

/** One line of peer-device.jsonl (the fields used here). */
export interface PeerDevice {
  file: string;
  errors: string[];
  sessions: number;
  records: number;
  gpsRecords: number;
  totalDistanceM: number | null;
  totalTimerS: number | null;
  totalAscentM: number | null;
}

/** Every .fit, .fit.gz, .tcx, .tcx.gz file under dir, corpus-relative paths, sorted. */
export function corpusFiles(dir = CORPUS): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return corpusFiles(p);
      return /\.(fit|tcx)(\.gz)?$/i.test(name) ? [relative(CORPUS, p)] : [];
    });
}

/** The file's bytes, gunzipped when it is .gz. */
export function readCorpusFile(file: string): Uint8Array {
  const bytes = new Uint8Array(readFileSync(join(CORPUS, file)));
  return file.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

export function readPeers(): Map<string, PeerDevice> {
  const lines = readFileSync(join(CORPUS, 'peer-device.jsonl'), 'utf8').trim().split('\n');
  return new Map(lines.map((l) => JSON.parse(l) as PeerDevice).map((p) => [p.file, p]));
}

/** describe over the corpus; missing corpus: one failing test under CI, a skipped suite otherwise. */
export function describeCorpus(name: string, body: () => void): void {
  if (corpusPresent) {
    describe(name, body);
  } else if (process.env.CI) {
    describe(name, () => {
      it('has the real FIT/TCX corpus (CI)', () => {
        throw new Error(`the real FIT/TCX corpus is missing at ${CORPUS}`);
      });
    });
  } else {
    describe.skip(name, () => {
      it(`needs the real FIT/TCX corpus at ${CORPUS}`, () => undefined);
    });
  }
}
