/**
 * One gear: its retirement suggestion, distance per month, maintenance tasks ("Done now", add,
 * delete) and its actions (edit, retire, delete).
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../components/error-panel';
import type { GearOverview } from '../../domain/gear/overview';
import { markDone, retirementDistance, suggestsRetirement, taskStatus } from '../../domain/gear/maintenance';
import { monthlyDistance } from '../../domain/gear/totals';
import type { Gear, MaintenanceTask } from '../../domain/gear/types';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { distanceUnit, formatDistance, fromDisplayDistance, toDisplayDistance } from '../../lib/format';
import { newGearDocId, type GearActions } from '../../shared/gear/gear-queries';
import { GearForm } from './gear-form';

interface Props {
  gear: Gear;
  tasks: MaintenanceTask[];
  summaries: TrackSummary[];
  overview: GearOverview;
  today: number;
  units: UnitSystem;
  actions: GearActions;
}

function MonthChart({
  gear,
  summaries,
  overview,
  units,
}: Pick<Props, 'gear' | 'summaries' | 'overview' | 'units'>) {
  const months = useMemo(
    () =>
      monthlyDistance(summaries, overview.index, gear.id).map((m) => ({
        month: m.month,
        distance: Math.round(toDisplayDistance(m.distanceM, units) * 10) / 10,
      })),
    [summaries, overview.index, gear.id, units],
  );
  if (months.length === 0) return <p className="muted">No activities with this gear yet.</p>;
  return (
    <figure
      className="gear-chart"
      aria-label={`Distance per month with ${gear.name} (${distanceUnit(units)})`}
    >
      <BarChart
        data={months}
        responsive
        style={{ width: '100%', height: 180 }}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" stroke="var(--color-text-muted)" fontSize={12} minTickGap={24} />
        <YAxis stroke="var(--color-text-muted)" fontSize={12} width={40} />
        <Tooltip />
        <Bar
          dataKey="distance"
          name={`Distance (${distanceUnit(units)})`}
          fill="var(--color-accent)"
          // One month of use drew one bar across the whole chart.
          maxBarSize={GEAR_BAR_MAX_PX}
          isAnimationActive={false}
        />
      </BarChart>
    </figure>
  );
}

/** The widest a month's bar is drawn, px. */
const GEAR_BAR_MAX_PX = 32;

function TaskForm({ gear, units, actions }: Pick<Props, 'gear' | 'units' | 'actions'>) {
  const id = useId();
  const [name, setName] = useState('');
  const [every, setEvery] = useState('');
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const task: MaintenanceTask = {
      id: newGearDocId(),
      gearId: gear.id,
      name: name.trim(),
      everyM: every.trim() === '' ? null : fromDisplayDistance(Number(every), units),
      everyDays: days.trim() === '' ? null : Math.round(Number(days)),
      lastDoneDay: null,
      lastDoneAtM: null,
      createdAt: Date.now(),
    };
    try {
      await actions.put('maintenance', task);
      setName('');
      setEvery('');
      setDays('');
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form
      className="form-fields form-fields--grid"
      aria-label={`New task for ${gear.name}`}
      onSubmit={(e) => void submit(e)}
    >
      <label htmlFor={`${id}-n`}>Task</label>
      <input id={`${id}-n`} required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-d`}>Every ({distanceUnit(units)})</label>
      <input
        id={`${id}-d`}
        type="number"
        min={0}
        step="any"
        value={every}
        onChange={(e) => setEvery(e.target.value)}
      />
      <label htmlFor={`${id}-t`}>Every (days)</label>
      <input
        id={`${id}-t`}
        type="number"
        min={1}
        step={1}
        value={days}
        onChange={(e) => setDays(e.target.value)}
      />
      <Button type="submit" size="sm">
        Add task
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

const STATE_LABEL = { due: 'Due', soon: 'Nearly due', ok: 'OK' } as const;

export function GearCard(props: Props) {
  const { gear, tasks, overview, today, units, actions, summaries } = props;
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const total = overview.totals.get(gear.id)?.totalDistanceM ?? gear.startDistanceM;
  const limit = retirementDistance(gear);
  return (
    <section className="card gear-card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          <bdi>{gear.name}</bdi>
          {gear.brand || gear.model ? (
            <span className="muted"> {[gear.brand, gear.model].filter(Boolean).join(' ')}</span>
          ) : null}
        </h2>
        <div className="gear-card__actions">
          <Button size="sm" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            Edit {gear.name}
          </Button>
          <Button
            size="sm"
            onClick={() =>
              void actions.put('gear', { ...gear, retired: !gear.retired, updatedAt: Date.now() })
            }
          >
            {gear.retired ? `Return ${gear.name} to use` : `Retire ${gear.name}`}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
            Delete {gear.name}
          </Button>
        </div>
      </div>
      {gear.note ? <p className="gear-card__note">{gear.note}</p> : null}
      {suggestsRetirement(gear, total) && limit !== null ? (
        <p className="gear-card__suggest" role="note">
          {gear.name} has gone {formatDistance(total, units, 0)}, past {formatDistance(limit, units, 0)}: time
          to think about retiring it. Nothing changes until you choose Retire.
        </p>
      ) : null}
      {editing ? (
        <GearForm
          gear={gear}
          units={units}
          onSave={async (next) => {
            await actions.put('gear', next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <MonthChart gear={gear} summaries={summaries} overview={overview} units={units} />
      <h3 className="gear-card__sub">Maintenance</h3>
      {tasks.length === 0 ? <p className="muted">No tasks.</p> : null}
      <ul className="gear-tasks">
        {tasks.map((task) => {
          const s = taskStatus(task, gear, total, today);
          const left = [
            s.remainingM === null
              ? null
              : `${formatDistance(Math.abs(s.remainingM), units, 0)} ${s.remainingM < 0 ? 'over' : 'left'}`,
            s.remainingDays === null
              ? null
              : `${Math.abs(s.remainingDays)} days ${s.remainingDays < 0 ? 'over' : 'left'}`,
          ].filter(Boolean);
          return (
            <li key={task.id} className={`gear-task gear-task--${s.state}`}>
              <span>
                <strong>{task.name}</strong>: {STATE_LABEL[s.state]} ({left.join(', ')})
              </span>
              <Button size="sm" onClick={() => void actions.put('maintenance', markDone(task, total, today))}>
                {`Done now: ${task.name}`}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void actions.remove('maintenance', task.id)}>
                {`Delete task ${task.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
      <TaskForm gear={gear} units={units} actions={actions} />
      <ConfirmDialog
        open={deleting}
        title={`Delete ${gear.name}?`}
        confirmLabel="Delete gear"
        tone="danger"
        onConfirm={() => {
          setDeleting(false);
          void actions.deleteGear(gear.id, summaries);
        }}
        onCancel={() => setDeleting(false)}
      >
        Its activities keep all their data; only their link to this gear, its rules and its tasks go.
      </ConfirmDialog>
    </section>
  );
}
