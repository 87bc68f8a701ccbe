/**
 * Shown on top of the page when the store has no activities (and no import is under way): load
 * the demo set in one click, or go and import one's own files.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Button, buttonClassName } from '../../../components/button';
import { useTrackStore } from '../../../lib/store-context';
import { activityCountQuery } from '../../../lib/track-queries';
import { DEMO_COUNT } from '../demo-source';
import { useImportActions, useImportSnapshot } from '../use-import';
import '../import.css';

export function FirstRunOffer() {
  const store = useTrackStore();
  const phase = useImportSnapshot().phase;
  const onImportPage = useRouterState({ select: (state) => state.location.pathname === '/import' });
  // Not while importing: every stored batch invalidates the count, and nothing is shown then. A count,
  // not the summaries: on every page at start, reading 10,000 summaries would hold up the page's own
  // reads (bench heat-open).
  const { data: count } = useQuery({
    ...activityCountQuery(store),
    enabled: phase === 'idle' && !onImportPage,
  });
  const { loadDemo } = useImportActions();
  if (count !== 0 || phase !== 'idle' || onImportPage) return null;

  return (
    <section className="first-run card" aria-labelledby="first-run-title">
      <div className="first-run__text">
        <h2 id="first-run-title" className="first-run__title">
          Welcome! Your activity history is empty
        </h2>
        <p className="muted">
          Load about {DEMO_COUNT} demo activities to look around, or import your own GPX, FIT or TCX files.
          Both can be deleted later.
        </p>
      </div>
      <div className="first-run__actions cluster">
        <Button variant="primary" onClick={loadDemo}>
          Load demo data
        </Button>
        <Link to="/import" className={buttonClassName('secondary')}>
          Import your files
        </Link>
      </div>
    </section>
  );
}
