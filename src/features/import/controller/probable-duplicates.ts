/**
 * Probable duplicates across formats within an import and against what is already stored
 * (domain/exports/duplicates.ts defines the rule). Activities are indexed by start minute, so a
 * check looks at three buckets, not at every activity. The stored summaries of a target are read
 * once per import. A check registers the new activity at once (no await between check and
 * register), so two lanes can never both store the same activity.
 */
import { compareRichness, DUPLICATE_START_S, isProbableDuplicate } from '../../../domain/exports/duplicates';
import type { TrackSummary } from '../../../domain/stats/types';
import type { ImportTarget } from './types';

export interface Candidate {
  summary: TrackSummary;
  path: string;
  /** Listed by this import (else: stored before it). */
  current: boolean;
  /** Replaced by a richer file of this import. */
  gone: boolean;
  /** Resolves true once stored, false when it was not stored after all. */
  stored: Promise<boolean>;
  settle: (stored: boolean) => void;
}

export type Verdict =
  | { kind: 'new'; self: Candidate }
  /** A probable duplicate that is not stored: `other` is kept (richer, equal, or stored before). */
  | { kind: 'flagged'; other: Candidate; richer: boolean }
  /** Richer than `other`, an activity of this import, which this one replaces once stored. */
  | { kind: 'replaces'; self: Candidate; other: Candidate };

const BUCKET_MS = DUPLICATE_START_S * 1000;
const bucketOf = (t: number) => Math.floor(t / BUCKET_MS);

function candidate(summary: TrackSummary, path: string, current: boolean): Candidate {
  let settle: (stored: boolean) => void = () => undefined;
  const stored = current ? new Promise<boolean>((resolve) => (settle = resolve)) : Promise.resolve(true);
  return { summary, path, current, gone: false, stored, settle };
}

export function createDuplicateIndex() {
  const loaded = new Map<ImportTarget, Promise<void>>();
  const buckets = new Map<ImportTarget, Map<number, Candidate[]>>();

  const bucketsOf = (target: ImportTarget) => {
    let map = buckets.get(target);
    if (!map) buckets.set(target, (map = new Map<number, Candidate[]>()));
    return map;
  };
  const add = (target: ImportTarget, c: Candidate) => {
    if (c.summary.startTime === null) return;
    const map = bucketsOf(target);
    const key = bucketOf(c.summary.startTime);
    map.set(key, [...(map.get(key) ?? []), c]);
  };
  const load = (target: ImportTarget) => {
    let done = loaded.get(target);
    if (!done) {
      done = target.store.listSummaries().then(
        (all) => all.forEach((s) => add(target, candidate(s, s.fileName, false))),
        () => undefined,
      );
      loaded.set(target, done);
    }
    return done;
  };
  const find = (target: ImportTarget, summary: TrackSummary): Candidate | null => {
    if (summary.startTime === null) return null;
    const key = bucketOf(summary.startTime);
    const map = bucketsOf(target);
    for (const k of [key - 1, key, key + 1])
      for (const c of map.get(k) ?? [])
        if (!c.gone && c.summary.id !== summary.id && isProbableDuplicate(summary, c.summary)) return c;
    return null;
  };

  return {
    /** Checks `summary` (about to be stored) and registers it unless it is flagged. */
    async check(target: ImportTarget, summary: TrackSummary, path: string): Promise<Verdict> {
      await load(target);
      const other = find(target, summary);
      const richer = other !== null && compareRichness(summary, other.summary) > 0;
      if (other && !(richer && other.current)) return { kind: 'flagged', other, richer };
      const self = candidate(summary, path, true);
      add(target, self);
      if (other) {
        other.gone = true;
        return { kind: 'replaces', self, other };
      }
      return { kind: 'new', self };
    },
    /** Registers an activity stored without a check (imported anyway). */
    register(target: ImportTarget, summary: TrackSummary, path: string): void {
      const self = candidate(summary, path, true);
      self.settle(true);
      add(target, self);
    },
  };
}

export type DuplicateIndex = ReturnType<typeof createDuplicateIndex>;
