/**
 * Helpers for browser tests of the built app in Firebase mode against the emulators started by
 * scripts/test-emulators.ts: the build pointed at the Auth and Firestore emulators and a Storage
 * stand-in, email-link sign-in through the Auth emulator's out-of-band codes, and reads of the
 * Firestore emulator's REST API with a signed-in user's own ID token (so the real rules decide).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { freePort } from '../../scripts/lib/emulators';
import { ROOT, startPreview, type Preview } from '../../scripts/lib/preview-server';
import { emulatorHost, PROJECT_ID } from './emulator-env';

/**
 * The Firestore SDK's console error when the (emulated) backend takes over 10 s to answer: on a
 * busy 2-core test machine the emulator sometimes does. Not the app's doing; tests that count
 * console errors leave it out (appErrors) and check Firestore's content themselves.
 */
const SLOW_BACKEND = /Could not reach Cloud Firestore backend\. Backend didn't respond within 10 seconds/;

/** Console errors except a slow emulator's (see SLOW_BACKEND). */
export const appErrors = (errors: readonly string[]): string[] => errors.filter((e) => !SLOW_BACKEND.test(e));

/** Settings of a Firebase project that only exists in the emulators (demo-* needs no real one). */
export const EMULATOR_APP_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyDummy-emulator-test-key-0000000000',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_FIREBASE_EMULATORS: '1',
};

const base = (variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST') => {
  const { host, port } = emulatorHost(variable);
  return `http://${host}:${port}`;
};

/**
 * Builds the app for the emulators (ports baked in at build time) into .tmp/ and serves it on a free
 * port. The build's Content-Security-Policy <meta> allows 127.0.0.1 because VITE_FIREBASE_EMULATORS is on.
 */
export async function serveEmulatorApp(storagePort: number, outName: string): Promise<Preview> {
  return startPreview({
    build: true,
    outDir: join(ROOT, '.tmp', outName),
    env: {
      // vitest sets NODE_ENV=test, which would give React's development build.
      NODE_ENV: 'production',
      ...EMULATOR_APP_ENV,
      VITE_FIREBASE_AUTH_EMULATOR_PORT: String(emulatorHost('FIREBASE_AUTH_EMULATOR_HOST').port),
      VITE_FIREBASE_FIRESTORE_EMULATOR_PORT: String(emulatorHost('FIRESTORE_EMULATOR_HOST').port),
      VITE_FIREBASE_STORAGE_EMULATOR_PORT: String(storagePort),
    },
    port: await freePort(),
  });
}

/** Empties the Firestore emulator and the Auth emulator's accounts. */
export async function resetEmulators(): Promise<void> {
  const fs = await fetch(
    `${base('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  const auth = await fetch(
    `${base('FIREBASE_AUTH_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT_ID}/accounts`,
    {
      method: 'DELETE',
    },
  );
  if (!fs.ok || !auth.ok)
    throw new Error(`emulator reset failed: Firestore ${fs.status}, Auth ${auth.status}`);
}

interface OobCode {
  email: string;
  oobLink: string;
  requestType: string;
}

/** The newest email sign-in link the Auth emulator "sent" to `email`. */
export async function latestSignInLink(email: string): Promise<URL> {
  const response = await fetch(
    `${base('FIREBASE_AUTH_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const mine = oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN');
  const last = mine.at(-1);
  if (!last) throw new Error(`no sign-in link was sent to ${email}`);
  return new URL(last.oobLink);
}

/**
 * Signs in on the sign-in screen by email link: asks for a link, reads it from the Auth emulator and
 * opens it in the same browser, as a person clicking the link in their mail would (the emulator's
 * link carries mode=signIn and the oobCode; Firebase's action page would send them back to the app).
 */
export async function signInByEmailLink(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `a sign-in link is on its way to ${email}` })
    .waitFor();
  const link = await latestSignInLink(email);
  await page.goto(`${baseUrl}/${link.search}`);
  await page.locator('summary', { hasText: email }).waitFor({ timeout: 60_000 });
}

/** The signed-in user's uid and ID token, as Firebase Auth keeps them in the page's IndexedDB. */
export async function signedInUser(page: Page): Promise<{ uid: string; idToken: string }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('firebaseLocalStorageDb');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error(String(req.error)));
    });
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const req = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
      req.onsuccess = () => resolve(req.result as unknown[]);
      req.onerror = () => reject(new Error(String(req.error)));
    });
    db.close();
    type Row = { value?: { uid?: string; stsTokenManager?: { accessToken?: string } } };
    const user = (rows as Row[]).find((r) => r.value?.uid)?.value;
    if (!user?.uid || !user.stsTokenManager?.accessToken) throw new Error('no signed-in user in this page');
    return { uid: user.uid, idToken: user.stsTokenManager.accessToken };
  });
}

/** GET of a Firestore emulator REST path with a user's ID token: the real rules decide. */
export async function firestoreGet(
  path: string,
  idToken: string,
): Promise<{ status: number; body: { documents?: { name: string; fields: Record<string, unknown> }[] } }> {
  const url = `${base('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  return { status: response.status, body: (await response.json()) as never };
}

/** Links in the Activities table (the activity names), sorted. */
export async function shownActivityNames(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('table', { name: 'Activities' })
    .locator('tbody')
    .getByRole('link')
    .allTextContents();
  return names.map((n) => n.trim()).sort();
}
