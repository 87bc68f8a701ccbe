/**
 * Cloud Functions wiring (thin): callable triggers -> pure handlers (./handlers) over Admin SDK
 * ports (./admin-ports). CallableError becomes HttpsError with the same code; anything unexpected is
 * logged and becomes 'internal'. Excluded from the root typecheck and lint; see functions/tsconfig.json.
 */
import { initializeApp } from 'firebase-admin/app';
import { logger, setGlobalOptions } from 'firebase-functions/v2';
import {
  HttpsError,
  onCall,
  type CallableRequest as FirebaseCallableRequest,
} from 'firebase-functions/v2/https';
import { adminAccountDataPort, adminHeatIndexPort } from './admin-ports';
import { CallableError, type CallableRequest } from './handlers/callable';
import { deleteAccountData as deleteAccountDataHandler } from './handlers/delete-account-data';
import { rebuildHeatIndex as rebuildHeatIndexHandler } from './handlers/rebuild-heat-index';

initializeApp();
setGlobalOptions({ region: process.env.GPX_FUNCTIONS_REGION ?? 'us-central1', maxInstances: 5 });

/**
 * Every callable: App Check enforced (only the app, not a script with a stolen ID token, can call;
 * the app sends App Check tokens when VITE_FIREBASE_APPCHECK_SITE_KEY is configured, see README),
 * and few instances, so abuse is bounded in money as well as by the per-user rate limits inside.
 */
const CALLABLE = { enforceAppCheck: true } as const;

function toRequest(request: FirebaseCallableRequest): CallableRequest {
  return { auth: request.auth ? { uid: request.auth.uid } : null, data: request.data as unknown };
}

async function run<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CallableError) throw new HttpsError(error.code, error.message);
    logger.error(`${name} failed`, error);
    throw new HttpsError('internal', `${name} failed unexpectedly; the details are in the function logs.`);
  }
}

export const deleteAccountData = onCall(
  { ...CALLABLE, memory: '256MiB', timeoutSeconds: 300, maxInstances: 3 },
  (request) =>
    run('deleteAccountData', () => deleteAccountDataHandler(toRequest(request), adminAccountDataPort())),
);

// Memory: see the budget at the top of handlers/rebuild-heat-index.ts.
export const rebuildHeatIndex = onCall(
  { ...CALLABLE, memory: '1GiB', timeoutSeconds: 300, maxInstances: 5 },
  (request) =>
    run('rebuildHeatIndex', () => rebuildHeatIndexHandler(toRequest(request), adminHeatIndexPort())),
);
