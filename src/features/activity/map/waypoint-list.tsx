/**
 * The places the file marks, listed under the map: hovering or focusing one shows it on the map
 * (a larger marker), so its name is reachable without a mouse over the map.
 */
import type { Waypoint } from '../../../domain/track/types';
import { waypointName } from './activity-map';

export interface WaypointListProps {
  waypoints: readonly Waypoint[];
  focused: number | null;
  onFocus: (index: number | null) => void;
}

export function WaypointList({ waypoints, focused, onFocus }: WaypointListProps) {
  if (waypoints.length === 0) return null;
  const count = waypoints.length === 1 ? '1 place' : `${waypoints.length} places`;
  return (
    <div className="activity-waypoints">
      <h3 className="activity-waypoints__title" id="waypoints-title">
        Marked in the file: {count}
      </h3>
      <ul aria-labelledby="waypoints-title" onMouseLeave={() => onFocus(null)}>
        {waypoints.map((w, i) => (
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
              {waypointName(w, i)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
