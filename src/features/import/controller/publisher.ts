/**
 * The controller's subscribe/getSnapshot pair for useSyncExternalStore: a new snapshot is read when
 * published, at once or at most every `intervalMs` (scheduleNotify).
 */
import type { ImportSnapshot } from './types';

export function createPublisher(read: () => ImportSnapshot, intervalMs: number) {
  const listeners = new Set<() => void>();
  // Read on first use, so `read` may depend on what is built after the publisher.
  let snapshot: ImportSnapshot | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function publish(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    snapshot = read();
    for (const listener of [...listeners]) listener();
  }

  return {
    publish,
    /** Publishes within the interval (many changes, one snapshot). */
    scheduleNotify: () => void (timer ??= setTimeout(publish, intervalMs)),
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ImportSnapshot => (snapshot ??= read()),
  };
}
