import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { preloadPagesWhenIdle } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { sharedIdFromPath } from './shared/share/share-links';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './components/components.css';
import './components/layout/layout.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppRoot queryClient={createQueryClient()} />
  </StrictMode>,
);

// The page of a read-only link (issue 37) is all a visitor came for: no other page is preloaded and
// no service worker precaches the dashboard for them.
const sharedPage = sharedIdFromPath(window.location.pathname) !== null;

// The main navigation's pages without a map are read while idle, after the first page loaded.
if (!sharedPage) window.addEventListener('load', preloadPagesWhenIdle, { once: true });

// Offline and installable (vite.config.ts): the service worker registers after the first page has
// loaded, so it never competes with it; not in the dev server.
if (import.meta.env.PROD && !sharedPage && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./app/pwa').then((m) => m.registerServiceWorker()));
}
