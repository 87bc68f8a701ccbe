/**
 * The search params every page shares (the filter bar of src/domain/filters): the root route's
 * validateSearch is composed here. Every field is optional, so links need no search and bad values
 * fall back; GLOBAL_SEARCH_KEYS are retained by every <Link>/navigate (root search middleware), so
 * the filters follow the user from page to page.
 */
import { z } from '../domain/zod';
import { SHARED_FILTER_SEARCH_KEYS, sharedFilterSearchSchema } from '../domain/filters';
import { parseSearchLeniently } from '../lib/search-params';

export const globalSearchSchema = z.object({ ...sharedFilterSearchSchema.shape });

export type GlobalSearch = z.output<typeof globalSearchSchema>;

export const GLOBAL_SEARCH_KEYS: (keyof GlobalSearch)[] = [...SHARED_FILTER_SEARCH_KEYS];

/** validateSearch of the root route: never throws, invalid fields fall back to their defaults. */
export function validateGlobalSearch(raw: Record<string, unknown>): GlobalSearch {
  return parseSearchLeniently(globalSearchSchema, raw);
}
