/** Assignment rules: a default gear per sport and dated rules by sport (domain/gear/assign.ts). */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../components/error-panel';
import type { Gear, GearRule } from '../../domain/gear/types';
import { SPORTS, type Sport } from '../../domain/stats/types';
import { newGearDocId, type GearActions } from '../../shared/gear/gear-queries';
import { dayToInput, inputToDay } from '../../lib/day-input';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';

function describeRule(r: GearRule, name: string): string {
  const sport = SPORT_LABELS[r.sport];
  if (r.fromDay === null && r.toDay === null) return `${sport}: ${name} by default`;
  const from = r.fromDay === null ? 'any time' : dayToInput(r.fromDay);
  const to = r.toDay === null ? 'on' : dayToInput(r.toDay);
  return `${sport} from ${from} to ${to}: ${name}`;
}

export function GearRules({
  gear,
  rules,
  actions,
}: {
  gear: Gear[];
  rules: GearRule[];
  actions: GearActions;
}) {
  const id = useId();
  const [sport, setSport] = useState<Sport>('run');
  const [gearId, setGearId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const names = new Map(gear.map((g) => [g.id, g.name]));
  const chosen = gearId || gear[0]?.id || '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await actions.put('gearRules', {
        id: newGearDocId(),
        gearId: chosen,
        sport,
        fromDay: inputToDay(from),
        toDay: inputToDay(to),
        createdAt: Date.now(),
      });
      setFrom('');
      setTo('');
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Assignment rules
      </h2>
      <p className="muted">
        Which gear an activity gets: its own choice first, then a dated rule for its sport, then the gear its
        export names, then the sport&apos;s default (a rule without dates). Rules apply to every activity, new
        imports included.
      </p>
      <ul className="gear-rules">
        {rules.map((r) => (
          <li key={r.id}>
            {describeRule(r, names.get(r.gearId) ?? 'deleted gear')}{' '}
            <Button size="sm" variant="ghost" onClick={() => void actions.remove('gearRules', r.id)}>
              {`Delete rule: ${describeRule(r, names.get(r.gearId) ?? 'deleted gear')}`}
            </Button>
          </li>
        ))}
      </ul>
      {gear.length === 0 ? null : (
        <form
          className="form-fields form-fields--grid"
          aria-label="New rule"
          onSubmit={(e) => void submit(e)}
        >
          <label htmlFor={`${id}-sport`}>Sport</label>
          <select id={`${id}-sport`} value={sport} onChange={(e) => setSport(e.target.value as Sport)}>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {SPORT_LABELS[s]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-gear`}>Gear</label>
          <select id={`${id}-gear`} value={chosen} onChange={(e) => setGearId(e.target.value)}>
            {gear.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-from`}>From (empty: default)</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <Button type="submit" size="sm">
            Add rule
          </Button>
          {error ? <p role="alert">{error}</p> : null}
        </form>
      )}
    </section>
  );
}
