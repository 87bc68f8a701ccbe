/**
 * "Share a read-only link" of a Year in review (issue 37): the year's figures as the page shows
 * them (no activity named) and its map, every path with the privacy zones cut out on this device
 * and thinned to fit one shared page (domain/share/shared-review.ts). The form and the links are
 * shared/share/share-panel.tsx's.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TrackStore } from '../../data';
import type { PrivacyZone } from '../../domain/privacy/zones';
import {
  buildSharedReview,
  SHARED_REVIEW_POINTS,
  type ReviewFigures,
} from '../../domain/share/shared-review';
import type { TrackSummary } from '../../domain/stats/types';
import { formatCount, formatInteger } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';
import { SharePanel } from '../../shared/share/share-panel';

/** The year's page: its paths as the year's map read them (the same query, so no second read). */
async function sharedReview(
  client: QueryClient,
  store: TrackStore,
  figures: ReviewFigures,
  rows: readonly TrackSummary[],
  zones: readonly PrivacyZone[],
  title: string,
) {
  const ids = rows.map((s) => s.id);
  const stored = await client.fetchQuery(pathsQuery(store, ids));
  const paths = ids.flatMap((id) => {
    const p = stored.get(id);
    return p ? [p] : [];
  });
  return buildSharedReview(figures, paths, zones, title);
}

export function ReviewSharePanel({
  figures,
  rows,
}: {
  figures: ReviewFigures;
  rows: readonly TrackSummary[];
}) {
  const store = useTrackStore();
  const client = useQueryClient();
  const { privacyZones } = useSettings();
  const year = String(figures.year);
  return (
    <SharePanel
      intro={
        <>
          Anyone with the link sees this year’s totals, highlights, sports, records, calendar and map, signed
          out, and nothing else of yours: no activity’s name, file or note, no collection. The map holds the
          lines of your {formatCount(rows.length, 'activity', 'activities')}, simplified together to at most{' '}
          {formatInteger(SHARED_REVIEW_POINTS)} positions.{' '}
          {privacyZones.length > 0
            ? `Your ${formatCount(privacyZones.length, 'privacy zone is', 'privacy zones are')} applied: no line inside ${privacyZones.length === 1 ? 'it' : 'them'} leaves this device.`
            : 'You have no privacy zones: every line is shown whole, starts and ends included (Settings, Privacy zones).'}
        </>
      }
      defaultTitle={`My ${year} in review`}
      build={(title) => sharedReview(client, store, figures, rows, privacyZones, title)}
      targetId={year}
      shows={(e) => e.kind === 'review' && e.targetId === year}
      listLabel={`Links to ${year} in review`}
    />
  );
}
