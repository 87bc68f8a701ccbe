/**
 * A shared Year in review (issue 37): the owner's year page as its cards draw it (totals and their
 * change, highlights, sports, the calendar, records set that year; shared/review) and the year's
 * lines on the map, with no activity named and no link to one. Loaded on demand by
 * shared-page-view.tsx (it brings the map's and the calendar's code).
 */
import { lazy, Suspense, useMemo } from 'react';
import { CalendarHeatmap } from '../../components/calendar-heatmap';
import { positionBounds } from '../../domain/heat/density';
import type { SharedReviewPage } from '../../domain/share/shared-review';
import { formatActivityDateTime, formatCount, formatElevation, formatInteger } from '../../lib/format';
import { useUnits } from '../../lib/settings';
import {
  Card,
  ReviewHighlights,
  ReviewRecords,
  ReviewSports,
  ReviewTotals,
} from '../../shared/review/review-sections';

const YearLinesMap = lazy(() =>
  import('../../shared/review/year-lines-map').then((m) => ({ default: m.YearLinesMap })),
);

export function SharedReviewView({ page, createdAt }: { page: SharedReviewPage; createdAt: number }) {
  const units = useUnits();
  const { figures: f, paths } = page;
  const bounds = useMemo(() => positionBounds(paths.lonLat), [paths]);
  const drawn = useMemo(() => [paths], [paths]);
  const positions = paths.lonLat.length >> 1;
  return (
    <article className="share-page__body" aria-labelledby="shared-title">
      <header className="share-page__header">
        <p className="page-header__eyebrow">
          <span className="badge">Year in review</span> shared {formatActivityDateTime(createdAt, null)}
        </p>
        <h1 id="shared-title" className="page-header__title page-header__title--text">
          <bdi>{page.title}</bdi>
        </h1>
        <p className="share-page__note">
          Read-only shared year: {formatCount(f.totals.count, 'activity', 'activities')} in {f.year}
        </p>
      </header>
      <ReviewTotals review={f} units={units} />
      <div className="columns-2">
        <ReviewHighlights review={f} units={units} />
        <ReviewSports review={f} units={units} />
      </div>
      <Card title="Map">
        <Suspense fallback={<p className="muted">Loading the map…</p>}>
          <YearLinesMap
            drawn={drawn}
            label={`Map of every activity in ${f.year}`}
            bounds={bounds}
            fitKey="all"
            refitOnResize
          />
        </Suspense>
        <p className="muted share-page__method" data-testid="review-map-method">
          Every line of the year, outside the owner’s privacy zones, simplified together to{' '}
          {formatInteger(positions)} positions (Douglas-Peucker,{' '}
          {page.toleranceM > 0
            ? `every line within ${formatElevation(page.toleranceM, units)} of the stored one`
            : 'nothing left out'}
          ).
        </p>
      </Card>
      <CalendarHeatmap days={f.days} units={units} year={f.year} />
      <ReviewRecords review={f} />
    </article>
  );
}
