/**
 * Says that demo activities are in the history and removes all of them in one action (after a
 * confirmation), leaving the user's own activities as they are (shared/demo/demo-activities.ts).
 */
import { useState } from 'react';
import { useDemoActivities, useRemoveDemo } from '../shared/demo/demo-activities';
import { formatCount } from '../lib/format';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

export function DemoNotice() {
  const { collection, ids } = useDemoActivities();
  const remove = useRemoveDemo();
  const [confirming, setConfirming] = useState(false);
  if (!collection || ids.size === 0) return null;
  const count = formatCount(ids.size, 'demo activity', 'demo activities');
  return (
    <aside className="demo-notice" aria-label="Demo data">
      <p>
        Your history includes {count}, marked <span className="demo-badge">Demo</span>. Your own activities
        are never among them.
      </p>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
        Remove demo data
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${count}?`}
        confirmLabel="Remove demo data"
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(collection);
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>Only the demo activities are deleted; activities you imported stay as they are.</p>
      </ConfirmDialog>
    </aside>
  );
}

/** The "Demo" mark beside a demo activity's name. */
export function DemoBadge() {
  return <span className="demo-badge">Demo</span>;
}
