/**
 * A new version of the app is waiting (the service worker found one: src/app/pwa.ts): the shell
 * offers to reload into it (src/app/update-prompt.tsx). A tiny external store, so that the
 * registration code loads after the first page and the prompt stays in the shell.
 */
import { useSyncExternalStore } from 'react';

let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Called when an update is ready; `reload` activates it and reloads the page. */
export function offerUpdate(reload: () => void): void {
  apply = reload;
  listeners.forEach((l) => l());
}

/** Forgets the offer (the person chose "Later"). */
export function dismissUpdate(): void {
  apply = null;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The waiting update's reload, or null when there is none. */
export const useAppUpdate = (): (() => void) | null =>
  useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
