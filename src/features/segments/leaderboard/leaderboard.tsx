/**
 * The leaderboard of one segment: every effort of the person, sortable (aria-sort on the headers),
 * filtered by year and sport, with personal-record marks and a link to each activity. Its rows are
 * virtualised (leaderboard-rows.tsx).
 */
import { useId, useMemo, useState } from 'react';
import type { RankedEffort } from '../../../domain/segments/types';
import type { UnitSystem } from '../../../domain/units';
import type { EffortActivity } from '../../../shared/segments/segment-queries';
import {
  filterChoices,
  leaderboardRows,
  prMarks,
  type LeaderboardFilter,
  type LeaderboardSort,
  type LeaderboardSortKey,
} from './leaderboard-model';
import { LeaderboardTable } from './leaderboard-rows';
import { SPORT_LABELS } from '../../../shared/filters/filter-labels';

export interface LeaderboardProps {
  efforts: readonly RankedEffort[];
  /** Activities by id: names (the link text) and clocks (dates and years on the activity's clock). */
  activities: ReadonlyMap<string, EffortActivity>;
  units: UnitSystem;
}

const COLUMNS: { key: LeaderboardSortKey; label: string }[] = [
  { key: 'elapsed', label: 'Time' },
  { key: 'speed', label: 'Pace or speed' },
  { key: 'hr', label: 'Avg heart rate' },
  { key: 'power', label: 'Avg power' },
  { key: 'date', label: 'Date' },
];

export function Leaderboard({ efforts, activities, units }: LeaderboardProps) {
  const [filter, setFilter] = useState<LeaderboardFilter>({ year: null, sport: null });
  const [sort, setSort] = useState<LeaderboardSort>({ key: 'elapsed', direction: 'asc' });
  const clockOf = useMemo(() => (id: string) => activities.get(id), [activities]);
  const rows = useMemo(
    () => leaderboardRows(efforts, filter, sort, clockOf),
    [efforts, filter, sort, clockOf],
  );
  const marks = useMemo(() => prMarks(efforts), [efforts]);
  const choices = useMemo(() => filterChoices(efforts, clockOf), [efforts, clockOf]);
  const yearId = useId();
  const sportId = useId();
  const onSort = (key: LeaderboardSortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'elapsed' ? 'asc' : 'desc' },
    );

  return (
    <section className="card" aria-labelledby="leaderboard-title">
      <div className="card-head">
        <h2 id="leaderboard-title" className="card__title">
          Leaderboard
        </h2>
        <div className="cluster segment-filters">
          <label htmlFor={yearId}>Year</label>
          <select
            id={yearId}
            value={filter.year ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, year: e.target.value === '' ? null : Number(e.target.value) }))
            }
          >
            <option value="">All years</option>
            {choices.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          <label htmlFor={sportId}>Sport</label>
          <select
            id={sportId}
            value={filter.sport ?? ''}
            onChange={(e) =>
              setFilter((f) => ({
                ...f,
                sport: choices.sports.find((s) => s === e.target.value) ?? null,
              }))
            }
          >
            <option value="">All sports</option>
            {choices.sports.map((s) => (
              <option key={s} value={s}>
                {SPORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LeaderboardTable
        rows={rows}
        marks={marks}
        activities={activities}
        units={units}
        head={
          <tr aria-rowindex={1}>
            <th scope="col">Rank</th>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={
                  sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                }
              >
                <button type="button" className="segments-sort" onClick={() => onSort(c.key)}>
                  {c.label}
                  <span aria-hidden="true">
                    {sort.key === c.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Activity</th>
          </tr>
        }
      />
      {rows.length === 0 ? <p className="muted">No effort matches these filters.</p> : null}
    </section>
  );
}
