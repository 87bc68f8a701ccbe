import type { ReactNode } from 'react';

/** Splits "12.35 km" into number and unit so the unit can be set smaller; "5:12 /km" too. */
const VALUE_WITH_UNIT = /^(-?[\d.,:]+)\s+(\S.*)$/;

export interface StatTileProps {
  label: string;
  /** The formatted value, e.g. from src/lib/format. */
  value: string;
  /** A short note under the value (method used, comparison). */
  hint?: ReactNode;
}

/** One figure of a StatGrid: a <dt>/<dd> pair, so screen readers read "label: value". */
export function StatTile({ label, value, hint }: StatTileProps) {
  const match = VALUE_WITH_UNIT.exec(value);
  return (
    <div className="stat-tile">
      <dt className="stat-tile__label">{label}</dt>
      <dd className="stat-tile__value">
        {match ? (
          <>
            {match[1]}
            <span className="stat-tile__unit"> {match[2]}</span>
          </>
        ) : (
          value
        )}
      </dd>
      {hint ? <dd className="stat-tile__hint">{hint}</dd> : null}
    </div>
  );
}

/** A responsive grid of StatTiles (a description list). */
export function StatGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <dl className="stat-grid" aria-label={label}>
      {children}
    </dl>
  );
}
