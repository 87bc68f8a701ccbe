/**
 * The contract of the callable Cloud Functions, shared by the browser (callables.ts) and the
 * handlers (functions/src/handlers): names, inputs and results as zod schemas. No SDK here.
 */
import { z } from '../../../domain/zod';

export const DELETE_ACCOUNT_DATA = 'deleteAccountData';
export const REBUILD_HEAT_INDEX = 'rebuildHeatIndex';

/** The phrase the client must send, so a stray call cannot wipe an account. */
export const DELETE_CONFIRMATION = 'delete all my data';

export const deleteAccountDataInputSchema = z.strictObject({ confirm: z.literal(DELETE_CONFIRMATION) });
export const rebuildHeatIndexInputSchema = z.strictObject({});

const count = z.number().int().nonnegative();

export const deleteAccountDataResultSchema = z.object({ documentsDeleted: count, filesDeleted: count });
export const rebuildHeatIndexResultSchema = z.object({
  indexed: count,
  /** Entries re-derived with src/domain instead of read from products.bin. */
  recomputed: count,
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
  bytes: count,
});

export type DeleteAccountDataResult = z.infer<typeof deleteAccountDataResultSchema>;
export type RebuildHeatIndexResult = z.infer<typeof rebuildHeatIndexResultSchema>;
