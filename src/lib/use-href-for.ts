/**
 * App-internal hrefs with search params, serialised the router's way (its stringifySearch), so a
 * link written here reads back exactly as the router would have written it. Undefined params are
 * left out: undefined means "no such param".
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** An app-internal href: `pathname` followed by these search params. */
export type HrefFor = (pathname: string, search: Record<string, unknown>) => string;

/** Pure: `pathname` plus `search` (undefined values dropped) serialised by `stringifySearch`. */
export function buildHref(
  stringifySearch: (search: Record<string, unknown>) => string,
  pathname: string,
  search: Record<string, unknown>,
): string {
  const defined = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
  return `${pathname}${stringifySearch(defined)}`;
}

/** hrefFor bound to the current router (stable while the router is). */
export function useHrefFor(): HrefFor {
  const router = useRouter();
  return useCallback(
    (pathname: string, search: Record<string, unknown>) =>
      buildHref(router.options.stringifySearch, pathname, search),
    [router],
  );
}
