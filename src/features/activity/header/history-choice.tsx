/**
 * The person decides what counts (issue 41, domain/sanity/history.ts): one click excludes this
 * activity from records, totals, the heatmap and training, and the same button includes it again;
 * a route says so, with a button that turns it into an activity (and back).
 */
import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../components/error-panel';
import { countsInHistory, isRoute, withEdited } from '../../../domain/sanity/history';
import type { TrackSummary } from '../../../domain/stats/types';
import { useUpdateSummary } from '../../../lib/track-queries';

function statusLine(s: TrackSummary): string {
  if (isRoute(s)) {
    return 'A route: kept and mapped, but counted in no total, record, heatmap, explorer tile or review.';
  }
  if (!countsInHistory(s)) {
    return 'Excluded by you: left out of records, totals, the heatmap, explorer tiles, the review and training.';
  }
  return 'Counted in records, totals, the heatmap, explorer tiles, the review and training.';
}

export function HistoryChoice({ summary: s }: { summary: TrackSummary }) {
  const update = useUpdateSummary();
  const route = isRoute(s);
  const toggleExcluded = () => update.mutate({ id: s.id, patch: { excluded: !s.excluded } });
  const toggleKind = () =>
    update.mutate({
      id: s.id,
      patch: { kind: route ? 'activity' : 'route', editedFields: withEdited(s.editedFields, 'kind') },
    });
  return (
    <section className="card history-choice" aria-labelledby="history-choice-title">
      <h2 className="card__title" id="history-choice-title">
        Counts in your history
      </h2>
      <p role="status">
        {statusLine(s)}
        {route ? (
          <>
            {' '}
            <Link to="/routes">All routes</Link>
          </>
        ) : null}
      </p>
      <div className="cluster">
        {route ? null : (
          <Button aria-pressed={s.excluded} busy={update.isPending} onClick={toggleExcluded}>
            {s.excluded ? 'Include again' : 'Exclude from totals'}
          </Button>
        )}
        <Button variant="ghost" busy={update.isPending} onClick={toggleKind}>
          {route ? 'Turn into an activity' : 'Mark as a route'}
        </Button>
      </div>
      {update.isError ? <p role="alert">Could not save: {errorMessage(update.error)}</p> : null}
    </section>
  );
}
