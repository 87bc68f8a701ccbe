/**
 * The callable Cloud Functions from the browser. Results are parsed with zod (a function from
 * another version cannot hand the UI a wrong shape); errors become one line of plain words
 * (callable-errors.ts).
 */
import { httpsCallable, type Functions } from 'firebase/functions';
import type { z } from '../../domain/zod';
import { describeZodError } from '../schemas';
import { describeCallableError } from './callable-errors';
import {
  DELETE_ACCOUNT_DATA,
  DELETE_CONFIRMATION,
  REBUILD_HEAT_INDEX,
  deleteAccountDataResultSchema,
  rebuildHeatIndexResultSchema,
  type DeleteAccountDataResult,
  type RebuildHeatIndexResult,
} from './contract/callable-contract';

export interface Callables {
  deleteAccountData(): Promise<DeleteAccountDataResult>;
  rebuildHeatIndex(): Promise<RebuildHeatIndexResult>;
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
