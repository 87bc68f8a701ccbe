/**
 * The import's progress, fixed at the bottom right of every page while an import runs and until
 * dismissed: files done / total, speed, time left, a progress bar, the per-file results, Cancel.
 */
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { Button, buttonClassName } from '../../../components/button';
import type { ImportSnapshot } from '../controller/types';
import { useImportActions, useImportSnapshot } from '../use-import';
import { ImportResultList } from './import-result-list';
import { outcomeAnnouncement, panelTitle, progressLine } from './progress-format';
import '../import.css';

function ProgressBar({ done, total, running }: { done: number; total: number; running: boolean }) {
  const max = Math.max(total, done, 1);
  return (
    <div
      className="import-panel__bar"
      role="progressbar"
      aria-label="Files done"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={done}
      aria-valuetext={`${done} of ${total} files`}
      data-running={running || undefined}
    >
      <div className="import-panel__bar-fill" style={{ width: `${(100 * done) / max}%` }} />
    </div>
  );
}

export interface ImportProgressViewProps {
  snapshot: ImportSnapshot;
  onCancel: () => void;
  onDismiss: () => void;
  /** Imports a probable duplicate anyway (its result line's seq). */
  onImportAnyway?: (seq: number) => void;
  /** Merges a probable duplicate into the activity kept. */
  onMerge?: (seq: number) => void;
  /** Imports again the files that failed because the store or the network did not take them. */
  onRetryFailed?: () => void;
  /** Shown beside Dismiss once activities were imported (a link to them). */
  doneAction?: ReactNode;
}

/** Result lines "Retry failed files" would import again. */
export const retryableCount = (snapshot: ImportSnapshot): number =>
  snapshot.counts.failed === 0 ? 0 : snapshot.results.filter((r) => r.canRetry).length;

/** The panel itself, from a snapshot (no store, no router: testable alone). */
export function ImportProgressView({
  snapshot,
  onCancel,
  onDismiss,
  onImportAnyway,
  onMerge,
  onRetryFailed,
  doneAction,
}: ImportProgressViewProps) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  if (snapshot.phase === 'idle') return null;
  const running = snapshot.phase === 'running';
  const retryable = retryableCount(snapshot);

  return (
    <section className="import-panel card" aria-label="Import progress" data-phase={snapshot.phase}>
      <div className="import-panel__head">
        <h2 className="import-panel__title">{panelTitle(snapshot.phase)}</h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Hide details' : 'Show details'}
        </Button>
      </div>
      <p className="import-panel__line tabular-nums">{progressLine(snapshot)}</p>
      <ProgressBar done={snapshot.done} total={snapshot.total} running={running} />
      {snapshot.message ? (
        <p className="import-panel__message" role="alert">
          {snapshot.message}
        </p>
      ) : null}
      <div id={listId} hidden={!expanded} className="import-panel__details">
        {expanded ? (
          <ImportResultList snapshot={snapshot} onImportAnyway={onImportAnyway} onMerge={onMerge} />
        ) : null}
      </div>
      <div className="import-panel__actions">
        {running ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel import
          </Button>
        ) : (
          <>
            {retryable > 0 && onRetryFailed ? (
              <Button variant="secondary" size="sm" onClick={onRetryFailed}>
                {retryable === 1 ? 'Retry the failed file' : `Retry ${retryable} failed files`}
              </Button>
            ) : null}
            {snapshot.counts.imported > 0 ? doneAction : null}
            <Button variant="primary" size="sm" onClick={onDismiss}>
              Dismiss
            </Button>
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {outcomeAnnouncement(snapshot)}
      </p>
    </section>
  );
}

/** The app's import progress, fixed at the bottom right of every page. */
export function ImportProgressPanel() {
  const snapshot = useImportSnapshot();
  const { cancel, dismiss, importAnyway, merge, retryFailed } = useImportActions();
  return (
    <ImportProgressView
      snapshot={snapshot}
      onCancel={cancel}
      onDismiss={dismiss}
      onImportAnyway={importAnyway}
      onMerge={merge}
      onRetryFailed={retryFailed}
      doneAction={
        <Link to="/activities" className={buttonClassName('secondary', 'sm')}>
          View activities
        </Link>
      }
    />
  );
}
