/**
 * /routes (issue 41): the routes, on their own list and map. A route is a planned route (GPX
 * <rte>, a FIT course) or a track without a single timestamp (domain/sanity/history.ts): kept and
 * mapped here, counted in no total, record, tile, Eddington number or review. Each can be opened,
 * shown alone on the map, or turned into an activity (the person's choice, kept over a recompute).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { TableScroll } from '../../components/table-scroll';
import { isRoute, withEdited } from '../../domain/sanity/history';
import type { TrackSummary } from '../../domain/stats/types';
import { formatActivityDate, formatCount, formatDistance, formatElevation } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery, useUpdateSummary } from '../../lib/track-queries';
import './routes.css';

// deck.gl and MapLibre load only with the page's content.
const RoutesMap = lazy(() => import('./routes-map').then((m) => ({ default: m.RoutesMap })));

const byName = (a: TrackSummary, b: TrackSummary) =>
  a.name.localeCompare(b.name, undefined, { numeric: true }) || a.id.localeCompare(b.id);

function RoutesTable({
  routes,
  picked,
  onPick,
}: {
  routes: readonly TrackSummary[];
  picked: string | null;
  onPick: (id: string | null) => void;
}) {
  const { units } = useSettings();
  const update = useUpdateSummary();
  const turn = (s: TrackSummary) =>
    update.mutate({
      id: s.id,
      patch: { kind: 'activity', editedFields: withEdited(s.editedFields, 'kind') },
    });
  return (
    <>
      <TableScroll>
        <table className="data-table routes-table">
          <caption className="visually-hidden">Routes</caption>
          <thead>
            <tr>
              <th scope="col">Route</th>
              <th scope="col" className="num">
                Distance
              </th>
              <th scope="col" className="num">
                Climb
              </th>
              <th scope="col" className="routes-table__wide">
                File
              </th>
              <th scope="col" className="routes-table__wide">
                Imported
              </th>
              <th scope="col" className="routes-table__wide">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {routes.map((s) => (
              <tr key={s.id} aria-selected={s.id === picked}>
                <th scope="row">
                  <Link to="/activities/$id" params={{ id: s.id }}>
                    {s.name || s.fileName}
                  </Link>
                </th>
                <td className="num">{formatDistance(s.distanceM, units)}</td>
                <td className="num">{formatElevation(s.elevationGainM, units)}</td>
                <td className="routes-table__wide routes-table__file">{s.fileName}</td>
                <td className="routes-table__wide">{formatActivityDate(s.importedAt, null)}</td>
                <td className="routes-table__wide">
                  <span className="routes-table__actions">
                    <Button
                      variant="ghost"
                      aria-pressed={s.id === picked}
                      onClick={() => onPick(s.id === picked ? null : s.id)}
                    >
                      {s.id === picked ? 'Show all' : 'Show on map'}
                    </Button>
                    <Button variant="ghost" busy={update.isPending} onClick={() => turn(s)}>
                      Turn into an activity
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {update.isError ? <p role="alert">Could not save: {errorMessage(update.error)}</p> : null}
    </>
  );
}

export function RoutesPage() {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const routes = useMemo(() => (summaries.data ?? []).filter(isRoute).sort(byName), [summaries.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const picked = chosen !== null && routes.some((s) => s.id === chosen) ? chosen : null;
  const description =
    'Planned routes, courses and tracks without times: kept and mapped here, never counted in totals, ' +
    'records, explorer tiles, the Eddington number or the review.';

  if (summaries.isPending) return <PageHeader title="Routes" description="Loading…" />;
  if (summaries.isError) return <ErrorPanel error={summaries.error} title="Could not read your routes" />;
  if (routes.length === 0) {
    return (
      <>
        <PageHeader title="Routes" description={description} />
        <EmptyState headingLevel={2} title="No routes">
          <p>
            A GPX file of planned routes, a FIT course or a track without timestamps is kept here when you{' '}
            <Link to="/import">import</Link> it.
          </p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Routes" description={description} />
      <div className="stack">
        <section className="card" aria-labelledby="routes-map-title">
          <h2 className="card__title" id="routes-map-title">
            {formatCount(routes.length, 'route', 'routes')}
          </h2>
          <Suspense fallback={<p className="muted">Loading the map…</p>}>
            <RoutesMap routes={routes} picked={picked} />
          </Suspense>
        </section>
        <section className="card" aria-labelledby="routes-list-title">
          <h2 className="card__title" id="routes-list-title">
            Your routes
          </h2>
          <RoutesTable routes={routes} picked={picked} onPick={setChosen} />
        </section>
      </div>
    </>
  );
}
