/**
 * What an incoming file is, judged by its name (contents are judged by the parser later, which
 * finds the format from the bytes). 'gpx' and 'gpx-gz' stand for any activity file the parser
 * reads, plain or gzipped: .gpx, .fit, .tcx.
 */
export type NameKind = 'gpx' | 'gpx-gz' | 'zip' | 'system' | 'other';

/** Extensions of the activity files the parser reads (each also as .gz). */
export const ACTIVITY_EXTENSIONS = ['.gpx', '.fit', '.tcx'] as const;

/** Classifies a file name or zip entry path. */
export function classifyName(path: string): NameKind {
  const base = baseName(path);
  if (base.startsWith('._') || /(^|\/)__MACOSX\//.test(path) || base === '.DS_Store' || base === 'Thumbs.db')
    return 'system';
  const lower = base.toLowerCase();
  if (ACTIVITY_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'gpx';
  if (ACTIVITY_EXTENSIONS.some((ext) => lower.endsWith(`${ext}.gz`))) return 'gpx-gz';
  if (lower.endsWith('.zip')) return 'zip';
  return 'other';
}

/** The last path component ("a/b/c.gpx" gives "c.gpx"). */
export function baseName(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** The name handed to the parser and stored: the base name, without a trailing .gz. */
export function gpxFileName(path: string): string {
  return baseName(path).replace(/\.gz$/i, '');
}

/** The plain-words reason a file is skipped. */
export function skipReason(path: string, kind: NameKind): string {
  if (kind === 'system') return 'Skipped: system file, not an activity';
  const base = baseName(path);
  const match = /(\.[a-z0-9]{1,8})(\.gz)?$/i.exec(base);
  return match
    ? `Skipped: not a GPX, FIT or TCX file (${match[0].toLowerCase()})`
    : 'Skipped: not a GPX, FIT or TCX file (no extension)';
}
