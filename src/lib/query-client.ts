import { QueryClient } from '@tanstack/react-query';

/**
 * Stored data changes only through this app (imports, edits, deletes) and every such change
 * invalidates ['tracks'], so cached reads stay fresh for a long time and are not refetched on focus.
 */
export const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: 1,
      },
      mutations: { retry: 0 },
    },
  });
}
