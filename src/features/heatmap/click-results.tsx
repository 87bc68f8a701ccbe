/**
 * The activities passing near the clicked point: each links to its page; "Compare these" opens
 * them in Compare, "Filter to these" keeps only them on the heatmap.
 */
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { TrackSummary } from '../../domain/stats/types';
import { formatActivityDate, formatDistance, formatElevation } from '../../lib/format';
import { useUnits } from '../../lib/settings';
import type { ClickAnswer } from './use-heat-click';

/** Most activities listed (the most recent); the actions still cover all of them. */
export const LIST_LIMIT = 100;
/** Most activities sent to Compare (the most recent). */
export const COMPARE_LIMIT = 50;

export interface ClickResultsProps {
  answer: ClickAnswer | null;
  pending: boolean;
  error: string | null;
  compareHref: (ids: string[]) => string;
  /** Client-side navigation to an href. */
  go: (href: string) => void;
  onFilterTo: (ids: string[]) => void;
  onClose: () => void;
}

function Item({ s }: { s: TrackSummary }) {
  const units = useUnits();
  return (
    <li className="heat-hit">
      <Link to="/activities/$id" params={{ id: s.id }} className="heat-hit__name">
        {s.name || s.fileName}
      </Link>
      <span className="heat-hit__meta">
        {formatActivityDate(s.startTime, s.utcOffsetMin)} · {s.sport} · {formatDistance(s.distanceM, units, 1)}
      </span>
    </li>
  );
}

/** A plain left click navigates inside the app; modified clicks (new tab...) keep the browser's way. */
const isPlainClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function ClickResults({ answer, pending, error, compareHref, go, onFilterTo, onClose }: ClickResultsProps) {
  const units = useUnits();
  if (!answer) {
    return (
      <section className="heat-panel" aria-label="Activities here">
        <h2 className="heat-panel__title">Activities here</h2>
        <p className="heat-note">{error ?? (pending ? 'Looking…' : 'Click anywhere on the map to list the activities that pass there.')}</p>
      </section>
    );
  }
  const { hits, point } = answer;
  const ids = hits.map((h) => h.summary.id);
  const toCompare = ids.slice(0, COMPARE_LIMIT);
  return (
    <section
      className="heat-panel"
      aria-label="Activities here"
      data-point={`${point.lon},${point.lat}`}
      data-query-ms={answer.ms.toFixed(2)}
    >
      <div className="heat-panel__head">
        <h2 className="heat-panel__title">Activities here</h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="heat-note" aria-live="polite">
        {hits.length === 0
          ? `No activity passes within ${formatElevation(point.toleranceM, units)} of this point.`
          : `${hits.length.toLocaleString('en-US')} ${hits.length === 1 ? 'activity passes' : 'activities pass'} within ${formatElevation(point.toleranceM, units)}.`}
      </p>
      {hits.length > 0 ? (
        <div className="heat-actions">
          {toCompare.length >= 2 ? (
            <a
              href={compareHref(toCompare)}
              className="btn btn--primary btn--sm"
              onClick={(e) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                go(compareHref(toCompare));
              }}
            >
              {ids.length > COMPARE_LIMIT ? `Compare the ${COMPARE_LIMIT} most recent` : 'Compare these'}
            </a>
          ) : null}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => onFilterTo(ids)}>
            Filter to these
          </button>
        </div>
      ) : null}
      <ul className="heat-hits">
        {hits.slice(0, LIST_LIMIT).map((h) => (
          <Item key={h.summary.id} s={h.summary} />
        ))}
      </ul>
      {hits.length > LIST_LIMIT ? <p className="heat-note">Showing the {LIST_LIMIT} most recent.</p> : null}
    </section>
  );
}
