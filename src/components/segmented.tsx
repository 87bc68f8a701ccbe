import { useId } from 'react';

export interface SegmentedOption<T extends string> {
  value: T;
  /** The visible text. */
  label: string;
  /** A tooltip (the option's title). */
  hint?: string;
  /** The accessible name when it should differ from the visible label (e.g. "Local" means little alone). */
  name?: string;
  disabled?: boolean;
}

export interface SegmentedProps<T extends string> {
  legend: string;
  /** Show the legend above the buttons (styled by the page) instead of only to screen readers. */
  showLegend?: boolean;
  options: readonly SegmentedOption<T>[];
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
  const group = useId();
  return (
    <fieldset className="segmented">
      <legend className={showLegend ? 'segmented__legend' : 'visually-hidden'}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="segmented__option" title={o.hint}>
          <input
            type="radio"
            name={group}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            aria-label={o.name}
            onChange={() => onChange(o.value)}
          />
          <span aria-hidden={o.name ? true : undefined}>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
