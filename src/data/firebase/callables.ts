/**
 * The callable Cloud Functions from the browser. Results are parsed with zod (a function from
 * another version cannot hand the UI a wrong shape); errors become one line of plain words.
 */
import { httpsCallable, type Functions } from 'firebase/functions';
import type { z } from '../../domain/zod';
import { describeZodError } from '../schemas';
import { errorCode } from './error-code';
import {
  DELETE_ACCOUNT_DATA,
  DELETE_CONFIRMATION,
  REBUILD_HEAT_INDEX,
  deleteAccountDataResultSchema,
  rebuildHeatIndexResultSchema,
  type DeleteAccountDataResult,
  type RebuildHeatIndexResult,
} from './callable-contract';

export interface Callables {
  deleteAccountData(): Promise<DeleteAccountDataResult>;
  rebuildHeatIndex(): Promise<RebuildHeatIndexResult>;
}

const FRIENDLY: Record<string, string> = {
  'functions/unavailable':
    'The cloud functions cannot be reached (offline?). Try again when the network is back.',
  'functions/unauthenticated': 'Sign in again, then retry.',
  'functions/not-found':
    'This function is not deployed in the Firebase project (run `firebase deploy --only functions`).',
};

export function describeCallableError(name: string, error: unknown): Error {
  const code = errorCode(error) ?? '';
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new Error(`${name}: ${FRIENDLY[code] ?? detail}`);
}

function call<T>(functions: Functions, name: string, schema: z.ZodType<T>, data: unknown): Promise<T> {
  return httpsCallable(
    functions,
    name,
  )(data).then(
    (result) => {
      const parsed = schema.safeParse(result.data);
      if (!parsed.success)
        throw new Error(`${name} answered in an unexpected shape: ${describeZodError(parsed.error)}`);
      return parsed.data;
    },
    (error: unknown) => {
      throw describeCallableError(name, error);
    },
  );
}

export function createCallables(functions: Functions): Callables {
  return {
    deleteAccountData: () =>
      call(functions, DELETE_ACCOUNT_DATA, deleteAccountDataResultSchema, { confirm: DELETE_CONFIRMATION }),
    rebuildHeatIndex: () => call(functions, REBUILD_HEAT_INDEX, rebuildHeatIndexResultSchema, {}),
  };
}
