import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { buttonClassName } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';

/** Shown while a page's code or data loads (after a short delay, so fast loads do not flash). */
export function RoutePending() {
  return (
    <div className="route-pending" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}

/** A page that threw: what happened, with "Try again" re-running it. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  return <ErrorPanel error={error} title="This page could not be shown" onRetry={reset} />;
}

export function NotFoundPage() {
  return (
    <EmptyState
      title="Page not found"
      headingLevel={1}
      actions={
        <>
          <Link to="/" className={buttonClassName('primary')}>
            Go to the overview
          </Link>
          <Link to="/activities" className={buttonClassName('secondary')}>
            Open activities
          </Link>
        </>
      }
    >
      <p>There is no page at this address. It may have been mistyped, or it belongs to a newer version.</p>
    </EmptyState>
  );
}
