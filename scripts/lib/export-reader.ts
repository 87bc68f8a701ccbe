/**
 * Reads what the Import page reads, for the command-line tools: activity files (GPX, FIT, TCX,
 * each also .gz), folders, zips and zips inside zips, with a Strava export's activities.csv. As
 * in the app (src/features/import/intake/export-scope.ts), the shallowest activities.csv of a zip
 * or folder applies to the files of that zip or folder (a zip inside keeps the outer CSV unless it
 * has its own), and the CSV's rows without a file become manual activities after the files.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, unzipSync } from 'fflate';
import { exportFileKey, isStravaCsv } from '../../src/domain/exports/export-files';
import { parseStravaCsv } from '../../src/domain/exports/strava-csv';
import type { ExportActivity } from '../../src/domain/exports/types';
import { ACTIVITY_NAME } from './walk-files';

export type ExportItem =
  | { kind: 'file'; path: string; bytes: Uint8Array; exportActivity: ExportActivity | null }
  | { kind: 'manual'; path: string; activity: ExportActivity };

interface Entry {
  path: string;
  read: () => Uint8Array;
}

interface Scope {
  byFile: ReadonlyMap<string, ExportActivity>;
}

const ZIP_NAME = /\.zip$/i;
const depth = (p: string) => p.split('/').length;

function folderEntries(dir: string, prefix = dir): Entry[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => {
      const p = join(dir, e.name);
      if (e.isDirectory()) return folderEntries(p, prefix);
      return e.isFile() ? [{ path: p, read: () => readFileSync(p) }] : [];
    });
}

function zipEntries(path: string, bytes: Uint8Array): Entry[] {
  const files = unzipSync(bytes);
  return Object.keys(files)
    .filter((name) => !name.endsWith('/'))
    .sort()
    .map((name) => ({ path: `${path}/${name}`, read: () => files[name]! }));
}

const plain = (bytes: Uint8Array) => (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes);

/** Reads the CSV of these entries; warns on stderr when it cannot be used. */
function scopeOf(
  entries: readonly Entry[],
  warn: (line: string) => void,
): { scope: Scope; manual: ExportActivity[] } | null {
  const csv = entries.filter((e) => isStravaCsv(e.path)).sort((a, b) => depth(a.path) - depth(b.path))[0];
  if (!csv) return null;
  const keys = new Set(entries.filter((e) => ACTIVITY_NAME.test(e.path)).map((e) => exportFileKey(e.path)));
  const parsed = parseStravaCsv(new TextDecoder('utf-8').decode(csv.read()), keys);
  if (!parsed.ok) {
    warn(`${csv.path}: ${parsed.reason}`);
    return null;
  }
  return { scope: { byFile: parsed.byFile }, manual: parsed.manual };
}

function* containerItems(
  entries: readonly Entry[],
  outer: Scope | null,
  csvPath: string,
  warn: (line: string) => void,
): Generator<ExportItem> {
  const own = scopeOf(entries, warn);
  const scope = own?.scope ?? outer;
  for (const e of entries) {
    if (ZIP_NAME.test(e.path)) {
      let inner: Entry[];
      try {
        inner = zipEntries(e.path, e.read());
      } catch (error) {
        warn(`${e.path}: not a readable zip (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      yield* containerItems(inner, scope, e.path, warn);
    } else if (ACTIVITY_NAME.test(e.path)) {
      const exportActivity = scope?.byFile.get(exportFileKey(e.path)) ?? null;
      try {
        yield { kind: 'file', path: e.path, bytes: plain(e.read()), exportActivity };
      } catch (error) {
        warn(`${e.path}: unreadable (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  for (const activity of own?.manual ?? [])
    yield { kind: 'manual', path: `${csvPath}#${activity.row}`, activity };
}

/**
 * Every activity item of the inputs, in the order the app lists them. Each folder is read on its
 * own (as dropped). The files given (activity files, zips, an activities.csv) are read as one pick
 * of the Import page's file input (intake/items.ts itemsFromFileList): an activities.csv among them
 * applies to all of them and to the zips without their own, and its rows without a file come last.
 */
export function* exportItems(inputs: readonly string[], warn: (line: string) => void): Generator<ExportItem> {
  const picked: Entry[] = [];
  for (const input of inputs) {
    if (statSync(input).isDirectory()) yield* containerItems(folderEntries(input), null, input, warn);
    else picked.push({ path: input, read: () => readFileSync(input) });
  }
  if (picked.length === 0) return;
  const csv = picked.find((e) => isStravaCsv(e.path));
  yield* containerItems(picked, null, csv?.path ?? picked[0]!.path, warn);
}
