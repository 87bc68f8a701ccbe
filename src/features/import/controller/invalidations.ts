/**
 * Telling the app that stored data changed, paced: leading edge, then at most once per interval
 * after the previous refresh has finished (a page slow to refresh is not asked again before it is
 * done), then at the end of the import.
 */
import type { Session } from './session';
import type { ImportTarget } from './types';

export function createInvalidations(now: () => number, intervalMs: number) {
  function flush(s: Session): void {
    if (s.invalidateTimer !== undefined) clearTimeout(s.invalidateTimer);
    s.invalidateTimer = undefined;
    const targets = [...s.toInvalidate];
    s.toInvalidate.clear();
    s.invalidating = true;
    const refreshes = targets.map((target) =>
      Promise.resolve()
        .then(target.invalidate)
        .catch(() => undefined),
    );
    void Promise.all(refreshes).then(() => {
      s.invalidating = false;
      s.lastInvalidate = now();
      if (s.toInvalidate.size > 0) schedule(s);
    });
  }

  function schedule(s: Session): void {
    if (s.invalidateTimer !== undefined || s.invalidating) return;
    const wait = s.lastInvalidate + intervalMs - now();
    if (wait <= 0) flush(s);
    else s.invalidateTimer = setTimeout(() => flush(s), wait);
  }

  return {
    /** Refreshes now whatever is waiting (the import ended). */
    flush,
    /** A file was stored for `target`: its data will be refreshed. */
    stored(s: Session, target: ImportTarget): void {
      s.toInvalidate.add(target);
      schedule(s);
    },
  };
}
