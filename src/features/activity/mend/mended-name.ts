/** "Morning run.fit.gz" and "mended" give "Morning run (mended).gpx". */
export function gpxFileName(fileName: string, tag: string): string {
  const base = fileName.replace(/\.gz$/i, '').replace(/\.(gpx|fit|tcx)$/i, '');
  return `${base || 'activity'} (${tag}).gpx`;
}
