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
setGlobalOptions({ region: process.env.GPX_FUNCTIONS_REGION ?? 'us-central1', maxInstances: 10 });

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

export const deleteAccountData = onCall({ memory: '512MiB', timeoutSeconds: 540 }, (request) =>
  run('deleteAccountData', () => deleteAccountDataHandler(toRequest(request), adminAccountDataPort())),
);

export const rebuildHeatIndex = onCall({ memory: '2GiB', timeoutSeconds: 540 }, (request) =>
  run('rebuildHeatIndex', () => rebuildHeatIndexHandler(toRequest(request), adminHeatIndexPort())),
);
