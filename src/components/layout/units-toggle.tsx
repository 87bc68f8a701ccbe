import { useId } from 'react';
import type { UnitSystem } from '../../domain/units';
import { useSettings } from '../../lib/settings';

const OPTIONS: readonly { value: UnitSystem; label: string; hint: string }[] = [
  { value: 'metric', label: 'Metric', hint: 'km, m, km/h' },
  { value: 'imperial', label: 'Imperial', hint: 'mi, ft, mph' },
];

/** Metric / imperial as a segmented radio group, remembered in settings. */
export function UnitsToggle() {
  const { units, setUnits } = useSettings();
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Units</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="segmented__option" title={option.hint}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={units === option.value}
            onChange={() => setUnits(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
