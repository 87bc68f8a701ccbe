import { useId } from 'react';
import type { TimePreference } from '../../lib/format';
import { useSettings } from '../../lib/settings';

const OPTIONS: readonly { value: TimePreference; label: string; hint: string }[] = [
  { value: 'activity', label: 'Local', hint: "Times in each activity's own time zone" },
  { value: 'viewer', label: 'Mine', hint: "Times in this device's time zone" },
];

/** Activity times in their own zone or in the viewer's, as a segmented radio group. */
export function TimesToggle() {
  const { times, setTimes } = useSettings();
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Times shown in</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="segmented__option" title={option.hint}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={times === option.value}
            aria-label={option.hint}
            onChange={() => setTimes(option.value)}
          />
          <span aria-hidden="true">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
