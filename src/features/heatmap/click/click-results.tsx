/**
 * The activities passing near the clicked point: each links to its page; "Compare these" opens
 * them in Compare, "Filter to these" keeps only them on the heatmap.
 *
 * The list is memoised on the answer and its items are plain links with text cached per summary,
 * so a click (the "Looking…" render) or a filter change does not re-render a hundred router links.
 */
import { memo, type MouseEvent } from 'react';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import {
  formatActivityDate,
  formatCount,
  formatDistance,
  formatElevation,
  summaryZone,
} from '../../../lib/format';
import { useUnits } from '../../../lib/settings';
import { LIST_LIMIT, type ClickAnswer, type ClickHit } from './click-answer';

export { LIST_LIMIT } from './click-answer';
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

/** A plain left click navigates inside the app; modified clicks (new tab...) keep the browser's way. */
const isPlainClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** "Sun 4 Oct 2026 · ride · 57.0 km", cached per summary and unit system. */
const metaCache = new WeakMap<TrackSummary, { units: UnitSystem; text: string }>();
function metaText(s: TrackSummary, units: UnitSystem): string {
  const hit = metaCache.get(s);
  if (hit && hit.units === units) return hit.text;
  const text = `${formatActivityDate(s.startTime, summaryZone(s))} · ${s.sport} · ${formatDistance(s.distanceM, units, 1)}`;
  metaCache.set(s, { units, text });
  return text;
}

const activityHref = (id: string): string => `/activities/${encodeURIComponent(id)}`;

const HitList = memo(function HitList({
  hits,
  go,
}: {
  hits: readonly ClickHit[];
  go: (href: string) => void;
}) {
  const units = useUnits();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    go(e.currentTarget.getAttribute('href') ?? '/');
  };
  return (
    <ul className="heat-hits">
      {hits.slice(0, LIST_LIMIT).map(({ summary: s }) => (
        <li key={s.id} className="heat-hit">
          <a href={activityHref(s.id)} className="heat-hit__name" onClick={onClick}>
            {s.name || s.fileName}
          </a>
          <span className="heat-hit__meta">{metaText(s, units)}</span>
        </li>
      ))}
    </ul>
  );
});

export function ClickResults({
  answer,
  pending,
  error,
  compareHref,
  go,
  onFilterTo,
  onClose,
}: ClickResultsProps) {
  const units = useUnits();
  if (!answer) {
    return (
      <section className="heat-panel" aria-label="Activities here">
        <h2 className="heat-panel__title">Activities here</h2>
        <p className="heat-note">
          {error ??
            (pending ? 'Looking…' : 'Click anywhere on the map to list the activities that pass there.')}
        </p>
      </section>
    );
  }
  const { ids, top, point } = answer;
  const toCompare = ids.slice(0, COMPARE_LIMIT);
  return (
    <section
      className="heat-panel"
      aria-label="Activities here"
      aria-busy={pending}
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
        {ids.length === 0
          ? `No activity passes within ${formatElevation(point.toleranceM, units)} of this point.`
          : `${formatCount(ids.length, 'activity passes', 'activities pass')} within ${formatElevation(point.toleranceM, units)}.`}
      </p>
      {ids.length > 0 ? (
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
      <HitList hits={top} go={go} />
      {ids.length > LIST_LIMIT ? <p className="heat-note">Showing the {LIST_LIMIT} most recent.</p> : null}
    </section>
  );
}
