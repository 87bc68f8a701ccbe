/**
 * The one-time tidy-up of old per-part copies of logger files (data/shared-originals.ts
 * planOriginalLinks), run after the background recompute: once per store on this device, marked
 * done in localStorage. Running it again elsewhere is harmless (it finds nothing to free).
 */
import type { TrackStore } from '../../data';

/** localStorage key listing the stores (kind and database) already tidied on this device. */
export const LINKED_ORIGINALS_KEY = 'gpx-dashboard:originals-linked:v1';

type Linkable = Pick<TrackStore, 'kind' | 'localDbName' | 'linkSharedOriginals'>;

function doneList(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LINKED_ORIGINALS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Links the store's old copies unless done before; the number freed, or null when skipped. */
export async function linkOriginalsOnce(
  store: Linkable,
  storage: Storage | undefined = globalThis.localStorage,
): Promise<number | null> {
  const name = `${store.kind}:${store.localDbName ?? ''}`;
  if (storage && doneList(storage).includes(name)) return null;
  const freed = await store.linkSharedOriginals();
  storage?.setItem(LINKED_ORIGINALS_KEY, JSON.stringify([...doneList(storage), name]));
  return freed;
}
