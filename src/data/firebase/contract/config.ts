/**
 * Firebase mode switch: the VITE_FIREBASE_* settings parsed with zod. Imports no Firebase SDK, so
 * the app can decide its mode without loading Firebase (local mode never downloads it).
 */
import { z } from '../../../domain/zod';
import { describeZodError } from '../../schemas';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
}

export interface FirebaseSettings {
  config: FirebaseWebConfig;
  /** Region of the callable functions (default us-central1). */
  functionsRegion: string;
  /** Connect to the local emulators (VITE_FIREBASE_EMULATORS=1). */
  useEmulators: boolean;
  /**
   * Emulator ports other than firebase.json's (VITE_FIREBASE_AUTH_EMULATOR_PORT,
   * VITE_FIREBASE_FIRESTORE_EMULATOR_PORT, VITE_FIREBASE_STORAGE_EMULATOR_PORT): the emulator
   * suites start the emulators on free ports. Present only when one is set.
   */
  emulatorPorts?: Partial<Record<'auth' | 'firestore' | 'storage', number>>;
  /**
   * reCAPTCHA Enterprise site key for App Check (VITE_FIREBASE_APPCHECK_SITE_KEY). The callable
   * functions enforce App Check, so a deployed project needs it; the emulators do not.
   */
  appCheckSiteKey?: string;
}

export type FirebaseMode =
  | { mode: 'local' }
  | { mode: 'firebase'; settings: FirebaseSettings }
  /** Some VITE_FIREBASE_* values are set but do not form a usable config. */
  | { mode: 'invalid'; error: string };

const text = z.string().trim().min(1, 'is empty');

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: text,
  VITE_FIREBASE_AUTH_DOMAIN: text.regex(
    /^[A-Za-z0-9.-]+(:\d+)?$/,
    'must be a host name such as my-project.firebaseapp.com',
  ),
  VITE_FIREBASE_PROJECT_ID: text.regex(
    /^[a-z0-9-]{4,40}$/,
    'must be a Firebase project id (lower-case letters, digits, "-")',
  ),
  VITE_FIREBASE_STORAGE_BUCKET: text,
  VITE_FIREBASE_APP_ID: text,
  VITE_FIREBASE_MESSAGING_SENDER_ID: text.optional(),
  VITE_FIREBASE_FUNCTIONS_REGION: text
    .regex(/^[a-z]+-[a-z]+\d+$/, 'must be a region such as europe-west1')
    .optional(),
  VITE_FIREBASE_EMULATORS: z.enum(['0', '1', 'true', 'false']).optional(),
  VITE_FIREBASE_AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  VITE_FIREBASE_FIRESTORE_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  VITE_FIREBASE_STORAGE_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  VITE_FIREBASE_APPCHECK_SITE_KEY: text
    .regex(/^[A-Za-z0-9_-]{10,100}$/, 'must be a reCAPTCHA site key')
    .optional(),
});

const REQUIRED_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

/** Empty strings count as unset (a copied .env.example with blank values stays in local mode). */
function definedEntries(env: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('VITE_FIREBASE_') && !(typeof value === 'string' && value.trim() === ''))
      out[key] = value;
  }
  return out;
}

/**
 * Reads the mode from an env object (import.meta.env in the app). No VITE_FIREBASE_* value set
 * means local mode; a complete valid set means Firebase mode; anything in between is 'invalid'
 * with a one-line reason.
 */
export function readFirebaseMode(env: Readonly<Record<string, unknown>>): FirebaseMode {
  const values = definedEntries(env);
  if (!REQUIRED_KEYS.some((key) => key in values)) return { mode: 'local' };
  const parsed = envSchema.safeParse(values);
  if (!parsed.success)
    return {
      mode: 'invalid',
      error: `Firebase settings are incomplete or invalid: ${describeZodError(parsed.error)}`,
    };
  const e = parsed.data;
  const config: FirebaseWebConfig = {
    apiKey: e.VITE_FIREBASE_API_KEY,
    authDomain: e.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: e.VITE_FIREBASE_PROJECT_ID,
    storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET,
    appId: e.VITE_FIREBASE_APP_ID,
    ...(e.VITE_FIREBASE_MESSAGING_SENDER_ID
      ? { messagingSenderId: e.VITE_FIREBASE_MESSAGING_SENDER_ID }
      : {}),
  };
  const useEmulators = e.VITE_FIREBASE_EMULATORS === '1' || e.VITE_FIREBASE_EMULATORS === 'true';
  const ports = {
    ...(e.VITE_FIREBASE_AUTH_EMULATOR_PORT ? { auth: e.VITE_FIREBASE_AUTH_EMULATOR_PORT } : {}),
    ...(e.VITE_FIREBASE_FIRESTORE_EMULATOR_PORT
      ? { firestore: e.VITE_FIREBASE_FIRESTORE_EMULATOR_PORT }
      : {}),
    ...(e.VITE_FIREBASE_STORAGE_EMULATOR_PORT ? { storage: e.VITE_FIREBASE_STORAGE_EMULATOR_PORT } : {}),
  };
  return {
    mode: 'firebase',
    settings: {
      config,
      functionsRegion: e.VITE_FIREBASE_FUNCTIONS_REGION ?? 'us-central1',
      useEmulators,
      ...(Object.keys(ports).length > 0 ? { emulatorPorts: ports } : {}),
      ...(e.VITE_FIREBASE_APPCHECK_SITE_KEY ? { appCheckSiteKey: e.VITE_FIREBASE_APPCHECK_SITE_KEY } : {}),
    },
  };
}
