/** Words and numbers for the progress panel (SI megabytes: 1 MB = 1,000,000 bytes). */
import { formatCount } from '../../../lib/format';
import { UPDATED_FROM_EXPORT, type FileStatus, type ImportSnapshot } from '../controller/types';

const BYTES_PER_MB = 1_000_000;

export function formatRate(bytesPerSecond: number | null): string | null {
  if (bytesPerSecond === null || !Number.isFinite(bytesPerSecond)) return null;
  const mbps = bytesPerSecond / BYTES_PER_MB;
  return `${mbps >= 10 ? mbps.toFixed(0) : mbps.toFixed(1)} MB/s`;
}

/**
 * A wall-clock span in rough words, for time spent and time left: "less than a second", "12 s",
 * "3 min", "1 h 5 min". (Not lib/format formatDuration, which prints seconds as "1:02:03".)
 */
export function formatTimeInWords(ms: number): string {
  if (ms < 1000) return 'less than a second';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
}

export function formatTimeLeft(etaMs: number | null): string | null {
  if (etaMs === null || !Number.isFinite(etaMs)) return null;
  return etaMs < 1000 ? 'almost done' : `about ${formatTimeInWords(etaMs)} left`;
}

export const STATUS_LABEL: Record<FileStatus, string> = {
  imported: 'Imported',
  duplicate: 'Duplicate',
  skipped: 'Skipped',
  failed: 'Failed',
};

export function panelTitle(phase: ImportSnapshot['phase']): string {
  switch (phase) {
    case 'running':
      return 'Importing files';
    case 'done':
      return 'Import finished';
    case 'cancelled':
      return 'Import cancelled';
    case 'stopped':
      return 'Import stopped';
    default:
      return 'Import';
  }
}

/** "1 file", "1,234 files" (en-US grouping, like every count in the app). */
const files = (n: number) => formatCount(n, 'file', 'files');
const count = (n: number) => n.toLocaleString('en-US');

/** The one-line summary under the title. */
export function progressLine(s: ImportSnapshot): string {
  const rate = formatRate(s.bytesPerSecond);
  if (s.phase === 'running') {
    const parts = [`${count(s.done)} of ${files(s.total)}`, rate, formatTimeLeft(s.etaMs)];
    return parts.filter(Boolean).join(' · ');
  }
  if (s.phase === 'done')
    return [`${files(s.done)} in ${formatTimeInWords(s.elapsedMs)}`, rate, updatedLine(s)]
      .filter(Boolean)
      .join(' · ');
  return `${count(s.done)} of ${files(s.total)} done; what finished is kept`;
}

/** "3 already imported updated from the export" (issue 41), or '' when none was. */
export function updatedLine(s: Pick<ImportSnapshot, 'results'>): string {
  const n = s.results.filter((r) => r.detail.startsWith(UPDATED_FROM_EXPORT)).length;
  return n > 0 ? `${count(n)} already imported updated from the export's metadata` : '';
}

/** What a screen reader hears when the import ends. */
export function outcomeAnnouncement(s: ImportSnapshot): string {
  if (s.phase === 'running' || s.phase === 'idle') return '';
  const { imported, duplicate, skipped, failed } = s.counts;
  const updated = updatedLine(s);
  return `${panelTitle(s.phase)}: ${imported} imported, ${duplicate} duplicate, ${skipped} skipped, ${failed} failed.${updated ? ` ${updated}.` : ''}`;
}
