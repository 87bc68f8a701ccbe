/** What an incoming file is, judged by its name (contents are judged by the parser later). */
export type NameKind = 'activity' | 'activity-gz' | 'zip' | 'csv' | 'system' | 'other';

const ACTIVITY = /\.(gpx|fit|tcx)$/i;
const ACTIVITY_GZ = /\.(gpx|fit|tcx)\.gz$/i;

/** Classifies a file name or zip entry path. */
export function classifyName(path: string): NameKind {
  const base = baseName(path);
  if (base.startsWith('._') || /(^|\/)__MACOSX\//.test(path) || base === '.DS_Store' || base === 'Thumbs.db')
    return 'system';
  if (ACTIVITY.test(base)) return 'activity';
  if (ACTIVITY_GZ.test(base)) return 'activity-gz';
  const lower = base.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.csv')) return 'csv';
  return 'other';
}

export const isActivityKind = (kind: NameKind): kind is 'activity' | 'activity-gz' =>
  kind === 'activity' || kind === 'activity-gz';

/** The last path component ("a/b/c.gpx" gives "c.gpx"). */
export function baseName(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** The name handed to the parser and stored: the base name, without a trailing .gz. */
export function activityFileName(path: string): string {
  return baseName(path).replace(/\.gz$/i, '');
}

/** The plain-words reason a file is skipped. */
export function skipReason(path: string, kind: NameKind): string {
  if (kind === 'system') return 'Skipped: system file, not an activity';
  const base = baseName(path);
  const match = /(\.[a-z0-9]{1,8})(\.gz)?$/i.exec(base);
  return match
    ? `Skipped: not an activity file (${match[0].toLowerCase()}; GPX, FIT and TCX are read)`
    : 'Skipped: not an activity file (no extension)';
}
