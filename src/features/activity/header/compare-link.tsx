/**
 * "Compare with…": opens /compare?ids=<this id> (the compare page adds the others), keeping the
 * global filter params of the current URL. A real link (open in a new tab works); a plain click
 * navigates client-side.
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { buttonClassName } from '../../../components/button';
import { SHARED_FILTER_SEARCH_KEYS } from '../../../domain/filters';
import { useHrefFor } from '../../../lib/use-href-for';

export function CompareLink({ id }: { id: string }) {
  const router = useRouter();
  const hrefFor = useHrefFor();
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const kept = Object.fromEntries(
    SHARED_FILTER_SEARCH_KEYS.filter((k) => search[k] !== undefined).map((k) => [k, search[k]]),
  );
  const href = hrefFor('/compare', { ...kept, ids: id });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={onClick} className={buttonClassName('secondary')}>
      Compare with…
    </a>
  );
}
