import { useId } from 'react';

export interface SegmentedProps<T extends string> {
  legend: string;
  /** Show the legend above the buttons (styled by the page) instead of only to screen readers. */
  showLegend?: boolean;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  value: T;
  onChange: (value: T) => void;
}

/** A small radio group styled as segmented buttons (the app's .segmented style). */
export function Segmented<T extends string>({
  legend,
  showLegend = false,
  options,
  value,
  onChange,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className={showLegend ? 'segmented__legend' : 'visually-hidden'}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="segmented__option">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
