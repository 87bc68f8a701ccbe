/**
 * What an import asks of the browser (issue 20):
 * - while an import runs, leaving the page asks first (beforeunload), since what is not yet stored
 *   would have to be chosen again;
 * - once an import has stored something, persistent storage is requested once
 *   (navigator.storage.persist()), so the browser does not evict years of activities under
 *   storage pressure. The answer is kept for whoever wants to show it.
 */
import type { ImportPhase } from './controller/types';

export interface GuardWindow {
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
  removeEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
}

/** Asks before leaving the page while `phase` is running; returns the undo. */
export function guardLeaving(phase: ImportPhase, win: GuardWindow): () => void {
  if (phase !== 'running') return () => undefined;
  const onLeave = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older Chromium shows the prompt only when returnValue is set.
    event.returnValue = true;
  };
  win.addEventListener('beforeunload', onLeave);
  return () => win.removeEventListener('beforeunload', onLeave);
}

export interface StorageLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

let asked: Promise<boolean | null> | null = null;

/**
 * Requests persistent storage once per page (null when the browser has no such API). Already
 * persisted storage is not asked again.
 */
export function requestPersistentStorage(storage: StorageLike | undefined): Promise<boolean | null> {
  asked ??= (async () => {
    if (!storage?.persist) return null;
    if (await storage.persisted?.().catch(() => false)) return true;
    return storage.persist().catch(() => false);
  })();
  return asked;
}

/** Forgets the answer (tests). */
export function resetPersistentStorageRequest(): void {
  asked = null;
}
