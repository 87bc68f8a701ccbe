/**
 * The Content-Security-Policy, generated from the build's configuration (the same VITE_* values the
 * app reads), so it allows exactly the hosts this build talks to:
 * - connect-src names the project's own callable-function host ({region}-{project}.cloudfunctions.net)
 *   instead of every *.cloudfunctions.net and *.run.app; Firebase's APIs stay *.googleapis.com
 *   (Firestore, Storage, Auth, App Check use several of its hosts);
 * - the basemap's origin (VITE_BASEMAP_STYLE_URL, else the default OpenFreeMap host);
 * - the local emulators when VITE_FIREBASE_EMULATORS is on;
 * - Google's reCAPTCHA hosts when App Check is configured.
 *
 * Two deliveries of one policy: the Firebase Hosting header (firebase.json, written by
 * `npm run csp:sync` before a deploy) and a <meta> tag that the build puts into index.html for any
 * other host. A <meta> policy cannot carry frame-ancestors (browsers ignore it there and say so in
 * the console) and upgrade-insecure-requests would break plain-http previews, so the meta variant
 * leaves those two out; X-Frame-Options and HSTS are the host's job there.
 */
import { readFirebaseMode } from '../../src/data/firebase/contract/config';
import { parseBasemapStyleUrl } from '../../src/components/map/basemap-config';

/** The basemap host allowed when no style URL is configured (OpenFreeMap's free vector tiles). */
export const DEFAULT_BASEMAP_ORIGIN = 'https://tiles.openfreemap.org';

export type CspDelivery = 'header' | 'meta';

export function contentSecurityPolicy(
  env: Readonly<Record<string, unknown>>,
  delivery: CspDelivery = 'header',
): string {
  const mode = readFirebaseMode(env);
  const style = parseBasemapStyleUrl(env.VITE_BASEMAP_STYLE_URL);
  const basemap = [...new Set([DEFAULT_BASEMAP_ORIGIN, ...(style ? [new URL(style).origin] : [])])];
  // data: and blob: are fetched by the map and chart libraries for their own images and workers.
  const connect = ["'self'", 'data:', 'blob:', ...basemap];
  const script = ["'self'"];
  const frame: string[] = [];
  const img = ["'self'", 'data:', 'blob:', ...basemap];
  if (mode.mode === 'firebase') {
    // Firestore's WebChannel transport loads this one image to test connectivity while the network
    // is down (seen when a device goes offline and comes back): that exact path, nothing else.
    img.push('https://www.google.com/images/cleardot.gif');
    const { config, functionsRegion, useEmulators, appCheckSiteKey } = mode.settings;
    connect.push(
      'https://*.googleapis.com',
      `https://${functionsRegion}-${config.projectId}.cloudfunctions.net`,
    );
    if (useEmulators) connect.push('http://127.0.0.1:*', 'ws://127.0.0.1:*');
    script.push('https://apis.google.com');
    frame.push(
      `https://${config.authDomain}`,
      'https://*.firebaseapp.com',
      'https://*.web.app',
      'https://accounts.google.com',
      'https://apis.google.com',
    );
    if (appCheckSiteKey) {
      script.push('https://www.google.com', 'https://www.gstatic.com');
      frame.push('https://www.google.com');
    }
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    ['frame-src', frame.length > 0 ? [...new Set(frame)] : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (delivery === 'header')
    directives.push(['frame-ancestors', ["'none'"]], ['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}
