import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { sharedIdFromPath } from './shared/share/share-links';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './components/components.css';
import './components/layout/layout.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
const show = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
/** A chunk that did not arrive (offline, or a newer build replaced it): say so, never a blank page. */
const failed = (error: unknown) => {
  console.error(error);
  container.textContent = 'The page could not be loaded. Reload it to try again.';
};

// The page of a read-only link (issue 37) is all a visitor came for: it loads only its own modules,
// not the dashboard's (bench share-open), no other page is preloaded and no service worker
// precaches the dashboard for them. The dashboard's own modules come in one chunk after this small
// entry (precached by the service worker after the first visit).
const sharedId = sharedIdFromPath(window.location.pathname);
if (sharedId !== null) {
  import('./app/shared-entry').then(({ SharedEntry }) => show(<SharedEntry id={sharedId} />), failed);
} else {
  Promise.all([import('./app/app-root'), import('./lib/query-client')]).then(
    ([{ AppRoot }, { createQueryClient }]) => show(<AppRoot queryClient={createQueryClient()} />),
    failed,
  );
  // The main navigation's pages without a map are read while idle, after the first page loaded.
  window.addEventListener('load', () => void import('./app/routes').then((m) => m.preloadPagesWhenIdle()), {
    once: true,
  });
  // Offline and installable (vite.config.ts): the service worker registers after the first page has
  // loaded, so it never competes with it; not in the dev server.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    window.addEventListener('load', () => void import('./app/pwa').then((m) => m.registerServiceWorker()));
  }
}
