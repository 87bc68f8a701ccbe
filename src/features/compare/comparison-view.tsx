/** The comparison page once the summaries are read: header, controls, charts, map, table, multiples. */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatCount, pluralWord } from '../../lib/format';
import { useAfterPaint } from '../../lib/use-after-paint';
import { AddActivities } from './add-activities';
import { CompareCharts } from './chart/compare-charts';
import { CompareControls } from './compare-controls';
import { CompareCurves } from './compare-curves';
import { CompareTable } from './table/compare-table';
import { createCursorStore, CursorContext } from './chart/cursor-store';
import { colorAt, MAX_OVERLAID } from './palette';
import { SmallMultiples } from './chart/small-multiples';
import type { CompareUrl } from './use-compare-url';
import { useComparisonModel } from './use-comparison-model';
import { useSameRoute } from './use-same-route';

export interface ComparisonViewProps {
  url: CompareUrl;
  summaries: TrackSummary[];
  missing: string[];
  units: UnitSystem;
  addOpen: boolean;
  onToggleAdd: () => void;
}

/** deck.gl is heavy to start (WebGL context, shaders): its chunk loads once the charts are up. */
const CompareMap = lazy(() => import('./map/compare-map').then((m) => ({ default: m.CompareMap })));

export function ComparisonView(props: ComparisonViewProps) {
  const { url, summaries, missing, units } = props;
  const m = useComparisonModel(url.ids, summaries, url.baseline, url.axis, units, url.crops);
  const [cursor] = useState(createCursorStore);
  const [notice, setNotice] = useState<string | null>(null);
  const sameRoute = useSameRoute();
  const { update } = url;
  const urlIds = url.ids;

  const onBaseline = useCallback((id: string) => update({ baseline: id }, { replace: true }), [update]);
  const onRemove = useCallback(
    (id: string) => update({ ids: urlIds.filter((x) => x !== id) }),
    [update, urlIds],
  );
  const onAdd = useCallback((id: string) => update({ ids: [...urlIds, id] }), [update, urlIds]);
  const findSameRoute = () => {
    setNotice(null);
    sameRoute.mutate(m.baseline, {
      onSuccess: ({ checked, matches }) => {
        const added = matches.map((x) => x.id).filter((id) => !m.ids.includes(id));
        setNotice(
          added.length > 0
            ? `Found ${formatCount(added.length, 'other activity', 'other activities')} on the same route as “${m.baseline.name}”.`
            : `No other activity follows the route of “${m.baseline.name}”${checked > 0 ? ` (${checked} checked)` : ''}.`,
        );
        if (added.length > 0) update({ ids: [...urlIds, ...added] });
      },
    });
  };
  const choices = useMemo(
    () => m.entries.map((e) => ({ id: e.id, name: e.summary.name, position: e.position })),
    [m.entries],
  );
  const curveTracks = useMemo(
    () =>
      m.overlaid.flatMap((t) => {
        const e = m.entries.find((x) => x.position === t.position);
        return e ? [{ summary: e.summary, position: t.position, name: t.name }] : [];
      }),
    [m.overlaid, m.entries],
  );
  const markerPositions = useMemo(() => m.overlaid.map((t) => t.position), [m.overlaid]);
  const n = m.ids.length;
  const mapOn = useAfterPaint(m.compare.data !== undefined || m.compare.isError);

  return (
    <CursorContext.Provider value={cursor}>
      <PageHeader
        title="Compare"
        description={`${formatCount(n, 'activity', 'activities')} · baseline “${m.baseline.name}”`}
        actions={
          <>
            <Button onClick={findSameRoute} busy={sameRoute.isPending}>
              Find same route
            </Button>
            <Button onClick={props.onToggleAdd} aria-expanded={props.addOpen}>
              Add activities
            </Button>
          </>
        }
      />
      <div className="stack">
        {notice ? (
          <p role="status" className="compare-notice">
            {notice}
          </p>
        ) : null}
        {sameRoute.isError ? (
          <p role="alert">Could not search for the same route: {errorMessage(sameRoute.error)}</p>
        ) : null}
        {missing.length > 0 ? (
          <p className="compare-notice">
            {formatCount(missing.length, 'activity', 'activities')} in this link{' '}
            {pluralWord(missing.length, 'is', 'are')} not stored here.{' '}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => update({ ids: m.ids })}>
              Remove from the link
            </button>
          </p>
        ) : null}
        {props.addOpen ? <AddActivities inSet={m.ids} units={units} onAdd={onAdd} /> : null}
        {n === 1 ? (
          <p className="muted">
            Add activities, or find the ones on the same route, to compare them with this one.
          </p>
        ) : null}
        {m.warnings.length > 0 ? (
          <div className="compare-warnings" role="note" aria-label="Not like for like">
            {m.warnings.map((w) => (
              <p key={w}>{w}</p>
            ))}
          </div>
        ) : null}
        <CompareControls
          axis={url.axis}
          onAxis={(axis) => update({ axis }, { replace: true })}
          speedMode={m.speedMode}
          onSpeedMode={m.setSpeedMode}
          baselineId={m.baselineId}
          choices={choices}
          onBaseline={onBaseline}
          timeAvailable={m.timeAvailable}
        />
        <div className="compare-layout">
          <section className="card compare-layout__charts" aria-label="Profiles">
            <ul className="compare-legend" aria-label="Overlaid activities">
              {m.overlaid.map((t) => (
                <li
                  key={t.position}
                  className={t.position === m.baselinePosition ? 'compare-legend__baseline' : undefined}
                >
                  <span
                    className="compare-swatch"
                    style={{ background: colorAt(t.position) }}
                    aria-hidden="true"
                  />
                  <bdi>{t.name}</bdi>
                </li>
              ))}
            </ul>
            {n > MAX_OVERLAID ? (
              <p className="muted">
                Overlaid: {MAX_OVERLAID} of {n} (the first ones and the baseline). All of them are in the
                table and the small multiples below.
              </p>
            ) : null}
            {m.compare.isError ? (
              <ErrorPanel
                error={m.compare.error}
                title="Could not compare the profiles"
                onRetry={() => void m.compare.refetch()}
              />
            ) : m.compare.data ? (
              <CompareCharts
                result={m.compare.data}
                gaps={m.gaps}
                tracks={m.overlaid}
                baselinePosition={m.baselinePosition}
                display={m.display}
                paceLabel={m.paceLabel}
              />
            ) : (
              <p className="muted compare-loading">Resampling the profiles…</p>
            )}
          </section>
          <section className="card compare-layout__map" aria-label="Map">
            {mapOn ? (
              <Suspense fallback={<p className="muted compare-loading">Loading the map…</p>}>
                <CompareMap
                  tracks={m.mapTracks}
                  paths={m.paths.data}
                  result={m.compare.data}
                  markerPositions={markerPositions}
                  baselinePosition={m.baselinePosition}
                />
              </Suspense>
            ) : (
              <p className="muted compare-loading">Loading the map…</p>
            )}
          </section>
        </div>
        <CompareCurves tracks={curveTracks} units={units} />
        <section className="card" aria-labelledby="compare-table-title">
          <h2 className="card__title" id="compare-table-title">
            Side by side
          </h2>
          <CompareTable
            entries={m.entries}
            baselineId={m.baselineId}
            context={m.context}
            onBaseline={onBaseline}
            onRemove={onRemove}
          />
        </section>
        {n > MAX_OVERLAID && m.compare.data ? (
          <SmallMultiples result={m.compare.data} gaps={m.gaps} tracks={choices} display={m.display} />
        ) : null}
      </div>
    </CursorContext.Provider>
  );
}
