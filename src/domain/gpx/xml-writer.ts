/**
 * XML writing shared by every GPX and TCX writer (the mended-track export and the demo generator):
 * namespaces, escaping and fast ISO 8601 time formatting.
 */

export const GPX_NAMESPACE = 'http://www.topografix.com/GPX/1/1';
export const TPX_NAMESPACE = 'http://www.garmin.com/xmlschemas/TrackPointExtension/v1';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function offsetSuffix(offsetMin: number | null): string {
  if (offsetMin === null) return 'Z';
  const abs = Math.abs(offsetMin);
  return `${offsetMin < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** ISO 8601 to the second, in UTC (Z) or in the given local offset (e.g. 2026-03-01T08:15:00+09:00). */
export function formatTime(ms: number, offsetMin: number | null): string {
  return `${new Date(ms + (offsetMin ?? 0) * 60_000).toISOString().slice(0, 19)}${offsetSuffix(offsetMin)}`;
}

const DAY_MS = 86_400_000;

/**
 * formatTime for many increasing times: the date part is computed once per day, the clock part by
 * arithmetic (toISOString per point dominates the run time otherwise). Sub-second parts are dropped.
 */
export class TimeFormatter {
  private day = Number.NaN;
  private datePart = '';
  private readonly shiftMs: number;
  private readonly suffix: string;

  constructor(offsetMin: number | null) {
    this.shiftMs = (offsetMin ?? 0) * 60_000;
    this.suffix = offsetSuffix(offsetMin);
  }

  format(ms: number): string {
    const local = Math.floor((ms + this.shiftMs) / 1000) * 1000;
    const day = Math.floor(local / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      this.datePart = new Date(day * DAY_MS).toISOString().slice(0, 11);
    }
    const secs = (local - day * DAY_MS) / 1000;
    const h = Math.floor(secs / 3600);
    const m = Math.floor((secs % 3600) / 60);
    return `${this.datePart}${pad2(h)}:${pad2(m)}:${pad2(secs % 60)}${this.suffix}`;
  }
}
