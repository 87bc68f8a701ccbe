/**
 * The year page's cards: totals with their change, highlights, sports split and records, drawn
 * from the year's figures (ReviewFigures: no activity in them), so a shared Year in review shows
 * the same cards. The owner's page adds a link to each highlight's and record's activity (`links`).
 */
import { PlausibilityNote } from '../../components/plausibility-note';
import { useId, type ReactNode } from 'react';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { SimpleTable, type SimpleColumn } from '../../components/simple-table';
import { StatGrid, StatTile } from '../../components/stat-tile';
import { MS_PER_DAY } from '../../domain/filters';
import {
  changeOf,
  type ReviewFigures,
  type ReviewPeak,
  type ReviewSport,
} from '../../domain/share/shared-review';
import type { UnitSystem } from '../../domain/units';
import { BEST_EFFORT_LABELS } from '../../shared/labels/effort-labels';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import {
  formatCount,
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatTotalDuration,
} from '../../lib/format';
import { TableScroll } from '../../components/table-scroll';
import './review-sections.css';

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

/** Links to the activities behind the highlights and records (the owner's page only). */
export interface ReviewLinks {
  longest: ReactNode;
  highest: ReactNode;
  /** One per record, in the records' order. */
  records: readonly ReactNode[];
}

export function ReviewTotals({ review, units }: { review: ReviewFigures; units: UnitSystem }) {
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

function peakText(p: ReviewPeak, units: UnitSystem, label: string): string {
  return `${label}: ${formatDistance(p.distanceM, units, 1)} in ${formatCount(p.count, 'activity', 'activities')}`;
}

/** "<link>, " before a highlight's figure where the page links its activity. */
const linked = (link: ReactNode) => (link ? <>{link}, </> : null);

export function ReviewHighlights({
  review,
  units,
  links,
}: {
  review: ReviewFigures;
  units: UnitSystem;
  links?: ReviewLinks;
}) {
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
              {linked(links?.longest)}
              {formatDistance(longest.distanceM, units, 1)} on {dayText(longest.day, 'd MMM')}
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Highest activity</dt>
        <dd>
          {highest ? (
            <>
              {linked(links?.highest)}
              up to {formatElevation(highest.maxElevationM, units)} on {dayText(highest.day, 'd MMM')}
            </>
          ) : (
            'No elevation recorded'
          )}
        </dd>
      </dl>
    </Card>
  );
}

function sportColumns(units: UnitSystem, total: number): SimpleColumn<ReviewSport>[] {
  const share = (s: ReviewSport) => (total > 0 ? Math.round((s.distanceM / total) * 100) : 0);
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

export function ReviewSports({ review, units }: { review: ReviewFigures; units: UnitSystem }) {
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

export function ReviewRecords({ review, links }: { review: ReviewFigures; links?: ReviewLinks }) {
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
                {links ? <th scope="col">Activity</th> : null}
              </tr>
            </thead>
            <tbody>
              {review.records.map((r, k) => (
                <tr key={`${r.sport}/${r.key}`}>
                  <th scope="row">
                    {BEST_EFFORT_LABELS[r.key]}
                    <span className="review-record-sport">{SPORT_LABELS[r.sport]}</span>
                  </th>
                  <td className="num">{formatDuration(r.timeS)}</td>
                  <td className="num">{r.previousS === null ? 'first' : formatDuration(r.previousS)}</td>
                  {links ? <td>{links.records[k]}</td> : null}
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
