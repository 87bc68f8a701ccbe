/**
 * The comparison lives in the URL: /compare?ids=a,b,c&baseline=b&x=time&crop=a:100-2100. This hook reads it (the
 * route validates it, see src/app/route-search.ts) and writes changes back through the router as
 * readable hrefs (ids comma-joined), keeping the other search params (the shared filters).
 */
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { formatCrops, parseCrops, type CropRange } from '../../domain/compare/crop';
import type { CompareAxis } from '../../domain/compare/types';
import { useHrefFor } from '../../lib/use-href-for';

const route = getRouteApi('/compare');

/** Longest comparison set written to a URL (the route keeps as many). */
export const MAX_SET_SIZE = 200;

export interface CompareUrlState {
  ids: string[];
  baseline: string | undefined;
  axis: CompareAxis;
  /** Parts compared instead of whole activities, by id (absent: the whole activity). */
  crops: ReadonlyMap<string, CropRange>;
}

export interface CompareUrl extends CompareUrlState {
  /** An href of the comparison with these changes. */
  hrefWith: (patch: Partial<CompareUrlState>) => string;
  /** Navigates to the comparison with these changes (replace: no new history entry). */
  update: (patch: Partial<CompareUrlState>, options?: { replace?: boolean }) => void;
}

export function useCompareUrl(): CompareUrl {
  const search = route.useSearch();
  const router = useRouter();
  const hrefFor = useHrefFor();
  const rawSearch = useLocation({ select: (l) => l.search as Record<string, unknown> });
  // The route keeps ids comma-joined (clean URLs), deduplicated and capped. The router also passes
  // through a param its schema dropped as invalid (e.g. ids=5 arrives as a number): check types.
  const rawIds: unknown = search.ids;
  const ids = useMemo(() => (typeof rawIds === 'string' && rawIds !== '' ? rawIds.split(',') : []), [rawIds]);
  const rawAxis: unknown = search.x;
  const axis: CompareAxis = rawAxis === 'time' ? 'time' : 'distance';
  const rawBaseline: unknown = search.baseline;
  const baseline = typeof rawBaseline === 'string' ? rawBaseline : undefined;
  const rawCrop: unknown = search.crop;
  const crops = useMemo(
    () => (typeof rawCrop === 'string' ? parseCrops(rawCrop, Infinity) : new Map<string, CropRange>()),
    [rawCrop],
  );

  const hrefWith = useCallback(
    (patch: Partial<CompareUrlState>) => {
      const next = { ids, baseline, axis, crops, ...patch };
      const unique = [...new Set(next.ids)].slice(0, MAX_SET_SIZE);
      const kept = new Map([...next.crops].filter(([id]) => unique.includes(id)));
      const params: Record<string, unknown> = {
        ...rawSearch,
        ids: unique.length > 0 ? unique.join(',') : undefined,
        baseline: next.baseline !== undefined && unique.includes(next.baseline) ? next.baseline : undefined,
        x: next.axis === 'distance' ? undefined : next.axis,
        crop: kept.size > 0 ? formatCrops(kept) : undefined,
      };
      return hrefFor('/compare', params);
    },
    [ids, baseline, axis, crops, rawSearch, hrefFor],
  );

  const update = useCallback(
    (patch: Partial<CompareUrlState>, options?: { replace?: boolean }) =>
      void router.navigate({ href: hrefWith(patch), replace: options?.replace ?? false }),
    [router, hrefWith],
  );

  return { ids, baseline, axis, crops, hrefWith, update };
}
