/**
 * /: the overview of the activities the global filter selects (the filter in the URL, the same as
 * on the Activities page): key totals, this week against last week, streaks, recent activities,
 * weekly and monthly bars by sport, a year calendar,
 * year-over-year cumulative distance, personal records, the Eddington number and explorer tiles
 * over time.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ImportEmptyState } from '../../shared/empty/import-empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { OverviewIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { SHARED_FILTER_SEARCH_KEYS } from '../../domain/filters';
import { formatDay } from '../../domain/filters/date-range';
import { useSettings } from '../../lib/settings';
import { describeFilter } from './describe-filter';
import { FitnessCard } from './fitness-card';
import { GearGoalsCard } from './gear-goals-card';
import { RecentActivitiesCard, StreaksCard, ThisWeekCard } from './habit-cards';
import { OverviewTotalsGrid } from './overview-totals';
import { RecordsTable } from './records-table';
import { useOverviewData } from './use-overview-data';
import './overview.css';
import { DemoNotice } from '../../components/demo-notice';

// The charts (Recharts) are separate chunks, loaded only when there is something to chart, so a first
// visit with an empty database loads no charting code.
const PeriodBars = lazy(() => import('./period-bars').then((m) => ({ default: m.PeriodBars })));
const CalendarHeatmap = lazy(() =>
  import('../../components/calendar-heatmap').then((m) => ({ default: m.CalendarHeatmap })),
);
const EddingtonCard = lazy(() => import('./eddington-card').then((m) => ({ default: m.EddingtonCard })));
const TilesOverTimeCard = lazy(() =>
  import('./tiles-over-time-card').then((m) => ({ default: m.TilesOverTimeCard })),
);
const YearLinesChart = lazy(() => import('./year-lines-chart').then((m) => ({ default: m.YearLinesChart })));

function ChartFallback() {
  return (
    <p className="muted" role="status">
      Loading charts…
    </p>
  );
}

/** Says how many activities the time charts leave out for an implausible date (sanity rules). */
function UndatedNote({ count }: { count: number }) {
  if (count === 0) return null;
  const which = count === 1 ? '1 activity has' : `${count.toLocaleString('en-US')} activities have`;
  return (
    <p className="muted">
      {which} no date or a date before 1990 or in the future (a wrong device clock): left out of the charts
      over time and of records, still counted in the totals above.
    </p>
  );
}

/** Says how many routes and excluded activities count in nothing (domain/sanity/history.ts). */
function LeftOutNote({ routes, excluded }: { routes: number; excluded: number }) {
  if (routes === 0 && excluded === 0) return null;
  const parts = [
    routes > 0 ? (routes === 1 ? '1 route' : `${routes.toLocaleString('en-US')} routes`) : null,
    excluded > 0
      ? excluded === 1
        ? '1 activity you excluded'
        : `${excluded.toLocaleString('en-US')} activities you excluded`
      : null,
  ].filter((p) => p !== null);
  return (
    <p className="muted">
      Not counted here: {parts.join(' and ')} (planned routes and tracks without times, and what you left out,
      count in no total, record, heatmap or review).
      {routes > 0 ? (
        <>
          {' '}
          <Link to="/routes">See the routes on their own map</Link>.
        </>
      ) : null}
    </p>
  );
}

/** The Overview calendar's link to the year in review of the year it shows. */
function reviewLink(year: number) {
  return (
    <Link to="/review/$year" params={{ year: String(year) }}>
      {year} in review
    </Link>
  );
}

const CLEARED = Object.fromEntries(SHARED_FILTER_SEARCH_KEYS.map((k) => [k, undefined]));

/** Opens Activities filtered to the days from..to (inclusive), the other filters kept. */
function useOpenDays() {
  const navigate = useNavigate();
  return useCallback(
    (fromDay: number, toDay: number) =>
      void navigate({
        to: '/activities',
        search: (prev) => ({
          ...prev,
          date: 'custom' as const,
          from: formatDay(fromDay),
          to: formatDay(toDay),
        }),
      }),
    [navigate],
  );
}

export function OverviewPage() {
  const { units } = useSettings();
  const data = useOverviewData();
  const openDays = useOpenDays();
  const openDay = useCallback((day: number) => openDays(day, day), [openDays]);
  const header = (
    <PageHeader title="Overview" description="Your training at a glance: totals, trends and records." />
  );

  if (data.status === 'pending') return header;
  if (data.status === 'error') {
    return (
      <>
        {header}
        <ErrorPanel error={data.error} title="Could not read your activities" />
      </>
    );
  }
  if (data.all.length === 0) {
    return (
      <>
        {header}
        <ImportEmptyState icon={<OverviewIcon size={28} />} title="No activities yet">
          <p>
            Once you import your activity files, this page shows your weekly and monthly distance, time and
            climbing, a training calendar and your personal records.
          </p>
        </ImportEmptyState>
      </>
    );
  }

  const phrases = describeFilter(data.filter, units, data.collectionName);
  return (
    <>
      {header}
      <div className="stack">
        <p className="overview-filter" role="status">
          {phrases.length === 0 ? (
            <>All {data.all.length.toLocaleString('en-US')} activities.</>
          ) : (
            <>
              {data.rows.length.toLocaleString('en-US')} of {data.all.length.toLocaleString('en-US')}{' '}
              activities: {phrases.join(' · ')}.{' '}
              <Link to="/" search={CLEARED}>
                Show all
              </Link>
            </>
          )}{' '}
          <Link to="/activities">Change filters</Link>
        </p>
        <DemoNotice />
        <LeftOutNote routes={data.leftOut.routes} excluded={data.leftOut.excluded} />
        <OverviewTotalsGrid rows={data.rows} units={units} />
        {data.dated.length > 0 ? (
          <div className="overview-habits">
            <ThisWeekCard rows={data.dated} units={units} onOpenDays={openDays} />
            <StreaksCard rows={data.dated} />
            <RecentActivitiesCard rows={data.dated} units={units} />
          </div>
        ) : null}
        {data.dated.length > 0 ? <FitnessCard rows={data.history} /> : null}
        <GearGoalsCard units={units} />
        {data.rows.length === 0 ? (
          <EmptyState headingLevel={2} title="No activities match these filters">
            <p>Change or clear the filters to see trends and records.</p>
          </EmptyState>
        ) : (
          <Suspense fallback={<ChartFallback />}>
            <UndatedNote count={data.rows.length - data.dated.length} />
            <PeriodBars rows={data.dated} units={units} onOpenPeriod={openDays} />
            <CalendarHeatmap rows={data.dated} units={units} yearAction={reviewLink} onDayClick={openDay} />
            <EddingtonCard rows={data.dated} units={units} />
            <div className="columns-2">
              <YearLinesChart rows={data.dated} units={units} />
              <RecordsTable rows={data.rows} units={units} />
            </div>
            <TilesOverTimeCard all={data.all} />
          </Suspense>
        )}
      </div>
    </>
  );
}
