/**
 * "Add activities": a small search over the stored activities (most recent first) to add to the
 * comparison, for "compare with…" from one activity or growing a set by hand.
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatActivityDate, formatDistance, summaryZone } from '../../lib/format';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';

/** Most activities listed at once (type to narrow). */
export const MAX_LISTED = 25;

export interface AddActivitiesProps {
  inSet: readonly string[];
  units: UnitSystem;
  onAdd: (id: string) => void;
}

/** Stored activities not in the set whose name contains the text, most recent first. */
export function addable(
  all: readonly TrackSummary[],
  inSet: readonly string[],
  text: string,
): TrackSummary[] {
  const taken = new Set(inSet);
  const needle = text.trim().toLocaleLowerCase();
  return all
    .filter((s) => !taken.has(s.id) && (needle === '' || s.name.toLocaleLowerCase().includes(needle)))
    .sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0))
    .slice(0, MAX_LISTED);
}

export function AddActivities({ inSet, units, onAdd }: AddActivitiesProps) {
  const store = useTrackStore();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const inputId = useId();
  const summaries = useQuery(summariesQuery(store));
  const list = useMemo(
    () => addable(summaries.data ?? [], inSet, deferred),
    [summaries.data, inSet, deferred],
  );

  return (
    <div className="add-activities card">
      <label htmlFor={inputId} className="compare-field">
        <span>Find activities to add</span>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name…"
        />
      </label>
      {summaries.isPending ? <p className="muted">Loading activities…</p> : null}
      {summaries.data && list.length === 0 ? <p className="muted">No other activities match.</p> : null}
      <ul className="add-activities__list">
        {list.map((s) => (
          <li key={s.id}>
            <span className="add-activities__name">{s.name}</span>
            <span className="muted tabular-nums">
              {formatActivityDate(s.startTime, summaryZone(s))} · {formatDistance(s.distanceM, units)}
            </span>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => onAdd(s.id)}
              aria-label={`Add ${s.name}`}
            >
              Add
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
