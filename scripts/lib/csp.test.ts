import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, DEFAULT_BASEMAP_ORIGIN } from './csp';
import { hostingCsp, withHostingCsp } from './firebase-json';

const FIREBASE = {
  VITE_FIREBASE_API_KEY: 'AIzaSyDummyKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-proj.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-proj',
  VITE_FIREBASE_STORAGE_BUCKET: 'my-proj.appspot.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_FUNCTIONS_REGION: 'europe-west1',
};

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it("allows only the project's own function host, never all of cloudfunctions.net or run.app", () => {
    const connect = directives(contentSecurityPolicy(FIREBASE)).get('connect-src') ?? [];
    expect(connect).toContain('https://europe-west1-my-proj.cloudfunctions.net');
    expect(connect).toContain('https://*.googleapis.com');
    expect(connect.some((h) => h.includes('*.cloudfunctions.net') || h.includes('run.app'))).toBe(false);
    expect(connect.some((h) => h.startsWith('http://'))).toBe(false);
  });

  it("lets Firestore's offline connectivity probe load its one image, in Firebase mode only", () => {
    const firebaseImg = directives(contentSecurityPolicy(FIREBASE)).get('img-src') ?? [];
    expect(firebaseImg.filter((h) => h.includes('google.com'))).toEqual([
      'https://www.google.com/images/cleardot.gif',
    ]);
    const localImg = directives(contentSecurityPolicy({})).get('img-src') ?? [];
    expect(localImg.some((h) => h.includes('google.com'))).toBe(false);
  });

  it('talks to no Firebase host at all in local mode', () => {
    const d = directives(contentSecurityPolicy({}));
    expect(d.get('connect-src')).toEqual(["'self'", 'data:', 'blob:', DEFAULT_BASEMAP_ORIGIN]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('frame-src')).toEqual(["'none'"]);
  });

  it('adds the configured basemap origin and the local emulators when configured', () => {
    const d = directives(
      contentSecurityPolicy({
        ...FIREBASE,
        VITE_FIREBASE_EMULATORS: '1',
        VITE_BASEMAP_STYLE_URL: 'https://maps.example.org/styles/liberty.json',
      }),
    );
    expect(d.get('connect-src')).toEqual(
      expect.arrayContaining(['https://maps.example.org', 'http://127.0.0.1:*', 'ws://127.0.0.1:*']),
    );
    expect(d.get('img-src')).toContain('https://maps.example.org');
  });

  it('allows reCAPTCHA only when App Check is configured', () => {
    const without = directives(contentSecurityPolicy(FIREBASE)).get('script-src') ?? [];
    const withKey =
      directives(
        contentSecurityPolicy({ ...FIREBASE, VITE_FIREBASE_APPCHECK_SITE_KEY: '6LcAbCdEfGhIjKlMnOp' }),
      ).get('script-src') ?? [];
    expect(without).not.toContain('https://www.google.com');
    expect(withKey).toContain('https://www.google.com');
  });

  it('never allows eval, and leaves the header-only directives out of the <meta> variant', () => {
    const header = contentSecurityPolicy(FIREBASE, 'header');
    const meta = contentSecurityPolicy(FIREBASE, 'meta');
    expect(header).not.toContain('unsafe-eval');
    expect(directives(header).has('frame-ancestors')).toBe(true);
    expect(directives(meta).has('frame-ancestors')).toBe(false);
    expect(directives(meta).has('upgrade-insecure-requests')).toBe(false);
    expect(header.startsWith(meta)).toBe(true);
  });
});

describe('firebase.json', () => {
  const committed = readFileSync(join(import.meta.dirname, '../../firebase.json'), 'utf8');

  it('holds the policy of an unconfigured build (npm run csp:sync rewrites it for a deploy)', () => {
    expect(hostingCsp(committed)).toBe(contentSecurityPolicy({}));
  });

  it('is rewritten with a new policy and nothing else changed', async () => {
    const next = await withHostingCsp(committed, "default-src 'self'");
    expect(hostingCsp(next)).toBe("default-src 'self'");
    expect(await withHostingCsp(next, contentSecurityPolicy({}))).toBe(committed);
  });
});
