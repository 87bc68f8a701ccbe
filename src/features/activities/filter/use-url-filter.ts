/**
 * The filter lives in the URL. This hook reads the current location's search params (validated
 * here with the shared schema, so the page does not depend on any one route's types) and writes
 * changes back through the router, keeping params the filter does not own.
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { fromSearch, parseFilterSearch, toSearch, type ActivityFilter } from '../../../domain/filters';
import { useHrefFor, type HrefFor } from '../../../lib/use-href-for';

export interface UrlFilter {
  filter: ActivityFilter;
  /** Writes the filter to the URL. replace: true keeps the history clean (typing). */
  setFilter: (next: ActivityFilter, options?: { replace?: boolean }) => void;
  /** An app-internal href with these search params, serialised the router's way. */
  hrefFor: HrefFor;
  /** Client-side navigation to an href built with hrefFor. */
  go: (href: string) => void;
  /**
   * The filter's search params that follow the user to other pages (all but the hand-picked
   * ids, which belong to the page they were picked for).
   */
  carried: Record<string, unknown>;
}

export function useUrlFilter(): UrlFilter {
  const router = useRouter();
  const rawSearch = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const filter = useMemo(() => fromSearch(parseFilterSearch(rawSearch)), [rawSearch]);

  const hrefFor = useHrefFor();

  const go = useCallback((href: string) => void router.navigate({ href }), [router]);

  // The new search as an object, each cleared param present as undefined: the root route's
  // retainSearchParams middleware keeps a filter param a navigation does not name (so filters
  // follow the person from page to page), and only an explicit undefined clears it. A navigation by
  // href names no param it leaves out, so a cleared filter (Everything, a sport unticked) came back.
  const setFilter = useCallback(
    (next: ActivityFilter, options?: { replace?: boolean }) =>
      void router.navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, ...toSearch(next) }),
        replace: options?.replace ?? false,
      }),
    [router],
  );

  const carried = useMemo(() => ({ ...toSearch(filter), ids: undefined }), [filter]);

  return useMemo(
    () => ({ filter, setFilter, hrefFor, go, carried }),
    [filter, setFilter, hrefFor, go, carried],
  );
}
