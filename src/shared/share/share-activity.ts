/**
 * Makes a read-only link of one activity: reads its stored line and chart, builds the snapshot with
 * the person's privacy zones applied (domain/share/shared-page.ts) and stores it through the port.
 */
import { SharingNeedsAccountError, type ShareEntry, type TrackStore } from '../../data';
import type { PrivacyZone } from '../../domain/privacy/zones';
import { buildSharedActivity } from '../../domain/share/shared-page';
import type { TrackSummary } from '../../domain/stats/types';

export async function shareActivity(
  store: TrackStore,
  summary: TrackSummary,
  zones: readonly PrivacyZone[],
  title: string,
): Promise<ShareEntry> {
  if (!store.shares?.available) throw new SharingNeedsAccountError();
  const products = await store.getProducts(summary.id);
  if (!products)
    throw new Error('The activity’s map and chart are not stored, so there is nothing to share.');
  return store.shares.createShare(buildSharedActivity(summary, products, zones, title), summary.id);
}
