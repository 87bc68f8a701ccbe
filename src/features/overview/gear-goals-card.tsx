/**
 * The Overview's gear and goals (issue 35): maintenance due or nearly due, gear past its
 * retirement distance, and each goal's progress this period; the Gear and Goals pages hold the rest.
 * Over all activities (the Overview's filter does not apply: wear and goals count everything).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { goalProgress } from '../../domain/goals/progress';
import type { UnitSystem } from '../../domain/units';
import { formatDistance, formatElevation, formatInteger, formatTotalDuration } from '../../lib/format';
import { useGearData } from '../../shared/gear/gear-queries';
import { useSettings, WEEK_START_DAY } from '../../lib/settings';
import type { GoalMetric } from '../../domain/goals/types';

function value(metric: GoalMetric, v: number, units: UnitSystem): string {
  if (metric === 'distance') return formatDistance(v, units, 1);
  if (metric === 'ascent') return formatElevation(v, units);
  if (metric === 'moving') return formatTotalDuration(v);
  return formatInteger(v);
}

const PERIOD = { week: 'This week', month: 'This month', year: 'This year' } as const;

export function GearGoalsCard({ units }: { units: UnitSystem }) {
  const titleId = useId();
  const { data } = useGearData();
  const { weekStart } = useSettings();
  const goals = useMemo(
    () =>
      data
        ? data.goals.map((g) =>
            goalProgress(g, data.summaries, data.today, { weekStartsOn: WEEK_START_DAY[weekStart] }),
          )
        : [],
    [data, weekStart],
  );
  if (!data || (data.gear.length === 0 && data.goals.length === 0)) return null;
  const { due, retire } = data.overview;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Gear and goals
      </h2>
      <h3 className="overview-sub">Maintenance</h3>
      {due.length === 0 && retire.length === 0 ? (
        <p className="muted">Nothing due.</p>
      ) : (
        <ul aria-label="Maintenance due">
          {due.map((s) => (
            <li key={s.task.id}>
              {s.gear.name}: {s.task.name} — {s.state === 'due' ? 'due' : 'nearly due'}
            </li>
          ))}
          {retire.map((g) => (
            <li key={g.id}>
              {g.name}: past its retirement distance (retire it on the Gear page if you agree)
            </li>
          ))}
        </ul>
      )}
      {goals.length > 0 ? (
        <>
          <h3 className="overview-sub">Goals</h3>
          <ul aria-label="Goals">
            {goals.map((p) => (
              <li key={p.goal.id}>
                {PERIOD[p.goal.period]}: {value(p.goal.metric, p.current.value, units)} of{' '}
                {value(p.goal.metric, p.goal.target, units)}{' '}
                {p.goal.metric === 'activeDays' ? 'active days' : ''} ({Math.round(p.fraction * 100)}&nbsp;%
                {p.current.met ? ', met' : ''}; streak {p.streak})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to="/gear">Gear</Link> · <Link to="/goals">Goals</Link>
      </p>
    </section>
  );
}
