/**
 * The picked day under the fitness chart: its date, load, fitness, fatigue and form, and its
 * activities (links, with each one's load and source). A live region, so the values are read out as
 * the arrow keys move the day.
 */
import { Link } from '@tanstack/react-router';
import { formatDay } from '../../domain/filters/date-range';
import type { DayValues } from '../../domain/training/fitness';
import type { ScoredActivity } from '../../domain/training/model';
import { LOAD_SOURCE_LABELS } from '../../shared/training/training-labels';

interface Props {
  values: DayValues | null;
  activities: readonly ScoredActivity[];
  /** An activity's name, by id. */
  nameOf: (id: string) => string | undefined;
  projected: boolean;
}

const one = (v: number) => v.toFixed(1);

export function DayPanel({ values, activities, nameOf, projected }: Props) {
  if (values === null) {
    return (
      <p className="muted training-day" aria-live="polite">
        Point at the chart (or focus it and use the arrow keys) to see a day&apos;s activities.
      </p>
    );
  }
  return (
    <div className="training-day" aria-live="polite">
      <p>
        <strong>{formatDay(values.day)}</strong>
        {projected ? ' (projected, no training)' : ''}: load {one(values.load)}, fitness {one(values.fitness)}
        , fatigue {one(values.fatigue)}, form {one(values.form)}.
      </p>
      {activities.length > 0 ? (
        <ul className="training-day__list" aria-label={`Activities on ${formatDay(values.day)}`}>
          {activities.map((a) => (
            <li key={a.id}>
              <Link to="/activities/$id" params={{ id: a.id }}>
                {nameOf(a.id) ?? a.id}
              </Link>{' '}
              <span className="muted">
                load {one(a.load)} ({LOAD_SOURCE_LABELS[a.source]})
              </span>
            </li>
          ))}
        </ul>
      ) : projected ? null : (
        <p className="muted">No activity: a rest day (load 0).</p>
      )}
    </div>
  );
}
