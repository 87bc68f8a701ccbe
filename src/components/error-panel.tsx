import { Button } from './button';
import { AlertIcon } from './icons';

export interface ErrorPanelProps {
  error: unknown;
  /** Shown as the heading. */
  title?: string;
  /** Tries again (re-renders the failed part) when given. */
  onRetry?: () => void;
}

/** One line describing any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return 'An unknown error occurred.';
}

/** A failure shown in place of a page or the app: what happened and what the user can do. */
export function ErrorPanel({ error, title = 'Something went wrong', onRetry }: ErrorPanelProps) {
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <section className="error-panel card" role="alert">
      <h2 className="error-panel__title">
        <AlertIcon /> {title}
      </h2>
      <p className="error-panel__message">{errorMessage(error)}</p>
      <p className="error-panel__hint">
        Your stored activities are not affected. Try again, or reload the page; if it keeps happening, the
        details below help to report it.
      </p>
      <div className="error-panel__actions">
        {onRetry ? (
          <Button variant="primary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </div>
      {stack ? (
        <details className="error-panel__details">
          <summary>Technical details</summary>
          <pre>{stack}</pre>
        </details>
      ) : null}
    </section>
  );
}
