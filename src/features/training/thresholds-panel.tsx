/**
 * The person's dated thresholds: what is in force today for each kind (theirs, or the estimate,
 * labelled), the list of dated entries with a Remove button each, and a form to add one ("FTP 260 W
 * from 2024-03-01"). Saving re-scores every activity at once: the page re-runs the model over the
 * stored training products, no track is read.
 */
import { useId, useState, type FormEvent } from 'react';
import { formatDay } from '../../domain/filters/date-range';
import { SPORTS, type Sport } from '../../domain/stats/types';
import {
  THRESHOLD_KINDS,
  THRESHOLD_LABELS,
  THRESHOLD_LIMITS,
  type ThresholdEntry,
  type ThresholdKind,
} from '../../domain/training/thresholds';
import type { TrainingModel } from '../../domain/training/model';
import { thresholdUsed } from '../../domain/training/score';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import { buttonClassName } from '../../components/button';
import { SimpleTable } from '../../components/simple-table';
import { METRES_PER_KM, type UnitSystem } from '../../domain/units';
import { formatPace } from '../../lib/format';
import { useUnits } from '../../lib/settings';

interface Props {
  entries: readonly ThresholdEntry[];
  model: TrainingModel;
  today: number;
  onSave: (entries: ThresholdEntry[]) => Promise<void>;
}

const ALL = 'all';
const CURRENT_SPORTS: readonly Sport[] = ['ride', 'run'];

/** A threshold as shown; a pace (stored in s/km) in the person's units. */
function valueText(kind: ThresholdKind, value: number | null, units: UnitSystem): string {
  if (value === null) return 'not known';
  if (kind === 'thresholdPace') return formatPace(METRES_PER_KM / value, units);
  return `${Math.round(value)} ${THRESHOLD_LIMITS[kind].unit}`;
}

function newId(): string {
  return `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export function ThresholdsPanel({ entries, model, today, onSave }: Props) {
  const titleId = useId();
  const units = useUnits();
  const [kind, setKind] = useState<ThresholdKind>('ftp');
  const [sport, setSport] = useState<string>(ALL);
  const [value, setValue] = useState('');
  const [from, setFrom] = useState(formatDay(today));
  const [error, setError] = useState<string | null>(null);
  const limits = THRESHOLD_LIMITS[kind];
  const save = (next: ThresholdEntry[]) =>
    onSave(next).then(
      () => setError(null),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  const add = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (!Number.isInteger(n) || n < limits.min || n > limits.max) {
      setError(
        `${THRESHOLD_LABELS[kind]} must be a whole number from ${limits.min} to ${limits.max} ${limits.unit}.`,
      );
      return;
    }
    void save([
      ...entries,
      { id: newId(), kind, sport: sport === ALL ? null : (sport as Sport), value: n, from },
    ]).then(() => setValue(''));
  };
  const sorted = [...entries].sort((a, b) => a.kind.localeCompare(b.kind) || a.from.localeCompare(b.from));
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Thresholds
      </h2>
      <SimpleTable
        caption="Thresholds in force today"
        className="training-thresholds"
        columns={[
          { header: 'Threshold', cell: (k: ThresholdKind) => THRESHOLD_LABELS[k] },
          ...CURRENT_SPORTS.map((s) => ({
            header: SPORT_LABELS[s],
            numeric: true,
            cell: (k: ThresholdKind) => {
              const r = model.thresholdOn(k, s, today);
              if (r.value === null && !thresholdUsed(k, s)) return <span className="muted">not used</span>;
              return (
                <>
                  {valueText(k, r.value, units)}
                  {r.estimated && r.value !== null ? (
                    <span className="training-estimate"> estimate</span>
                  ) : null}
                </>
              );
            },
          })),
        ]}
        rows={THRESHOLD_KINDS}
        rowKey={(k) => k}
      />
      {sorted.length > 0 ? (
        <ul className="training-entries" aria-label="Your dated thresholds">
          {sorted.map((e) => (
            <li key={e.id}>
              {THRESHOLD_LABELS[e.kind]} {valueText(e.kind, e.value, units)} from {e.from}
              {e.sport === null ? '' : ` (${SPORT_LABELS[e.sport].toLowerCase()})`}{' '}
              <button
                type="button"
                className={buttonClassName('secondary', 'sm')}
                onClick={() => void save(entries.filter((x) => x.id !== e.id))}
              >
                Remove
                <span className="visually-hidden">
                  {' '}
                  {THRESHOLD_LABELS[e.kind]} from {e.from}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">You have set no threshold: every one above is estimated from your activities.</p>
      )}
      <form className="training-add form-fields" onSubmit={add} aria-label="Add a threshold">
        <label>
          Threshold{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value as ThresholdKind)}>
            {THRESHOLD_KINDS.map((k) => (
              <option key={k} value={k}>
                {THRESHOLD_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sport{' '}
          <select value={sport} onChange={(e) => setSport(e.target.value)}>
            <option value={ALL}>All sports</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {SPORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Value ({limits.unit}){' '}
          <input
            type="number"
            inputMode="numeric"
            step={1}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <label>
          From <input type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <button type="submit" className={buttonClassName('primary')}>
          Add threshold
        </button>
      </form>
      {error === null ? null : (
        <p role="alert" className="training-error">
          {error}
        </p>
      )}
    </section>
  );
}
