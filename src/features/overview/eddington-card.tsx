/**
 * The Eddington card: the Eddington number (eddington-view.ts) for all time or one year, every sport
 * or one, in the units setting's distance unit, what the next number needs, and a chart of the days
 * covering at least each distance against the diagonal "n days of n".
 */
import { memo, useId, useMemo, useState } from 'react';
import { Bar, CartesianGrid, Cell, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { Sport, TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { distanceUnit, formatCount } from '../../lib/format';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import { eddingtonBars, eddingtonFor, eddingtonOptions } from './eddington-view';

const ALL = 'all';

interface PickProps<T extends string | number> {
  label: string;
  allLabel: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | null) => void;
}

function Pick<T extends string | number>({ label, allLabel, value, options, onChange }: PickProps<T>) {
  const id = useId();
  return (
    <span className="cluster">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="calendar-year-select"
        value={value === null ? ALL : String(value)}
        onChange={(e) => {
          const hit = options.find((o) => String(o.value) === e.target.value);
          onChange(hit ? hit.value : null);
        }}
      >
        <option value={ALL}>{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

export const EddingtonCard = memo(function EddingtonCard({
  rows,
  units,
}: {
  rows: TrackSummary[];
  units: UnitSystem;
}) {
  const { years, sports } = useMemo(() => eddingtonOptions(rows), [rows]);
  const [chosenYear, setYear] = useState<number | null>(null);
  const [chosenSport, setSport] = useState<Sport | null>(null);
  const year = chosenYear !== null && years.includes(chosenYear) ? chosenYear : null;
  const sport = chosenSport !== null && sports.includes(chosenSport) ? chosenSport : null;
  const unit = distanceUnit(units);
  const e = useMemo(() => eddingtonFor(rows, { year, sport }, unit), [rows, year, sport, unit]);
  const bars = useMemo(() => eddingtonBars(e), [e]);
  const titleId = useId();
  const scope = `${sport === null ? 'all sports' : SPORT_LABELS[sport].toLowerCase()}, ${year ?? 'all time'}`;

  return (
    <section className="card eddington" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          Eddington number
        </h2>
        <span className="cluster">
          <Pick
            label="Period"
            allLabel="All time"
            value={year}
            options={years.map((y) => ({ value: y, label: String(y) }))}
            onChange={setYear}
          />
          <Pick
            label="Sport"
            allLabel="All sports"
            value={sport}
            options={sports.map((s) => ({ value: s, label: SPORT_LABELS[s] }))}
            onChange={setSport}
          />
        </span>
      </div>
      <p className="eddington__figure" aria-live="polite">
        <strong className="eddington__number">{e.n}</strong> <span>{unit}</span>{' '}
        <span className="muted">({scope})</span>
      </p>
      <p className="eddington__explain">
        {e.n === 0
          ? `No day of at least 1 ${unit} yet.`
          : `${formatCount(e.n, 'day', 'days')} of at least ${e.n} ${unit}.`}{' '}
        <strong>
          {formatCount(e.daysToNext, 'more day', 'more days')} of {e.n + 1} {unit}
        </strong>{' '}
        for the next.
      </p>
      <figure
        className="overview-chart"
        aria-label={`Days per distance (${unit}) against the n days of n line`}
      >
        <ComposedChart
          title={`Days per distance (${unit}): arrow keys move between distances`}
          data={bars}
          responsive
          style={{ width: '100%', height: 200 }}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="distance" stroke="var(--color-text-muted)" fontSize={12} unit={` ${unit}`} />
          <YAxis width={44} stroke="var(--color-text-muted)" fontSize={12} allowDecimals={false} />
          <Tooltip
            isAnimationActive={false}
            labelFormatter={(d) => `At least ${Number(d)} ${unit}`}
            formatter={(value, name) => [String(value), name === 'days' ? 'days' : 'days needed']}
            contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
          />
          <Bar dataKey="days" name="days" isAnimationActive={false}>
            {bars.map((b) => (
              <Cell
                key={b.distance}
                fill={b.reached ? 'var(--color-accent)' : 'var(--color-text-muted)'}
                fillOpacity={b.reached ? 1 : 0.45}
              />
            ))}
          </Bar>
          <Line
            dataKey="distance"
            name="needed"
            stroke="var(--color-text)"
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </figure>
    </section>
  );
});
