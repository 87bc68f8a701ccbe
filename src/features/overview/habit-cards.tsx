/**
 * What people look for first (issue 19): this week against the same days of last week, day and
 * week streaks (definitions in src/domain/calendar/habits.ts), and the latest activities.
 */
import { tz } from '@date-fns/tz';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { StatGrid, StatTile } from '../../components/stat-tile';
import { compareWeeks, recentActivities, streaksOf, type Streak } from '../../domain/calendar/habits';
import { localDayOf, MS_PER_DAY } from '../../domain/filters';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import {
  formatActivityDate,
  formatCount,
  formatDistance,
  formatDuration,
  formatElevation,
  formatSigned,
  formatTotalDuration,
  summaryZone,
} from '../../lib/format';

/** How many activities the "Recent activities" card lists. */
export const RECENT_COUNT = 5;

const UTC = tz('UTC');
const dayText = (day: number, pattern = 'EEE d MMM yyyy') =>
  format(new Date(day * MS_PER_DAY), pattern, { in: UTC });

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "+4.2 km", "−1:05:00", "±0 m" on the same days of last week. */
function change(now: number, before: number, show: (v: number) => string): string {
  return `${formatSigned(now - before, show)} on last week`;
}

interface WeekProps {
  rows: readonly TrackSummary[];
  units: UnitSystem;
  onOpenDays: (from: number, to: number) => void;
}

export function ThisWeekCard({ rows, units, onOpenDays }: WeekProps) {
  const today = localDayOf(new Date());
  const c = useMemo(() => compareWeeks(rows, today), [rows, today]);
  const { thisWeek: t, lastWeekSameDays: p, lastWeek: full } = c;
  const span =
    today === c.from ? dayText(today, 'EEEE') : `${dayText(c.from, 'EEE')}–${dayText(today, 'EEE')}`;
  const dist = (m: number) => formatDistance(m, units, 1);
  return (
    <Card title="This week">
      <p className="muted overview-habits__note">
        {span} against the same days of last week ({dayText(c.from - 7, 'd MMM')}–
        {dayText(today - 7, 'd MMM')}).
      </p>
      <StatGrid label="This week against last week">
        <StatTile label="Activities" value={String(t.count)} hint={change(t.count, p.count, String)} />
        <StatTile label="Distance" value={dist(t.distanceM)} hint={change(t.distanceM, p.distanceM, dist)} />
        <StatTile
          label="Moving time"
          value={formatTotalDuration(t.movingS)}
          hint={change(t.movingS, p.movingS, formatTotalDuration)}
        />
        <StatTile
          label="Elevation gain"
          value={formatElevation(t.elevationGainM, units)}
          hint={change(t.elevationGainM, p.elevationGainM, (v) => formatElevation(v, units))}
        />
      </StatGrid>
      <p className="overview-habits__note">
        Last week in full: {formatCount(full.count, 'activity', 'activities')}, {dist(full.distanceM)},{' '}
        {formatTotalDuration(full.movingS)} moving.{' '}
        <Button variant="secondary" onClick={() => onOpenDays(c.from, today)} disabled={t.count === 0}>
          This week’s activities
        </Button>
      </p>
    </Card>
  );
}

function streakHint(s: Streak, unit: 'day' | 'week'): string {
  if (s.length === 0 || s.from === null || s.to === null) return '';
  const last = unit === 'week' ? s.to + 6 : s.to;
  return s.length === 1 && unit === 'day' ? dayText(s.from) : `${dayText(s.from)} to ${dayText(last)}`;
}

export function StreaksCard({ rows }: { rows: readonly TrackSummary[] }) {
  const today = localDayOf(new Date());
  const s = useMemo(() => streaksOf(rows, today), [rows, today]);
  const days = (n: number) => formatCount(n, 'day', 'days');
  const weeks = (n: number) => formatCount(n, 'week', 'weeks');
  return (
    <Card title="Streaks">
      <StatGrid label="Streaks">
        <StatTile
          label="Current day streak"
          value={days(s.currentDays.length)}
          hint={
            s.currentDays.length > 0
              ? `since ${dayText(s.currentDays.from!)}`
              : 'no activity today or yesterday'
          }
        />
        <StatTile
          label="Longest day streak"
          value={days(s.longestDays.length)}
          hint={streakHint(s.longestDays, 'day')}
        />
        <StatTile
          label="Current week streak"
          value={weeks(s.currentWeeks.length)}
          hint={
            s.currentWeeks.length > 0
              ? `since the week of ${dayText(s.currentWeeks.from!)}`
              : 'no activity this week or last'
          }
        />
        <StatTile
          label="Longest week streak"
          value={weeks(s.longestWeeks.length)}
          hint={streakHint(s.longestWeeks, 'week')}
        />
      </StatGrid>
      <p className="muted overview-habits__note">
        Days with at least one activity, on the activity’s local date; weeks from Monday. Today and this week
        do not break a streak before they are over.
      </p>
    </Card>
  );
}

export function RecentActivitiesCard({ rows, units }: { rows: readonly TrackSummary[]; units: UnitSystem }) {
  const recent = useMemo(() => recentActivities(rows, RECENT_COUNT), [rows]);
  return (
    <Card title="Recent activities">
      <ul className="overview-recent">
        {recent.map((s) => (
          <li key={s.id} className="overview-recent__item">
            <Link to="/activities/$id" params={{ id: s.id }} className="overview-recent__name">
              {s.name}
            </Link>
            <span className="muted">
              {formatActivityDate(s.startTime, summaryZone(s))} · {SPORT_LABELS[s.sport]}
            </span>
            <span className="tabular-nums">
              {formatDistance(s.distanceM, units, 1)} · {formatDuration(s.movingS ?? s.elapsedS)}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/activities">All activities</Link>
    </Card>
  );
}
