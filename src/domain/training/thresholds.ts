/**
 * Dated thresholds: "FTP 260 W from 2024-03-01" applies to activities on and after that local day
 * until the next entry of the same kind (and sport) starts. An entry for the activity's sport, when
 * one applies, wins over entries for every sport (sport null): running and cycling LTHR differ.
 */
import type { Sport } from '../stats/types';

export type ThresholdKind = 'ftp' | 'lthr' | 'restHr' | 'maxHr' | 'thresholdPace';
export const THRESHOLD_KINDS: readonly ThresholdKind[] = ['ftp', 'lthr', 'restHr', 'maxHr', 'thresholdPace'];

/** Units: ftp W, heart rates bpm, thresholdPace seconds per km. */
export const THRESHOLD_LIMITS: Readonly<Record<ThresholdKind, { min: number; max: number; unit: string }>> = {
  ftp: { min: 30, max: 700, unit: 'W' },
  lthr: { min: 80, max: 230, unit: 'bpm' },
  restHr: { min: 25, max: 120, unit: 'bpm' },
  maxHr: { min: 100, max: 240, unit: 'bpm' },
  thresholdPace: { min: 120, max: 1200, unit: 's/km' },
};

export const THRESHOLD_LABELS: Readonly<Record<ThresholdKind, string>> = {
  ftp: 'FTP',
  lthr: 'Threshold heart rate (LTHR)',
  restHr: 'Resting heart rate',
  maxHr: 'Maximum heart rate',
  thresholdPace: 'Threshold pace',
};

export interface ThresholdEntry {
  id: string;
  kind: ThresholdKind;
  /** null: every sport. */
  sport: Sport | null;
  value: number;
  /** First local day it applies to, YYYY-MM-DD. */
  from: string;
}

export interface ThresholdSettings {
  entries: ThresholdEntry[];
  updatedAt: number;
}

export const EMPTY_THRESHOLDS: ThresholdSettings = { entries: [], updatedAt: 0 };
export const MAX_THRESHOLD_ENTRIES = 200;

const MS_PER_DAY = 86_400_000;

/** Day number of a YYYY-MM-DD date, null when it is not one. */
export function dayOfDate(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) return null;
  const day = ms / MS_PER_DAY;
  return dateOfDay(day) === date ? day : null;
}

export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Entries of one kind, by day, ready for lookups. */
export interface ThresholdIndex {
  lookup(kind: ThresholdKind, sport: Sport, day: number): number | null;
}

export function indexThresholds(entries: readonly ThresholdEntry[]): ThresholdIndex {
  // kind, then sport (null: every sport), then the entries by day; no key is built per lookup.
  type Dated = { day: number; value: number }[];
  const byKind = new Map<ThresholdKind, Map<Sport | null, Dated>>();
  for (const e of entries) {
    const day = dayOfDate(e.from);
    if (day === null) continue;
    let bySport = byKind.get(e.kind);
    if (!bySport) byKind.set(e.kind, (bySport = new Map<Sport | null, Dated>()));
    let list = bySport.get(e.sport);
    if (!list) bySport.set(e.sport, (list = []));
    list.push({ day, value: e.value });
  }
  for (const bySport of byKind.values())
    for (const list of bySport.values()) list.sort((a, b) => a.day - b.day);
  const latest = (list: Dated | undefined, day: number) => {
    if (!list) return null;
    let found: { day: number; value: number } | null = null;
    for (const e of list) {
      if (e.day > day) break;
      found = e;
    }
    return found;
  };
  return {
    lookup(kind, sport, day) {
      const bySport = byKind.get(kind);
      if (!bySport) return null;
      return (latest(bySport.get(sport), day) ?? latest(bySport.get(null), day))?.value ?? null;
    },
  };
}
