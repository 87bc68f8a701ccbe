/**
 * The filter bar: date preset (or custom range), sports, text search and the numeric ranges.
 * It only renders a filter and reports changes, so any page can show it (routes compose it above
 * the overview, compare or heatmap page with the same URL filter).
 */
import { memo, useId } from 'react';
import {
  DATE_PRESETS,
  DEFAULT_FILTER,
  HISTORY_SHOWS,
  isDefaultFilter,
  NO_GEAR,
  RANGE_KEYS,
  type ActivityFilter,
  type HistoryShow,
} from '../../../domain/filters';
import { SPORTS, type Sport } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { PRESET_LABELS, SPORT_LABELS } from '../../../shared/filters/filter-labels';
import { pluralWord } from '../../../lib/format';
import { RangeField } from './range-field';
import { filtersBySpeed, rangeUi, speedRangeUi, swapRange } from './range-codecs';

export interface FilterBarProps {
  filter: ActivityFilter;
  /** replace: true for changes that should not each make a history entry. */
  onChange: (next: ActivityFilter, options?: { replace?: boolean }) => void;
  units: UnitSystem;
  /** The text box's value when the page keeps typing local before it reaches the URL. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** Name of the collection filtered on, if any (shown as a removable chip). */
  collectionName?: string | null;
  /** The gear of the person's activities: a Gear filter is shown when there is any. */
  gearOptions?: readonly string[];
  /** Whether any activity is a route or excluded: a Counts filter is shown when so (issue 41). */
  hasUncounted?: boolean;
}

export const FilterBar = memo(function FilterBar(props: FilterBarProps) {
  const { filter, onChange, units } = props;
  const id = useId();
  const text = props.text ?? filter.text;
  const set = (patch: Partial<ActivityFilter>) => onChange({ ...filter, ...patch });
  const rangesActive = RANGE_KEYS.some((k) => filter[k].min !== null || filter[k].max !== null);
  return (
    <section className="filter-bar" aria-label="Filters">
      <div className="filter-bar__row">
        <label className="filter-bar__field" htmlFor={`${id}-q`}>
          <span className="filter-bar__label">Search</span>
          <input
            id={`${id}-q`}
            type="search"
            className="filter-bar__search"
            placeholder="Name or file name"
            value={text}
            onChange={(e) =>
              props.onTextChange ? props.onTextChange(e.target.value) : set({ text: e.target.value })
            }
          />
        </label>
        <DateFields filter={filter} onChange={onChange} idBase={id} />
        <SportPicker selected={filter.sports} onChange={(sports) => set({ sports })} />
        {(props.gearOptions?.length ?? 0) > 0 || filter.gear !== null ? (
          <GearField
            id={`${id}-gear`}
            value={filter.gear}
            options={props.gearOptions ?? []}
            onChange={(gear) => set({ gear })}
          />
        ) : null}
        {props.hasUncounted === true || filter.show !== null ? (
          <ShowField id={`${id}-show`} value={filter.show} onChange={(show) => set({ show })} />
        ) : null}
        {props.collectionName !== undefined && filter.collectionId !== null ? (
          <span className="filter-bar__chip">
            Collection: {props.collectionName ?? 'unknown'}
            <button
              type="button"
              aria-label="Stop filtering by collection"
              onClick={() => set({ collectionId: null })}
            >
              ×
            </button>
          </span>
        ) : null}
        {filter.ids !== null ? (
          <span className="filter-bar__chip">
            {filter.ids.length} picked {pluralWord(filter.ids.length, 'activity', 'activities')}
            <button
              type="button"
              aria-label="Stop filtering to picked activities"
              onClick={() => set({ ids: null })}
            >
              ×
            </button>
          </span>
        ) : null}
        {!isDefaultFilter(filter) || text !== '' ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(DEFAULT_FILTER)}>
            Clear filters
          </button>
        ) : null}
      </div>
      <details className="filter-bar__more" open={rangesActive || undefined}>
        <summary>Ranges{rangesActive ? ' (active)' : ''}</summary>
        <div className="filter-bar__ranges">
          {RANGE_KEYS.map((key) => {
            if (key === 'paceSPerKm' && filtersBySpeed(filter.sports)) {
              const ui = speedRangeUi(units);
              return (
                <RangeField
                  key={key}
                  label={ui.label}
                  unit={ui.unit}
                  codec={ui.codec}
                  value={swapRange(filter[key])}
                  onChange={(r) => set({ [key]: swapRange(r) })}
                />
              );
            }
            const ui = rangeUi(key, units);
            return (
              <RangeField
                key={key}
                label={ui.label}
                unit={ui.unit}
                codec={ui.codec}
                value={filter[key]}
                onChange={(r) => set({ [key]: r })}
              />
            );
          })}
        </div>
      </details>
    </section>
  );
});

function DateFields({
  filter,
  onChange,
  idBase,
}: Pick<FilterBarProps, 'filter' | 'onChange'> & { idBase: string }) {
  const date = filter.date;
  return (
    <>
      <label className="filter-bar__field" htmlFor={`${idBase}-date`}>
        <span className="filter-bar__label">Date</span>
        <select
          id={`${idBase}-date`}
          value={date.preset}
          onChange={(e) => {
            const preset = DATE_PRESETS.find((p) => p === e.target.value) ?? 'all';
            onChange({ ...filter, date: { ...date, preset } });
          }}
        >
          {DATE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PRESET_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      {date.preset === 'custom' ? (
        <>
          <label className="filter-bar__field" htmlFor={`${idBase}-from`}>
            <span className="filter-bar__label">From</span>
            <input
              id={`${idBase}-from`}
              type="date"
              value={date.from ?? ''}
              max={date.to ?? undefined}
              onChange={(e) => onChange({ ...filter, date: { ...date, from: e.target.value || null } })}
            />
          </label>
          <label className="filter-bar__field" htmlFor={`${idBase}-to`}>
            <span className="filter-bar__label">To</span>
            <input
              id={`${idBase}-to`}
              type="date"
              value={date.to ?? ''}
              min={date.from ?? undefined}
              onChange={(e) => onChange({ ...filter, date: { ...date, to: e.target.value || null } })}
            />
          </label>
        </>
      ) : null}
    </>
  );
}

function GearField({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: string | null;
  options: readonly string[];
  onChange: (gear: string | null) => void;
}) {
  const all = value !== null && value !== NO_GEAR && !options.includes(value) ? [...options, value] : options;
  return (
    <label className="filter-bar__field" htmlFor={id}>
      <span className="filter-bar__label">Gear</span>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">Any gear</option>
        <option value={NO_GEAR}>No gear</option>
        {all.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </select>
    </label>
  );
}

const SHOW_LABELS: Record<HistoryShow, string> = {
  counted: 'Counted activities',
  excluded: 'Excluded by you',
  routes: 'Routes',
};

/** What counts (domain/sanity/history.ts): everything, counted activities, excluded ones, routes. */
function ShowField(props: {
  id: string;
  value: HistoryShow | null;
  onChange: (show: HistoryShow | null) => void;
}) {
  return (
    <label className="filter-bar__field" htmlFor={props.id}>
      <span className="filter-bar__label">Counts</span>
      <select
        id={props.id}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(HISTORY_SHOWS.find((v) => v === e.target.value) ?? null)}
      >
        <option value="">Everything</option>
        {HISTORY_SHOWS.map((v) => (
          <option key={v} value={v}>
            {SHOW_LABELS[v]}
          </option>
        ))}
      </select>
    </label>
  );
}

function SportPicker({ selected, onChange }: { selected: Sport[]; onChange: (sports: Sport[]) => void }) {
  return (
    <fieldset className="filter-bar__sports">
      <legend className="filter-bar__label">Sport</legend>
      {SPORTS.map((sport) => {
        const on = selected.includes(sport);
        return (
          <label key={sport} className={on ? 'filter-bar__sport is-on' : 'filter-bar__sport'}>
            <input
              type="checkbox"
              checked={on}
              onChange={() => onChange(on ? selected.filter((s) => s !== sport) : [...selected, sport])}
            />
            {SPORT_LABELS[sport]}
          </label>
        );
      })}
    </fieldset>
  );
}
