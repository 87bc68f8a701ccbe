/** Queries and mutations of read-only links (issue 37), for the share panels and Settings. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SharingNeedsAccountError, type SharedPage, type ShareEntry } from '../../data';
import { useTrackStore } from '../../lib/store-context';

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

/**
 * Shares a page built on this device (share-panel.tsx: each kind's builder applies the privacy
 * zones where its page holds positions); `targetId` says which of the person's pages it shows.
 */
export function useCreatePageShare() {
  const store = useTrackStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { page: () => SharedPage | Promise<SharedPage>; targetId: string }) => {
      const shares = store.shares;
      if (!shares?.available) throw new SharingNeedsAccountError();
      return shares.createShare(await v.page(), v.targetId);
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
