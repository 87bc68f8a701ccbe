/**
 * What the functions suites (functions-*.test.ts) use to reach the Cloud Functions emulator, the
 * Auth emulator and the Cloud Storage stand-in that scripts/test-emulators.ts starts for them:
 * real accounts with real ID tokens, callables called over HTTP the way the Firebase SDK calls
 * them, and files put in and read back from the stand-in.
 */
import { PROJECT_ID } from './emulator-env';

export const BUCKET = `${PROJECT_ID}.appspot.com`;

function required(
  variable: 'FUNCTIONS_EMULATOR_ORIGIN' | 'STORAGE_STAND_IN_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST',
) {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: run these tests through \`npm run test:emulators\` (it starts the emulators).`,
    );
  return value;
}

export interface Account {
  uid: string;
  idToken: string;
}

let accounts = 0;
/** A new account on the Auth emulator (email and password), with its ID token. */
export async function signUp(): Promise<Account> {
  accounts += 1;
  const email = `user${Date.now()}-${accounts}@example.com`;
  const response = await fetch(
    `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-password', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken };
}

/**
 * An App Check token as the emulator reads it (decoded, not verified: firebase-tools'
 * skipTokenVerification), naming the app in `sub`.
 */
export function appCheckToken(appId = '1:123:web:abc'): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ sub: appId, aud: [`projects/${PROJECT_ID}`] })}.c2ln`;
}

export type CallResult =
  { ok: true; data: unknown } | { ok: false; status: string; message: string; httpStatus: number };

/** Calls a callable as the Firebase SDK does (POST {data}, Bearer ID token, App Check header). */
export async function call(
  name: string,
  data: unknown,
  options: { account?: Account | null; appCheck?: string | null } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.account) headers.Authorization = `Bearer ${options.account.idToken}`;
  const appCheck = options.appCheck === undefined ? appCheckToken() : options.appCheck;
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  const response = await fetch(`${required('FUNCTIONS_EMULATOR_ORIGIN')}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  let body: { result?: unknown; error?: { status?: string; message?: string } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { ok: false, status: 'NOT_JSON', message: text.slice(0, 300), httpStatus: response.status };
  }
  if (body.error)
    return {
      ok: false,
      status: body.error.status ?? '',
      message: body.error.message ?? '',
      httpStatus: response.status,
    };
  return { ok: true, data: body.result };
}

const storage = () => `http://${required('STORAGE_STAND_IN_HOST')}`;

/** Puts a file in the stand-in bucket. */
export async function putFile(path: string, bytes: Uint8Array, contentType = 'application/octet-stream') {
  const response = await fetch(
    `${storage()}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(path)}`,
    { method: 'POST', headers: { 'Content-Type': contentType }, body: Buffer.from(bytes) },
  );
  if (!response.ok) throw new Error(`upload of ${path} failed: ${response.status}`);
}

/** The file's bytes, or undefined when the stand-in has none at this path. */
export async function getFile(path: string): Promise<Uint8Array | undefined> {
  const response = await fetch(`${storage()}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`);
  if (response.status === 404) return undefined;
  return new Uint8Array(await response.arrayBuffer());
}

/** Paths of the files under a prefix. */
export async function listFiles(prefix: string): Promise<string[]> {
  const response = await fetch(`${storage()}/storage/v1/b/${BUCKET}/o?prefix=${encodeURIComponent(prefix)}`);
  const body = (await response.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((i) => i.name);
}

/** Every request the stand-in has answered so far, as `METHOD path` (`?alt=media` for downloads). */
export async function storageRequests(): Promise<string[]> {
  return (await (await fetch(`${storage()}/stand-in/requests`)).json()) as string[];
}
