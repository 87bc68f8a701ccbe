/**
 * The header's account menu in Firebase mode (renders nothing in local mode): who is signed in,
 * sign out, rebuild the heatmap index, delete all cloud data.
 */
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAccount } from './account-context';
import './auth.css';

const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

export function AccountMenu() {
  const account = useAccount();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState<'heat' | 'delete' | 'signout' | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!account) return null;
  const label = account.user.email ?? account.user.displayName ?? 'Account';

  const run = (what: 'heat' | 'delete' | 'signout', work: () => Promise<string | null>) => {
    setBusy(what);
    setStatus(null);
    work()
      .then(
        (message) => setStatus(message),
        (error: unknown) => setStatus(oneLine(error) ?? 'Failed.'),
      )
      .finally(() => setBusy(null));
  };
  const rebuild = () =>
    run('heat', async () => {
      const r = await account.rebuildHeatIndex();
      return `Heatmap index rebuilt: ${r.indexed} activities${r.skipped.length ? `, ${r.skipped.length} skipped` : ''}.`;
    });
  const wipe = () =>
    run('delete', async () => {
      const r = await account.deleteCloudData();
      setConfirming(false);
      await account.signOut();
      return `Deleted ${r.documentsDeleted} documents and ${r.filesDeleted} files.`;
    });

  return (
    <details className="account-menu">
      <summary className="btn btn--ghost btn--sm account-menu__summary">{label}</summary>
      <div className="account-menu__panel card">
        <p className="account-menu__who">Signed in as {label}</p>
        <Button size="sm" onClick={rebuild} busy={busy === 'heat'}>
          Rebuild heatmap index
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Delete all my cloud data…
        </Button>
        <Button
          size="sm"
          onClick={() => run('signout', async () => (await account.signOut(), null))}
          busy={busy === 'signout'}
        >
          Sign out
        </Button>
        {status ? (
          <p className="account-menu__status" role="status">
            {status}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete all your cloud data?"
        confirmLabel="Delete everything"
        tone="danger"
        busy={busy === 'delete'}
        onConfirm={wipe}
        onCancel={() => setConfirming(false)}
      >
        Every activity, original file and collection in your cloud account is removed, on every device.
        Activities stored locally in this browser are not touched. This cannot be undone.
      </ConfirmDialog>
    </details>
  );
}
