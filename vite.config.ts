import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy } from './scripts/lib/csp';

/**
 * The build's Content-Security-Policy as a <meta> in index.html, for hosts other than Firebase
 * Hosting (which sends the same policy as a header from firebase.json). Generated from the build's
 * VITE_* configuration: see scripts/lib/csp.ts. Not in the dev server (its React refresh preamble
 * is an inline script).
 */
function cspMeta(): Plugin {
  let policy = '';
  return {
    name: 'gpx-csp-meta',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(loadEnv(config.mode, config.envDir || config.root, 'VITE_'), 'meta');
    },
    // Right after <meta charset> (which must stay within the first 1,024 bytes), before any script.
    transformIndexHtml(html) {
      const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`;
      const charset = /<meta charset="[^"]*" \/>/;
      if (!charset.test(html)) throw new Error('index.html: no <meta charset> to put the CSP after');
      return html.replace(charset, (m) => `${m}\n    ${tag}`);
    },
  };
}

/**
 * Installable and offline (issue 15): a web manifest and a Workbox service worker that precaches
 * the app shell and every lazy chunk (pages, map, world layer, gazetteer, workers), so after one
 * visit the dashboard opens with the network off. Nothing else is cached: no runtime caching, so
 * map tiles and styles from third-party hosts always go to the network (and fail offline, where
 * the bundled world layer is drawn instead). 'prompt': a new version waits until the person
 * chooses to reload (src/app/update-prompt.tsx); the worker is registered by src/app/pwa.ts.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'GPX Dashboard',
    short_name: 'GPX Dashboard',
    description:
      'Import, filter, compare and map your GPX, FIT and TCX activities, privately in your browser.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f4f6f9',
    theme_color: '#c2410c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // mjs: MapLibre's worker (components/map/basemap.tsx); without it, offline, the map's worker
    // failed to load ("Worker failed to load" from the basemap chunk) and the world was never drawn.
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,json,wasm}'],
    // The largest chunk (the map library) is about 1.1 MB; stay well above it.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    // Firebase Hosting's auth helper pages must come from the network.
    navigateFallbackDenylist: [/^\/__\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
});

export default defineConfig({
  plugins: [react(), cspMeta(), pwa],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
