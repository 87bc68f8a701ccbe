/**
 * The page a read-only link opens (/shared/<id>), signed out or in: the shared activity's title,
 * sport, date, figures, map and charts, or a shared Curves page (shared-curves-view.tsx), Year
 * in review (shared-review-view.tsx) or segment (shared-segment-view.tsx), and
 * nothing else of its owner's; or, for a revoked link,
 * "no longer shared"; for an unknown one, "no page here". It reads only the link's document
 * (one read), through `open`.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MapViewState } from '../../components/map/viewport';
import { ErrorPanel } from '../../components/error-panel';
import { StatGrid, StatTile } from '../../components/stat-tile';
import type { OpenedShare } from '../../data';
import {
  formatActivityDateTime,
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPaceOrSpeed,
  summaryZone,
} from '../../lib/format';
import { useUnits } from '../../lib/settings';
import { SharedCharts } from './shared-chart';
import { SharedCurvesView } from './shared-curves-view';
import { SharedMapPending } from './shared-line-canvas';
import './share.css';

// The map's chunk (deck.gl, MapLibre) loads after the page has shown: its line is on a 2D canvas
// meanwhile (shared-line-canvas.tsx), so neither the figures nor the charts wait for it.
const SharedMap = lazy(() => import('./shared-map').then((m) => ({ default: m.SharedMap })));
// A shared year (its cards, calendar and map) loads only for a link to one.
const SharedReviewView = lazy(() =>
  import('./shared-review-view').then((m) => ({ default: m.SharedReviewView })),
);
const SharedSegmentView = lazy(() =>
  import('./shared-segment-view').then((m) => ({ default: m.SharedSegmentView })),
);

type State = { opened: OpenedShare } | { error: unknown } | null;

export function SharedPageView({ open }: { open: () => Promise<OpenedShare> }) {
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    let live = true;
    open().then(
      (opened) => live && setState({ opened }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [open]);
  return (
    <main className="share-page" id="main">
      {state === null ? (
        <p role="status">Opening the shared page…</p>
      ) : 'error' in state ? (
        <ErrorPanel title="The shared page could not be opened" error={state.error} />
      ) : (
        <Opened opened={state.opened} />
      )}
      <p className="share-page__foot">
        A read-only page shared from a GPS activity dashboard. Its owner can stop sharing it at any time.
      </p>
    </main>
  );
}

function Opened({ opened }: { opened: OpenedShare }) {
  const units = useUnits();
  const [firstView, setFirstView] = useState<MapViewState | null>(null);
  if (opened.state === 'revoked')
    return (
      <section className="share-page__gone">
        <h1>No longer shared</h1>
        <p>Its owner stopped sharing this page. Nothing of it is kept behind this link.</p>
      </section>
    );
  if (opened.state === 'missing')
    return (
      <section className="share-page__gone">
        <h1>No page here</h1>
        <p>No shared page has this address. Check the link you were sent.</p>
      </section>
    );
  const { page } = opened;
  if (page.kind === 'curves') return <SharedCurvesView page={page} createdAt={opened.createdAt} />;
  if (page.kind === 'review' || page.kind === 'segment')
    return (
      <Suspense fallback={<p role="status">Opening the shared page…</p>}>
        {page.kind === 'review' ? (
          <SharedReviewView page={page} createdAt={opened.createdAt} />
        ) : (
          <SharedSegmentView page={page} createdAt={opened.createdAt} />
        )}
      </Suspense>
    );
  const f = page.figures;
  const zone = summaryZone(page);
  return (
    <article className="share-page__body" aria-labelledby="shared-title">
      <header className="share-page__header">
        <p className="page-header__eyebrow">
          <span className="badge">{page.sport}</span> {formatActivityDateTime(page.startTime, zone)}
        </p>
        <h1 id="shared-title" className="page-header__title page-header__title--text">
          <bdi>{page.title}</bdi>
        </h1>
        <p className="share-page__note">Read-only shared activity</p>
      </header>
      <StatGrid label="Figures">
        <StatTile label="Distance" value={formatDistance(f.distanceM, units)} />
        <StatTile label="Moving time" value={formatDuration(f.movingS)} />
        <StatTile label="Elapsed time" value={formatDuration(f.elapsedS)} />
        <StatTile label="Ascent" value={formatElevation(f.elevationGainM, units)} />
        <StatTile label="Average" value={formatPaceOrSpeed(f.avgSpeedMps, page.sport, units)} />
        {f.avgHr !== null ? (
          <StatTile label="Average heart rate" value={formatInteger(f.avgHr, ' bpm')} />
        ) : null}
      </StatGrid>
      <div className="share-page__map">
        <Suspense fallback={<SharedMapPending path={page.path} onView={setFirstView} />}>
          <SharedMap path={page.path} label={`Map of ${page.title}`} firstView={firstView} />
        </Suspense>
      </div>
      <SharedCharts profile={page.profile} units={units} />
    </article>
  );
}
