/**
 * The read-only page of one activity: reads its stored line and chart and builds the snapshot with
 * the person's privacy zones applied (domain/share/shared-page.ts).
 */
import type { TrackStore } from '../../data';
import type { PrivacyZone } from '../../domain/privacy/zones';
import { buildSharedActivity, type SharedActivityPage } from '../../domain/share/shared-page';
import type { TrackSummary } from '../../domain/stats/types';

export async function sharedActivityPage(
  store: TrackStore,
  summary: TrackSummary,
  zones: readonly PrivacyZone[],
  title: string,
): Promise<SharedActivityPage> {
  const products = await store.getProducts(summary.id);
  if (!products)
    throw new Error('The activity’s map and chart are not stored, so there is nothing to share.');
  return buildSharedActivity(summary, products, zones, title);
}
