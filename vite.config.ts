import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), cspMeta()],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
