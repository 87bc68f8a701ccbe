/**
 * The places the file marks, listed under the map: hovering or focusing one shows it on the map
 * (a larger marker), so its name is reachable without a mouse over the map. A long list (a planned
 * route with hundreds of hotels and passes) is folded behind its count, with a search over the
 * names (accent- and case-insensitive, as the history's search) and a scrolling list, instead of
 * a wall of chips.
 */
import { useId, useMemo, useState } from 'react';
import { foldForSearch, searchTokens } from '../../../domain/filters';
import type { Waypoint } from '../../../domain/track/types';
import { waypointName } from './activity-map';

/** Up to this many places are shown as chips, open; more are folded and searchable. */
export const WAYPOINT_CHIPS_MAX = 12;

export interface WaypointListProps {
  waypoints: readonly Waypoint[];
  focused: number | null;
  onFocus: (index: number | null) => void;
}

const placesText = (n: number) => (n === 1 ? '1 place' : `${n.toLocaleString('en-US')} places`);

export function WaypointList({ waypoints, focused, onFocus }: WaypointListProps) {
  if (waypoints.length === 0) return null;
  if (waypoints.length > WAYPOINT_CHIPS_MAX) {
    return <LongWaypointList waypoints={waypoints} focused={focused} onFocus={onFocus} />;
  }
  return (
    <div className="activity-waypoints">
      <h3 className="activity-waypoints__title" id="waypoints-title">
        Marked in the file: {placesText(waypoints.length)}
      </h3>
      <WaypointItems
        labelledBy="waypoints-title"
        indices={waypoints.map((_, i) => i)}
        waypoints={waypoints}
        focused={focused}
        onFocus={onFocus}
      />
    </div>
  );
}

function LongWaypointList({ waypoints, focused, onFocus }: WaypointListProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const names = useMemo(() => waypoints.map((w, i) => foldForSearch(waypointName(w, i))), [waypoints]);
  const indices = useMemo(() => {
    const words = searchTokens(query);
    const out: number[] = [];
    names.forEach((name, i) => {
      if (words.every((w) => name.includes(w))) out.push(i);
    });
    return out;
  }, [names, query]);
  return (
    <details className="activity-waypoints activity-waypoints--long">
      <summary className="activity-waypoints__title">
        Marked in the file: {placesText(waypoints.length)}
      </summary>
      <div className="activity-waypoints__search">
        <label htmlFor={searchId}>Find a place</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <span role="status" className="muted">
          {indices.length === waypoints.length
            ? placesText(waypoints.length)
            : `${indices.length.toLocaleString('en-US')} of ${placesText(waypoints.length)}`}
        </span>
      </div>
      <div className="activity-waypoints__scroll">
        <WaypointItems
          label="Places marked in the file"
          indices={indices}
          waypoints={waypoints}
          focused={focused}
          onFocus={onFocus}
        />
      </div>
    </details>
  );
}

interface ItemsProps extends WaypointListProps {
  indices: readonly number[];
  labelledBy?: string;
  label?: string;
}

function WaypointItems({ indices, waypoints, focused, onFocus, labelledBy, label }: ItemsProps) {
  return (
    <ul aria-labelledby={labelledBy} aria-label={label} onMouseLeave={() => onFocus(null)}>
      {indices.map((i) => (
        <li key={i}>
          <button
            type="button"
            className="activity-waypoints__item"
            aria-pressed={focused === i}
            onFocus={() => onFocus(i)}
            onBlur={() => onFocus(null)}
            onMouseEnter={() => onFocus(i)}
            onClick={() => onFocus(i)}
          >
            <span className="activity-waypoints__dot" aria-hidden="true" />
            {waypointName(waypoints[i]!, i)}
          </button>
        </li>
      ))}
    </ul>
  );
}
