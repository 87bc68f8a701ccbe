/** The form of one gear: create or edit (kind, name, brand, model, note, first day, starting distance, retirement distance). */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../components/error-panel';
import { newGear } from '../../domain/gear/export-gear';
import { DEFAULT_SHOE_RETIRE_M, GEAR_KINDS, type Gear, type GearKind } from '../../domain/gear/types';
import type { UnitSystem } from '../../domain/units';
import { distanceUnit, fromDisplayDistance, toDisplayDistance } from '../../lib/format';
import { newGearDocId } from '../../shared/gear/gear-queries';
import { dayToInput, inputToDay } from '../../lib/day-input';

const KIND_LABELS: Record<GearKind, string> = { bike: 'Bike', shoes: 'Shoes', other: 'Other' };
export const kindLabel = (kind: GearKind) => KIND_LABELS[kind];

const shown = (m: number, units: UnitSystem) => String(Math.round(toDisplayDistance(m, units) * 10) / 10);

export function GearForm({
  gear,
  units,
  onSave,
  onCancel,
}: {
  gear: Gear | null;
  units: UnitSystem;
  onSave: (gear: Gear) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<GearKind>(gear?.kind ?? 'bike');
  const [name, setName] = useState(gear?.name ?? '');
  const [brand, setBrand] = useState(gear?.brand ?? '');
  const [model, setModel] = useState(gear?.model ?? '');
  const [note, setNote] = useState(gear?.note ?? '');
  const [from, setFrom] = useState(dayToInput(gear?.inUseFromDay ?? null));
  const [start, setStart] = useState(shown(gear?.startDistanceM ?? 0, units));
  const [retireAt, setRetireAt] = useState(gear?.retireAtM == null ? '' : shown(gear.retireAtM, units));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unit = distanceUnit(units);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const now = Date.now();
    const startM = fromDisplayDistance(Number(start || 0), units);
    const retireM = retireAt.trim() === '' ? null : fromDisplayDistance(Number(retireAt), units);
    const fields = {
      kind,
      name: name.trim(),
      brand: brand.trim(),
      model: model.trim(),
      note,
      inUseFromDay: inputToDay(from),
      startDistanceM: startM,
      retireAtM: retireM,
      updatedAt: now,
    };
    const next = gear ? { ...gear, ...fields } : newGear({ id: newGearDocId(), ...fields }, now);
    setBusy(true);
    setError(null);
    try {
      await onSave(next);
      if (!gear) {
        setName('');
        setBrand('');
        setModel('');
        setNote('');
      }
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form-fields form-fields--grid"
      onSubmit={(e) => void submit(e)}
      aria-label={gear ? `Edit ${gear.name}` : 'New gear'}
    >
      <label htmlFor={`${id}-kind`}>Kind</label>
      <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as GearKind)}>
        {GEAR_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        id={`${id}-name`}
        required
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor={`${id}-brand`}>Brand</label>
      <input id={`${id}-brand`} maxLength={200} value={brand} onChange={(e) => setBrand(e.target.value)} />
      <label htmlFor={`${id}-model`}>Model</label>
      <input id={`${id}-model`} maxLength={200} value={model} onChange={(e) => setModel(e.target.value)} />
      <label htmlFor={`${id}-from`}>In use from</label>
      <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <label htmlFor={`${id}-start`}>Starting distance ({unit})</label>
      <input
        id={`${id}-start`}
        type="number"
        min={0}
        step="any"
        value={start}
        onChange={(e) => setStart(e.target.value)}
      />
      <label htmlFor={`${id}-retire`}>Suggest retiring at ({unit})</label>
      <input
        id={`${id}-retire`}
        type="number"
        min={0}
        step="any"
        placeholder={kind === 'shoes' ? shown(DEFAULT_SHOE_RETIRE_M, units) : 'never'}
        value={retireAt}
        onChange={(e) => setRetireAt(e.target.value)}
      />
      <label htmlFor={`${id}-note`}>Note</label>
      <textarea id={`${id}-note`} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="gear-form__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {gear ? 'Save gear' : 'Add gear'}
        </Button>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
      </div>
      {error ? (
        <p role="alert" className="gear-form__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
