/**
 * Keeps the person's totals in their groups current (issue 37): whenever their activities change
 * (an import, an edit, a delete: the summaries query gets new data), a few seconds later their
 * totals are written to each open group where they share totals, unless what was last written
 * this session is the same. Nothing happens in local mode or for someone in no group.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GroupStore } from '../../data';
import type { TrackSummary } from '../../domain/stats/types';
import { useTrackStore } from '../../lib/store-context';
import { trackKeys } from '../../lib/track-queries';
import { myTotals } from './group-queries';

/** How long after the last change the totals are written (an import changes the data many times). */
export const TOTALS_SYNC_DELAY_MS = 4000;

const SUMMARIES_KEY = JSON.stringify(trackKeys.summaries());

async function pushTotals(
  groups: GroupStore,
  summaries: readonly TrackSummary[],
  written: Map<string, string>,
) {
  const mine = await groups.listGroups();
  const totals = myTotals(summaries);
  const text = JSON.stringify(totals);
  for (const g of mine) {
    if (g.closed || !g.sharing.totals || written.get(g.id) === text) continue;
    await groups.putTotals(g.id, g.memberName, totals);
    written.set(g.id, text);
  }
}

export function GroupTotalsSync() {
  const store = useTrackStore();
  const client = useQueryClient();
  useEffect(() => {
    const groups = store.groups;
    if (!groups?.available) return;
    const written = new Map<string, string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (JSON.stringify(event.query.queryKey) !== SUMMARIES_KEY) return;
      const summaries = event.query.state.data as readonly TrackSummary[] | undefined;
      if (!summaries) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        pushTotals(groups, summaries, written).catch((error: unknown) =>
          console.warn(
            `Group totals could not be updated: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }, TOTALS_SYNC_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store, client]);
  return null;
}
