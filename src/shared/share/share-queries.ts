/** Queries and mutations of read-only links (issue 37), for the activity page and Settings. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SharingNeedsAccountError, type SharedPage, type ShareEntry } from '../../data';
import type { PrivacyZone } from '../../domain/privacy/zones';
import type { TrackSummary } from '../../domain/stats/types';
import { useTrackStore } from '../../lib/store-context';
import { shareActivity } from './share-activity';

const SHARES_KEY = ['shares'] as const;

/** The person's links (none where the store cannot share). */
export function useShares() {
  const store = useTrackStore();
  return useQuery({
    queryKey: SHARES_KEY,
    queryFn: () => store.shares?.listShares() ?? Promise.resolve<ShareEntry[]>([]),
    enabled: store.shares?.available === true,
  });
}

export function useCreateShare() {
  const store = useTrackStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { summary: TrackSummary; zones: readonly PrivacyZone[]; title: string }) =>
      shareActivity(store, v.summary, v.zones, v.title),
    onSuccess: () => client.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}

/**
 * Shares a page built on this device (a Curves page: no track, so no privacy zone to apply);
 * `targetId` says which of the person's pages it shows (for curves, the channel).
 */
export function useCreatePageShare() {
  const store = useTrackStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { page: () => SharedPage; targetId: string }) => {
      if (!store.shares?.available) return Promise.reject(new SharingNeedsAccountError());
      return store.shares.createShare(v.page(), v.targetId);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}

export function useRevokeShare() {
  const store = useTrackStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      if (!store.shares) throw new Error('This store cannot share.');
      await store.shares.revokeShare(id);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}
