/** The files of a folder tree that the command-line tools read, in name order. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** GPX files, plain or gzipped. */
export const GPX_NAME = /\.gpx(\.gz)?$/i;
/** Activity files of every format the app reads (GPX, FIT, TCX), plain or gzipped. */
export const ACTIVITY_NAME = /\.(gpx|fit|tcx)(\.gz)?$/i;

/** Every file (or link to a file) below `dir` whose name matches `pattern`, sorted by name per folder. */
export function walkFiles(dir: string, pattern: RegExp = GPX_NAME): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  return entries.flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return walkFiles(p, pattern);
    if (!pattern.test(e.name)) return [];
    return e.isFile() || (e.isSymbolicLink() && statSync(p, { throwIfNoEntry: false })?.isFile() === true)
      ? [p]
      : [];
  });
}
