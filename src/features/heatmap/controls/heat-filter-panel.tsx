/**
 * The filter on the heatmap: sports and date preset here; the other parts of the shared filter
 * (set on the Activities page, kept in the URL) are applied too and summarised with a way to clear
 * them. Every change goes to the URL.
 */
import { useId } from 'react';
import {
  DATE_PRESETS,
  DEFAULT_FILTER,
  RANGE_KEYS,
  isDefaultFilter,
  type ActivityFilter,
} from '../../../domain/filters';
import { SPORTS, type Sport } from '../../../domain/stats/types';
import { PRESET_LABELS, SPORT_LABELS } from '../../../shared/filters/filter-labels';
import { pluralWord } from '../../../lib/format';

export interface HeatFilterPanelProps {
  filter: ActivityFilter;
  onChange: (next: ActivityFilter) => void;
  /** Activities the filter keeps, and all loaded ones. */
  kept: number | null;
  total: number;
}

/** Words for the parts of the filter this panel has no control for. */
function otherParts(filter: ActivityFilter): string[] {
  const parts: string[] = [];
  if (filter.date.preset === 'custom')
    parts.push(`dates ${filter.date.from ?? '…'} to ${filter.date.to ?? '…'}`);
  if (filter.text !== '') parts.push(`“${filter.text}”`);
  if (RANGE_KEYS.some((k) => filter[k].min !== null || filter[k].max !== null)) parts.push('ranges');
  if (filter.collectionId !== null) parts.push('a collection');
  return parts;
}

export function HeatFilterPanel({ filter, onChange, kept, total }: HeatFilterPanelProps) {
  const id = useId();
  const others = otherParts(filter);
  const toggle = (sport: Sport) =>
    onChange({
      ...filter,
      sports: filter.sports.includes(sport)
        ? filter.sports.filter((s) => s !== sport)
        : [...filter.sports, sport],
    });
  return (
    <section className="heat-panel" aria-label="Filters">
      <fieldset className="heat-sports">
        <legend className="heat-field__label">Sport</legend>
        {SPORTS.map((sport) => {
          const on = filter.sports.includes(sport);
          return (
            <label key={sport} className={on ? 'heat-chip is-on' : 'heat-chip'}>
              <input type="checkbox" checked={on} onChange={() => toggle(sport)} />
              {SPORT_LABELS[sport]}
            </label>
          );
        })}
      </fieldset>
      <div className="heat-field">
        <label htmlFor={`${id}-date`} className="heat-field__label">
          Date
        </label>
        <select
          id={`${id}-date`}
          value={filter.date.preset}
          onChange={(e) => {
            const preset = DATE_PRESETS.find((p) => p === e.target.value) ?? 'all';
            onChange({ ...filter, date: { ...filter.date, preset } });
          }}
        >
          {DATE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PRESET_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      {filter.ids !== null ? (
        <p className="heat-note">
          {filter.ids.length} picked {pluralWord(filter.ids.length, 'activity', 'activities')}{' '}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onChange({ ...filter, ids: null })}
          >
            Show all
          </button>
        </p>
      ) : null}
      {others.length > 0 ? (
        <p className="heat-note">Also filtered by {others.join(', ')} (from Activities).</p>
      ) : null}
      <p className="heat-note" aria-live="polite">
        {kept === null
          ? 'Counting…'
          : `${kept.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} activities shown`}
      </p>
      {!isDefaultFilter(filter) ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => onChange(DEFAULT_FILTER)}>
          Clear filters
        </button>
      ) : null}
    </section>
  );
}
