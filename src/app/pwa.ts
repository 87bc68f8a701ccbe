/**
 * Registers the service worker that vite-plugin-pwa builds (vite.config.ts): it precaches the app
 * so it opens offline after one visit. A new version waits until the person reloads into it from
 * the prompt (update-prompt.tsx). Loaded by main.tsx after the page has loaded, in builds only.
 */
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from '../lib/app-update';

export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void update(true)),
    onRegisterError: (error: unknown) =>
      console.warn(
        `The app will not work offline: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
}
