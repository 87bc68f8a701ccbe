/** Collection reads and writes through the TrackStore port, refreshing the collections query. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '../../../data';
import { useTrackStore } from '../../../lib/store-context';
import { collectionsQuery, trackKeys } from '../../../lib/track-queries';

/** Longest collection name accepted. */
export const MAX_COLLECTION_NAME = 100;

const EMPTY: Collection[] = [];

export function useCollections() {
  const store = useTrackStore();
  const query = useQuery(collectionsQuery(store));
  const collections = query.data ?? EMPTY;
  return { query, collections };
}

export function useCollectionMutations() {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trackKeys.collections() });
  const create = useMutation({ mutationFn: (name: string) => store.createCollection(name), onSettled });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => store.renameCollection(id, name),
    onSettled,
  });
  const remove = useMutation({ mutationFn: (id: string) => store.deleteCollection(id), onSettled });
  const addTracks = useMutation({
    mutationFn: ({ id, trackIds }: { id: string; trackIds: readonly string[] }) =>
      store.addToCollection(id, trackIds),
    onSettled,
  });
  const removeTracks = useMutation({
    mutationFn: ({ id, trackIds }: { id: string; trackIds: readonly string[] }) =>
      store.removeFromCollection(id, trackIds),
    onSettled,
  });
  return { create, rename, remove, addTracks, removeTracks };
}

/** A trimmed, length-limited name, or null when nothing is left. */
export function cleanCollectionName(name: string): string | null {
  const t = name.trim().slice(0, MAX_COLLECTION_NAME);
  return t.length > 0 ? t : null;
}
