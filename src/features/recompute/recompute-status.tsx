/**
 * The background recompute, said openly: while it runs, how many activities have new statistics
 * (a progress bar); when done, how many were updated and which kept their old figures, and why.
 * Nothing shows when no activity was stale.
 */
import { useState } from 'react';
import { Button } from '../../components/button';
import type { RecomputeState } from './use-recompute';
import { useRecompute } from './use-recompute';
import './recompute.css';

/** The card from a state (no store, no workers: testable alone). */
export function RecomputeStatusView({ state, onDismiss }: { state: RecomputeState; onDismiss: () => void }) {
  const { total, done, failed, running, withoutOriginal } = state;
  const handled = done + failed.length + withoutOriginal;
  return (
    <section className="recompute card" aria-label="Statistics update">
      <p role="status" className="recompute__line">
        {running
          ? `Updating statistics to the current definitions: ${handled} of ${total} activities`
          : `Statistics updated for ${done} of ${total} activities.`}
        {withoutOriginal > 0
          ? ` ${withoutOriginal} without a stored original file keep their figures.`
          : null}
      </p>
      <progress
        className="recompute__bar"
        max={Math.max(total, 1)}
        value={handled}
        aria-label="Activities updated"
      />
      {failed.length > 0 ? (
        <details className="recompute__failures">
          <summary>{failed.length} kept their old figures</summary>
          <ul>
            {failed.map((f) => (
              <li key={f.id}>
                {f.name}: {f.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {running ? null : (
        <Button variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </section>
  );
}

/** Runs the recompute in the background and shows its card while there is something to say. */
export function RecomputeStatus() {
  const state = useRecompute();
  const [dismissed, setDismissed] = useState(false);
  // Nothing to say until an activity was actually recomputed or failed.
  if (state === null || dismissed || state.done + state.failed.length === 0) return null;
  return <RecomputeStatusView state={state} onDismiss={() => setDismissed(true)} />;
}
