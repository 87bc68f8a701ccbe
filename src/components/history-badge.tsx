/**
 * The mark beside an activity that counts in nothing (domain/sanity/history.ts): "Route" for a
 * planned route or a timeless track, "Excluded" for one the person left out. Nothing otherwise.
 */
import { isRoute } from '../domain/sanity/history';
import type { TrackSummary } from '../domain/stats/types';

export function HistoryBadge({ summary: s }: { summary: Pick<TrackSummary, 'kind' | 'excluded'> }) {
  if (isRoute(s)) return <span className="demo-badge history-badge">Route</span>;
  if (s.excluded) {
    return (
      <span
        className="demo-badge history-badge"
        title="Left out of records, totals, the heatmap and training"
      >
        Excluded
      </span>
    );
  }
  return null;
}
