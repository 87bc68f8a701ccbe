/**
 * A shared segment (issue 37): its name, distance, grades and gain, its line on the map (privacy
 * zones cut out when it was shared), the owner's efforts over the years (the segment page's chart,
 * shared/segments/efforts) and the fastest of them (date, time, speed), with no activity named.
 * Loaded on demand by shared-page-view.tsx.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { MapViewState } from '../../components/map/viewport';
import { SimpleTable } from '../../components/simple-table';
import { StatGrid, StatTile } from '../../components/stat-tile';
import type { SharedEffort, SharedSegmentPage } from '../../domain/share/shared-segment';
import {
  formatActivityDate,
  formatActivityDateTime,
  formatCount,
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatSpeed,
  MISSING,
} from '../../lib/format';
import { useUnits } from '../../lib/settings';
import { EffortsChart, type ChartedEffort } from '../../shared/segments/efforts/efforts-chart';
import { SharedMapPending } from './shared-line-canvas';

const SharedMap = lazy(() => import('./shared-map').then((m) => ({ default: m.SharedMap })));

/** Efforts listed in the table (the chart shows them all). */
const TABLE_EFFORTS = 20;

const gradeText = (pct: number | null) => (pct === null ? MISSING : `${pct.toFixed(1)} %`);

export function SharedSegmentView({ page, createdAt }: { page: SharedSegmentPage; createdAt: number }) {
  const units = useUnits();
  const [firstView, setFirstView] = useState<MapViewState | null>(null);
  const charted = useMemo(
    () =>
      page.efforts.map((e): ChartedEffort => ({
        startTime: e.startTime,
        activityStartTime: null,
        elapsedS: e.elapsedS,
      })),
    [page.efforts],
  );
  const best = page.efforts[0];
  const fastest = page.efforts.slice(0, TABLE_EFFORTS);
  return (
    <article className="share-page__body" aria-labelledby="shared-title">
      <header className="share-page__header">
        <p className="page-header__eyebrow">
          <span className="badge">Segment</span> shared {formatActivityDateTime(createdAt, null)}
        </p>
        <h1 id="shared-title" className="page-header__title page-header__title--text">
          <bdi>{page.title}</bdi>
        </h1>
        <p className="share-page__note">
          Read-only shared segment: its owner’s {formatCount(page.efforts.length, 'effort', 'efforts')}
        </p>
      </header>
      <StatGrid label="Figures">
        <StatTile label="Distance" value={formatDistance(page.distanceM, units)} />
        <StatTile label="Average grade" value={gradeText(page.avgGradePct)} />
        <StatTile label="Max grade" value={gradeText(page.maxGradePct)} />
        <StatTile label="Elevation gain" value={formatElevation(page.elevationGainM, units)} />
        <StatTile label="Efforts" value={formatInteger(page.efforts.length)} />
        <StatTile label="Best time" value={formatDuration(best?.elapsedS)} />
      </StatGrid>
      <div className="share-page__map">
        <Suspense fallback={<SharedMapPending path={page.path} onView={setFirstView} />}>
          <SharedMap path={page.path} label={`Map of ${page.title}`} firstView={firstView} />
        </Suspense>
      </div>
      <EffortsChart efforts={charted} />
      <section className="card" aria-labelledby="shared-efforts-title">
        <h2 id="shared-efforts-title" className="card__title">
          {page.efforts.length > TABLE_EFFORTS
            ? `The ${TABLE_EFFORTS} fastest efforts`
            : 'Efforts, fastest first'}
        </h2>
        {fastest.length === 0 ? (
          <p className="muted">No timed effort.</p>
        ) : (
          <SimpleTable<SharedEffort>
            caption={`Efforts on ${page.title}, fastest first`}
            rows={fastest}
            rowKey={(_, k) => String(k)}
            columns={[
              { header: 'Rank', cell: (_, k) => formatInteger(k + 1) },
              { header: 'Date', cell: (e) => formatActivityDate(e.startTime, null) },
              { header: 'Time', numeric: true, cell: (e) => formatDuration(e.elapsedS) },
              { header: 'Speed', numeric: true, cell: (e) => formatSpeed(e.speedMps, units) },
            ]}
          />
        )}
        <p className="muted share-page__method">
          Time: from crossing the segment’s start line to crossing its end line, stops included; speed: the
          distance travelled between them over that time.
        </p>
      </section>
    </article>
  );
}
