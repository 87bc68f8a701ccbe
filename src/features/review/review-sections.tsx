/** The year page's cards: totals with their change, highlights, sports split and records. */
import { PlausibilityNote } from '../../components/plausibility-note';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { SimpleTable, type SimpleColumn } from '../../components/simple-table';
import { StatGrid, StatTile } from '../../components/stat-tile';
import { MS_PER_DAY } from '../../domain/filters';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { BEST_EFFORT_LABELS } from '../../shared/labels/effort-labels';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import {
  formatActivityDate,
  formatCount,
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatTotalDuration,
  summaryZone,
} from '../../lib/format';
import { changeOf, type PeakPeriod, type SportShare, type YearReview } from './year-review';
import { TableScroll } from '../../components/table-scroll';

const UTC = tz('UTC');
const dayText = (day: number, pattern: string) => format(new Date(day * MS_PER_DAY), pattern, { in: UTC });

export function Card({ title, children, head }: { title: string; children: ReactNode; head?: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id} className="card__title">
          {title}
        </h2>
        {head}
      </div>
      {children}
    </section>
  );
}

function changeHint(now: number, before: number | undefined, previousYear: number): string | undefined {
  if (before === undefined) return undefined;
  const change = changeOf(now, before);
  if (change === null) return `none in ${previousYear}`;
  const pct = Math.round(change * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : '±'}${Math.abs(pct)} % on ${previousYear}`;
}

export function ReviewTotals({ review, units }: { review: YearReview; units: UnitSystem }) {
  const { totals: t, previous: p, year } = review;
  const hint = (now: number, before: number | undefined) => changeHint(now, p ? before : undefined, year - 1);
  return (
    <Card
      title="Totals"
      head={p ? null : <span className="muted">No activities in {year - 1} to compare</span>}
    >
      <StatGrid label={`Totals of ${year}`}>
        <StatTile label="Activities" value={formatInteger(t.count)} hint={hint(t.count, p?.count)} />
        <StatTile
          label="Active days"
          value={formatInteger(t.activeDays)}
          hint={hint(t.activeDays, p?.activeDays)}
        />
        <StatTile
          label="Distance"
          value={formatDistance(t.distanceM, units, 0)}
          hint={hint(t.distanceM, p?.distanceM)}
        />
        <StatTile
          label="Moving time"
          value={formatTotalDuration(t.movingS)}
          hint={hint(t.movingS, p?.movingS)}
        />
        <StatTile
          label="Elevation gain"
          value={formatElevation(t.elevationGainM, units)}
          hint={hint(t.elevationGainM, p?.elevationGainM)}
        />
      </StatGrid>
    </Card>
  );
}

function ActivityLink({ s }: { s: TrackSummary }) {
  return (
    <Link to="/activities/$id" params={{ id: s.id }}>
      {s.name}
    </Link>
  );
}

function peakText(p: PeakPeriod, units: UnitSystem, label: string): string {
  return `${label}: ${formatDistance(p.distanceM, units, 1)} in ${formatCount(p.count, 'activity', 'activities')}`;
}

export function ReviewHighlights({ review, units }: { review: YearReview; units: UnitSystem }) {
  const { biggestDay: day, biggestWeek: week, biggestMonth: month, longest, highest } = review;
  return (
    <Card title="Highlights">
      <dl className="review-facts">
        <dt>Biggest day</dt>
        <dd>{day ? peakText(day, units, dayText(day.start, 'EEE d MMM')) : '—'}</dd>
        <dt>Biggest week</dt>
        <dd>{week ? peakText(week, units, `Week of ${dayText(week.start, 'd MMM')}`) : '—'}</dd>
        <dt>Biggest month</dt>
        <dd>{month ? peakText(month, units, dayText(month.start, 'MMMM')) : '—'}</dd>
        <dt>Longest activity</dt>
        <dd>
          {longest ? (
            <>
              <ActivityLink s={longest} />, {formatDistance(longest.distanceM, units, 1)} on{' '}
              {formatActivityDate(longest.startTime, summaryZone(longest), 'd MMM')}
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Highest activity</dt>
        <dd>
          {highest ? (
            <>
              <ActivityLink s={highest} />, up to {formatElevation(highest.maxElevationM, units)} on{' '}
              {formatActivityDate(highest.startTime, summaryZone(highest), 'd MMM')}
            </>
          ) : (
            'No elevation recorded'
          )}
        </dd>
      </dl>
    </Card>
  );
}

function sportColumns(units: UnitSystem, total: number): SimpleColumn<SportShare>[] {
  const share = (s: SportShare) => (total > 0 ? Math.round((s.distanceM / total) * 100) : 0);
  return [
    { header: 'Sport', cell: (s) => SPORT_LABELS[s.sport] },
    { header: 'Activities', numeric: true, cell: (s) => formatInteger(s.count) },
    { header: 'Distance', numeric: true, cell: (s) => formatDistance(s.distanceM, units, 0) },
    {
      header: 'Share',
      numeric: true,
      cell: (s) => (
        <>
          <span className="review-share" aria-hidden="true">
            <span className="review-share__bar" style={{ width: `${share(s)}%` }} />
          </span>
          {share(s)} %
        </>
      ),
    },
  ];
}

export function ReviewSports({ review, units }: { review: YearReview; units: UnitSystem }) {
  return (
    <Card title="Sports">
      <SimpleTable
        caption={`Activities per sport in ${review.year}`}
        columns={sportColumns(units, review.totals.distanceM)}
        rows={review.sports}
        rowKey={(s) => s.sport}
      />
    </Card>
  );
}

export function ReviewRecords({ review }: { review: YearReview }) {
  return (
    <Card title={`Records set in ${review.year}`}>
      {review.records.length === 0 ? (
        <p className="muted">No personal best was beaten this year.</p>
      ) : (
        <TableScroll>
          <table className="data-table review-records">
            <caption className="visually-hidden">
              Best efforts of {review.year} faster than any before
            </caption>
            <thead>
              <tr>
                <th scope="col">Record</th>
                <th scope="col" className="num">
                  Time
                </th>
                <th scope="col" className="num">
                  Before
                </th>
                <th scope="col">Activity</th>
              </tr>
            </thead>
            <tbody>
              {review.records.map((r) => (
                <tr key={`${r.sport}/${r.key}`}>
                  <th scope="row">
                    {BEST_EFFORT_LABELS[r.key]}
                    <span className="review-record-sport">{SPORT_LABELS[r.sport]}</span>
                  </th>
                  <td className="num">{formatDuration(r.timeS)}</td>
                  <td className="num">{r.previousS === null ? 'first' : formatDuration(r.previousS)}</td>
                  <td>
                    <ActivityLink s={r.activity} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <PlausibilityNote />
    </Card>
  );
}
