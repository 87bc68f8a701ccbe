/**
 * Moving local activities to the cloud: a pure function over two TrackStore ports (local -> Firebase
 * in the app; any two stores in tests).
 *
 * - No duplicates: ids are content hashes, so an activity already in the target is skipped (checked
 *   in bulk with existingIds before copying, and again by putActivity itself).
 * - Resumable: stopping (signal, closed tab, lost network) loses nothing; running it again copies
 *   only what is still missing.
 * - Collections are matched by name (the port creates collection ids itself): a collection already in
 *   the target gains the missing members, others are created.
 * - One activity failing (e.g. a corrupt local piece) is reported and the rest carry on.
 */
import type { ActivityRecord, Collection, TrackStore } from '../../track-store';

export interface MoveProgress {
  total: number;
  /** Activities handled so far (copied, already there or failed). */
  done: number;
  copied: number;
  alreadyThere: number;
  failed: { id: string; name: string; error: string }[];
}

export interface MoveReport extends MoveProgress {
  /** False when the signal stopped the run before every activity was handled. */
  complete: boolean;
  collectionsCreated: number;
}

export interface MoveOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Readonly<MoveProgress>) => void;
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

async function readRecord(from: TrackStore, id: string): Promise<ActivityRecord> {
  const [summary, track, products, original] = await Promise.all([
    from.getSummary(id),
    from.getTrack(id),
    from.getProducts(id),
    from.getOriginal(id),
  ]);
  const missing = [
    !summary && 'summary',
    !track && 'track',
    !products && 'view products',
    !original && 'original file',
  ].filter(Boolean);
  if (!summary || !track || !products || !original)
    throw new Error(`the local copy has no ${missing.join(', ')}`);
  return { summary, track, products, original: original.bytes };
}

async function moveCollections(
  from: TrackStore,
  to: TrackStore,
  copiedIds: ReadonlySet<string>,
): Promise<number> {
  const source = await from.listCollections();
  if (source.length === 0) return 0;
  const existing = await to.listCollections();
  const byName = new Map<string, Collection>(existing.map((c) => [c.name, c]));
  const byId = new Map<string, Collection>(existing.map((c) => [c.id, c]));
  let created = 0;
  for (const c of source) {
    let target = byId.get(c.id) ?? byName.get(c.name);
    if (!target) {
      // The same id: a collection the app finds by id (the demo set) stays found in the cloud.
      target = await to.createCollection(c.name, c.id);
      byName.set(c.name, target);
      created += 1;
    }
    const members = c.trackIds.filter((id) => copiedIds.has(id) && !target.trackIds.includes(id));
    if (members.length > 0) await to.addToCollection(target.id, members);
  }
  return created;
}

/** Copies every activity (and collection) of `from` that `to` lacks. */
export async function moveToCloud(
  from: TrackStore,
  to: TrackStore,
  options: MoveOptions = {},
): Promise<MoveReport> {
  const summaries = await from.listSummaries();
  const present = await to.existingIds(summaries.map((s) => s.id));
  const progress: MoveProgress = {
    total: summaries.length,
    done: present.size,
    copied: 0,
    alreadyThere: present.size,
    failed: [],
  };
  options.onProgress?.({ ...progress });
  const inTarget = new Set(present);
  for (const summary of summaries) {
    if (options.signal?.aborted) break;
    if (present.has(summary.id)) continue;
    try {
      const result = await to.putActivity(await readRecord(from, summary.id));
      if (result === 'added') progress.copied += 1;
      else progress.alreadyThere += 1;
      inTarget.add(summary.id);
    } catch (error) {
      progress.failed.push({ id: summary.id, name: summary.name, error: message(error) });
    }
    progress.done += 1;
    options.onProgress?.({ ...progress, failed: [...progress.failed] });
  }
  const complete = progress.done === progress.total;
  const collectionsCreated = complete ? await moveCollections(from, to, inTarget) : 0;
  return { ...progress, complete, collectionsCreated };
}
