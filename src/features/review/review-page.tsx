/**
 * /review/$year: the year in review of every stored activity (the global filter does not apply):
 * totals and their change from the year before, highlights, the year's map, sports split, records
 * set that year, a calendar, and "Save as image" (a PNG of the page, rendered in the browser).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatCount } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery, summariesQuery } from '../../lib/track-queries';
import { loadWorld } from '../../components/map/geo/world-data';
import { WORLD_PALETTES } from '../../components/map/geo/world-style';
import { unionBounds } from '../../components/map/viewport';
import {
  Card,
  ReviewHighlights,
  ReviewRecords,
  ReviewSports,
  ReviewTotals,
  type ReviewLinks,
} from '../../shared/review/review-sections';
import { ReviewSharePanel } from './review-share';
import { IMAGE_SKIP, measureStep, preloadRenderer, saveElementAsPng, type ImageOverlay } from './save-image';
import { drawnPaths, drawYearMapImage, yearImageProjection } from './year-map-image';
import { reviewFigures, reviewYears, yearReview } from './year-review';
import { YearTilesCard } from './year-tiles-card';
import './review.css';

const route = getRouteApi('/review/$year');

function ActivityLink({ s }: { s: TrackSummary }) {
  return (
    <Link to="/activities/$id" params={{ id: s.id }}>
      {s.name}
    </Link>
  );
}

// deck.gl and Recharts load only with the page's content.
const YearMap = lazy(() => import('./year-map').then((m) => ({ default: m.YearMap })));
const CalendarHeatmap = lazy(() =>
  import('../../components/calendar-heatmap').then((m) => ({ default: m.CalendarHeatmap })),
);

function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status">
      Loading {what}…
    </p>
  );
}

function YearNav({ year, years }: { year: number; years: readonly number[] }) {
  const older = years.find((y) => y < year);
  const newer = [...years].reverse().find((y) => y > year);
  return (
    <nav aria-label="Other years" className="cluster" {...IMAGE_SKIP}>
      {older !== undefined ? (
        <Link to="/review/$year" params={{ year: String(older) }} className={buttonClassName('secondary')}>
          ← {older}
        </Link>
      ) : null}
      {newer !== undefined ? (
        <Link to="/review/$year" params={{ year: String(newer) }} className={buttonClassName('secondary')}>
          {newer} →
        </Link>
      ) : null}
    </nav>
  );
}

/** The element of the year's map in the page (year-map.tsx marks it), or null before it shows. */
const mapElementIn = (page: HTMLElement) => page.querySelector<HTMLElement>('[data-image-map]');

/**
 * The year's map for the saved image, drawn on its canvas (year-map-image.ts) from the year's
 * paths (the page map's query: its cached answer, however old, since every change of the stored
 * tracks invalidates it) and the bundled world, fitted to every track of the year.
 */
function useMapOverlay(rows: readonly TrackSummary[]): (page: HTMLElement) => Promise<ImageOverlay[]> {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  const { privacyZones, resolvedTheme, units } = useSettings();
  return async (page) => {
    const element = mapElementIn(page);
    if (!element) return [];
    const ids = rows.map((s) => s.id);
    const [stored, world] = await Promise.all([
      queryClient.ensureQueryData(pathsQuery(store, ids)),
      loadWorld().catch(() => null),
    ]);
    const paths = drawnPaths(ids, stored, privacyZones);
    const fallback = unionBounds(rows.map((s) => s.bounds));
    const palette = WORLD_PALETTES[resolvedTheme];
    const { fontFamily } = getComputedStyle(page);
    const textColor = getComputedStyle(page).getPropertyValue('--color-text-muted').trim() || undefined;
    const draw: ImageOverlay['draw'] = (ctx, width, height) =>
      drawYearMapImage(ctx, {
        paths,
        world,
        palette,
        fontFamily,
        textColor,
        units,
        projection: yearImageProjection(paths, width, height, fallback),
      });
    return [{ element, draw }];
  };
}

function SaveImageButton(props: {
  target: RefObject<HTMLElement | null>;
  year: number;
  rows: readonly TrackSummary[];
}) {
  const { target, year, rows } = props;
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });
  useEffect(preloadRenderer, []);
  const mapOverlay = useMapOverlay(rows);
  const save = async () => {
    const page = target.current;
    if (!page) return;
    setState({ busy: true, message: 'Rendering the image…' });
    try {
      const started = performance.now();
      const overlays = await mapOverlay(page);
      measureStep('data', started);
      const fileName = `year-in-review-${year}.png`;
      const bytes = await saveElementAsPng(page, fileName, overlays);
      setState({ busy: false, message: `Saved ${fileName} (${Math.round(bytes / 1024)} KB).` });
    } catch (error) {
      setState({ busy: false, message: `Could not save the image: ${errorMessage(error)}` });
    }
  };
  return (
    <span className="cluster" {...IMAGE_SKIP}>
      <Button variant="primary" disabled={state.busy} onClick={() => void save()}>
        Save as image
      </Button>
      <span className="muted review-save-status" role="status">
        {state.message}
      </span>
    </span>
  );
}

export function ReviewPage() {
  const { year: param } = route.useParams();
  const year = Number(param);
  const store = useTrackStore();
  const { units } = useSettings();
  const summaries = useQuery(summariesQuery(store));
  const pageRef = useRef<HTMLDivElement>(null);
  const title = `${param} in review`;

  if (!Number.isInteger(year)) {
    return (
      <EmptyState title="Not a year" headingLevel={1}>
        <p>“{param}” is not a year. Pick a year from the Overview’s calendar.</p>
      </EmptyState>
    );
  }
  if (summaries.isPending) return <PageHeader title={title} description="Loading…" />;
  if (summaries.isError) return <ErrorPanel error={summaries.error} title="Could not read your activities" />;
  return (
    <div ref={pageRef} className="review-page">
      <YearReviewView
        year={year}
        all={summaries.data}
        units={units}
        actions={(rows) => <SaveImageButton target={pageRef} year={year} rows={rows} />}
      />
    </div>
  );
}

interface ViewProps {
  year: number;
  all: TrackSummary[];
  units: UnitSystem;
  /** The header's actions for the year's activities (Save as image). */
  actions: (rows: TrackSummary[]) => ReactNode;
}

function YearReviewView({ year, all, units, actions }: ViewProps) {
  const years = useMemo(() => reviewYears(all), [all]);
  const review = useMemo(() => yearReview(all, year), [all, year]);
  const figures = useMemo(() => reviewFigures(review), [review]);
  const links = useMemo<ReviewLinks>(
    () => ({
      longest: review.longest ? <ActivityLink s={review.longest} /> : null,
      highest: review.highest ? <ActivityLink s={review.highest} /> : null,
      records: review.records.map((r) => <ActivityLink key={r.activity.id} s={r.activity} />),
    }),
    [review],
  );
  const [sharing, setSharing] = useState(false);
  const header = (
    <PageHeader
      eyebrow="Year in review"
      title={String(year)}
      description={
        review.rows.length > 0
          ? `${formatCount(review.rows.length, 'activity', 'activities')} in ${year}.`
          : `No activities in ${year}.`
      }
      actions={
        <>
          <YearNav year={year} years={years} />
          {review.rows.length > 0 ? (
            <>
              {actions(review.rows)}
              <span {...IMAGE_SKIP}>
                <Button onClick={() => setSharing((v) => !v)} aria-expanded={sharing}>
                  Share
                </Button>
              </span>
            </>
          ) : null}
        </>
      }
    />
  );
  if (review.rows.length === 0) {
    return (
      <>
        {header}
        <EmptyState headingLevel={2} title={`Nothing recorded in ${year}`}>
          <p>
            {years.length > 0
              ? `Your activities are from ${years.at(-1)} to ${years[0]}.`
              : 'Import some activities first.'}{' '}
            <Link to="/">Back to the Overview</Link>
          </p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {header}
      <div className="stack">
        {sharing ? (
          <div {...IMAGE_SKIP}>
            <ReviewSharePanel figures={figures} rows={review.rows} />
          </div>
        ) : null}
        <ReviewTotals review={figures} units={units} />
        <div className="columns-2">
          <ReviewHighlights review={figures} units={units} links={links} />
          <ReviewSports review={figures} units={units} />
        </div>
        <Card title="Map">
          <Suspense fallback={<Loading what="the map" />}>
            <YearMap rows={review.rows} year={year} />
          </Suspense>
        </Card>
        <Suspense fallback={<Loading what="the calendar" />}>
          <CalendarHeatmap rows={review.rows} units={units} year={year} />
        </Suspense>
        <div className="columns-2">
          <ReviewRecords review={figures} links={links} />
          <YearTilesCard rows={review.rows} year={year} />
        </div>
      </div>
    </>
  );
}
