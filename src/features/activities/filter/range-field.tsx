/**
 * A min/max pair of inputs for one numeric filter range, in the user's units. Typing does not
 * touch the URL; the value is committed on blur or Enter. A value that does not parse is shown
 * as invalid and not applied.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { NumRange } from '../../../domain/filters';

export interface RangeCodec {
  /** Stored SI value to the text shown in the input. */
  format: (si: number) => string;
  /** Input text to the stored SI value; null when it does not parse. */
  parse: (text: string) => number | null;
}

export interface RangeFieldProps {
  label: string;
  /** Unit shown after the label, e.g. "km" or "min:s /km". */
  unit: string;
  value: NumRange;
  codec: RangeCodec;
  onChange: (next: NumRange) => void;
}

export function RangeField({ label, unit, value, codec, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <fieldset className="range-field">
      <legend className="range-field__legend">
        {label} <span className="range-field__unit">({unit})</span>
      </legend>
      <BoundInput
        id={`${id}-min`}
        label={`Minimum ${label.toLowerCase()}`}
        placeholder="min"
        si={value.min}
        codec={codec}
        onCommit={(min) => onChange({ ...value, min })}
      />
      <span aria-hidden="true">–</span>
      <BoundInput
        id={`${id}-max`}
        label={`Maximum ${label.toLowerCase()}`}
        placeholder="max"
        si={value.max}
        codec={codec}
        onCommit={(max) => onChange({ ...value, max })}
      />
    </fieldset>
  );
}

interface BoundInputProps {
  id: string;
  label: string;
  placeholder: string;
  si: number | null;
  codec: RangeCodec;
  onCommit: (si: number | null) => void;
}

function BoundInput({ id, label, placeholder, si, codec, onCommit }: BoundInputProps) {
  const shown = si === null ? '' : codec.format(si);
  const [draft, setDraft] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  if (lastShown !== shown) {
    // The URL changed under us (back button, clear filters, units): show the new value.
    setLastShown(shown);
    setDraft(shown);
  }
  const parsed = draft.trim() === '' ? null : codec.parse(draft);
  const invalid = draft.trim() !== '' && parsed === null;
  const commit = () => {
    if (invalid) return;
    if (parsed !== si) onCommit(parsed);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    if (e.key === 'Escape') setDraft(shown);
  };
  return (
    <input
      id={id}
      className="range-field__input"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
