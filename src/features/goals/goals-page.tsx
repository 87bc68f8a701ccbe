/**
 * /goals (issue 35): weekly, monthly or yearly targets with progress, the pace needed, a
 * projection and the history of periods met (domain/goals/progress.ts); create, edit (the same
 * form, the same schema through the store's port) and delete.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { MethodNote } from '../../components/method-note';
import { PageHeader } from '../../components/page-header';
import { goalProgress, type GoalProgress } from '../../domain/goals/progress';
import {
  GOAL_METRICS,
  GOAL_PERIODS,
  type Goal,
  type GoalMetric,
  type GoalPeriod,
} from '../../domain/goals/types';
import { SPORTS, type Sport } from '../../domain/stats/types';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import type { UnitSystem } from '../../domain/units';
import { newGearDocId, useGearActions, useGearData, type GearActions } from '../../shared/gear/gear-queries';
import { useSettings, WEEK_START_DAY, type WeekStart } from '../../lib/settings';
import { Segmented, type SegmentedOption } from '../../components/segmented';
import { dayToInput, inputToDay } from '../../lib/day-input';
import {
  formatGoalValue,
  fromInput,
  goalTitle,
  inputUnit,
  METRIC_OPTION_LABEL,
  PERIOD_LABEL,
  toInput,
} from './goal-text';
import './goals.css';

const WEEK_OPTIONS: readonly SegmentedOption<WeekStart>[] = [
  { value: 'monday', label: 'Monday' },
  { value: 'sunday', label: 'Sunday' },
];

function GoalCard({
  p,
  units,
  today,
  actions,
}: {
  p: GoalProgress;
  units: UnitSystem;
  today: number;
  actions: GearActions;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const { goal } = p;
  const fmt = (v: number) => formatGoalValue(goal.metric, v, units);
  const title = goalTitle(goal, units);
  return (
    <section className="card goals-card" aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id} className="card__title">
          {title}
        </h2>
        <div className="goals-card__actions">
          {/* Short words on screen (a phone has no room for the title twice), the title for readers. */}
          <Button
            size="sm"
            aria-label={`Edit goal ${title}`}
            aria-expanded={editing}
            onClick={() => setEditing((v) => !v)}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete goal ${title}`}
            onClick={() => void actions.remove('goals', goal.id)}
          >
            Delete
          </Button>
        </div>
      </div>
      {editing ? (
        <GoalForm
          goal={goal}
          label={`Edit goal ${title}`}
          units={units}
          today={today}
          actions={actions}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <progress
        className="goals-card__bar"
        max={1}
        value={Math.min(1, p.fraction)}
        aria-label={`Progress of ${title}`}
      />
      <dl className="goals-card__figures">
        <dt>So far</dt>
        <dd>
          {fmt(p.current.value)} of {fmt(goal.target)} ({Math.round(p.fraction * 100)}&nbsp;%)
        </dd>
        <dt>Needed per day</dt>
        <dd>{p.current.met ? 'Met' : fmt(p.neededPerDay)}</dd>
        <dt>Projection</dt>
        <dd>{fmt(p.projected)}</dd>
        <dt>Streak</dt>
        <dd>
          {p.streak} {goal.period}
          {p.streak === 1 ? '' : 's'} met in a row
        </dd>
      </dl>
      {p.history.length > 0 ? (
        <ol className="goals-card__history" aria-label={`Earlier periods of ${title}`}>
          {p.history.map((h) => (
            <li key={h.start} className={h.met ? 'met' : 'missed'}>
              {dayToInput(h.start)}: {fmt(h.value)} {h.met ? '(met)' : '(missed)'}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/**
 * The form of one goal: a new one (goal null), or an edit of `goal` (same id and creation time, a
 * new updatedAt). Either is checked by the goals' zod schema as the store's port writes it
 * (data/gear-schemas.ts goalSchema); a refusal is shown and nothing is written.
 */
function GoalForm({
  goal,
  label,
  units,
  today,
  actions,
  onDone,
}: {
  goal: Goal | null;
  label: string;
  units: UnitSystem;
  today: number;
  actions: GearActions;
  /** After a save, and on Cancel (an edit only). */
  onDone?: () => void;
}) {
  const id = useId();
  const [period, setPeriod] = useState<GoalPeriod>(goal?.period ?? 'week');
  const [metric, setMetric] = useState<GoalMetric>(goal?.metric ?? 'distance');
  const [sport, setSport] = useState<Sport | ''>(goal?.sport ?? '');
  const [target, setTarget] = useState(goal ? toInput(goal.metric, goal.target, units) : '');
  const [start, setStart] = useState(dayToInput(goal?.startDay ?? today));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const now = Date.now();
    const next: Goal = {
      id: goal?.id ?? newGearDocId(),
      period,
      metric,
      sport: sport === '' ? null : sport,
      target: fromInput(metric, Number(target), units),
      startDay: inputToDay(start) ?? today,
      createdAt: goal?.createdAt ?? now,
      updatedAt: now,
    };
    setBusy(true);
    try {
      await actions.put('goals', next);
      if (!goal) setTarget('');
      setError(null);
      onDone?.();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form-fields form-fields--grid" aria-label={label} onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-p`}>Period</label>
      <select id={`${id}-p`} value={period} onChange={(e) => setPeriod(e.target.value as GoalPeriod)}>
        {GOAL_PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABEL[p]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-m`}>Measure</label>
      <select id={`${id}-m`} value={metric} onChange={(e) => setMetric(e.target.value as GoalMetric)}>
        {GOAL_METRICS.map((m) => (
          <option key={m} value={m}>
            {METRIC_OPTION_LABEL[m]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-s`}>Sport</label>
      <select id={`${id}-s`} value={sport} onChange={(e) => setSport(e.target.value as Sport | '')}>
        <option value="">All sports</option>
        {SPORTS.map((s) => (
          <option key={s} value={s}>
            {SPORT_LABELS[s]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-t`}>Target ({inputUnit(metric, units)})</label>
      <input
        id={`${id}-t`}
        type="number"
        min={0}
        step="any"
        required
        value={target}
        onChange={(e) => setTarget(e.target.value)}
      />
      <label htmlFor={`${id}-d`}>Counting from</label>
      <input id={`${id}-d`} type="date" required value={start} onChange={(e) => setStart(e.target.value)} />
      <div className="goals-form__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {goal ? 'Save goal' : 'Add goal'}
        </Button>
        {goal && onDone ? <Button onClick={onDone}>Cancel</Button> : null}
      </div>
      {error ? (
        <p role="alert" className="goals-form__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function GoalsPage() {
  const { units, weekStart, setWeekStart } = useSettings();
  const { data, error, isPending } = useGearData();
  const actions = useGearActions();
  const progress = useMemo(
    () =>
      data
        ? data.goals.map((g) =>
            goalProgress(g, data.summaries, data.today, { weekStartsOn: WEEK_START_DAY[weekStart] }),
          )
        : [],
    [data, weekStart],
  );
  if (error) return <ErrorPanel error={error} title="Could not read your goals" />;
  if (isPending || !data) return <p role="status">Loading goals…</p>;
  return (
    <>
      <PageHeader
        title="Goals"
        description="Weekly, monthly and yearly targets, and how you are doing."
        actions={
          <Segmented
            legend="Weeks start on"
            options={WEEK_OPTIONS}
            value={weekStart}
            onChange={setWeekStart}
          />
        }
      />
      {progress.map((p) => (
        <GoalCard key={p.goal.id} p={p} units={units} today={data.today} actions={actions} />
      ))}
      <section className="card" aria-label="New goal">
        <h2 className="card__title">New goal</h2>
        <GoalForm goal={null} label="New goal" units={units} today={data.today} actions={actions} />
      </section>
      <MethodNote>
        Activities count on their local day (the clock where they happened) from the goal&apos;s start day;
        weeks start on Monday unless you choose Sunday above (weekly goals and their streaks follow it).
        Needed per day: what is left divided by the days left, today included. Projection: the total so far
        scaled to the whole period. The streak counts the periods met in a row up to the last complete one,
        plus this one once met.
      </MethodNote>
    </>
  );
}
