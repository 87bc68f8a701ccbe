/** Settings: every read-only link the person made, to copy or stop sharing (issue 37). */
import { useId } from 'react';
import { errorMessage } from '../../components/error-panel';
import { useTrackStore } from '../../lib/store-context';
import { LinkList } from '../../components/link-list';
import { shareUrl } from '../../shared/share/share-links';
import { useRevokeShare, useShares } from '../../shared/share/share-queries';

export function SharesPanel() {
  const store = useTrackStore();
  const headingId = useId();
  const shares = useShares();
  const revoke = useRevokeShare();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Shared links</h2>
      {!store.shares?.available ? (
        <p>
          Sharing needs an account: this app keeps your activities on this device only, so no link exists and
          nothing has left it.
        </p>
      ) : shares.isError ? (
        <p role="alert" className="settings-shares__error">
          Could not read your links: {errorMessage(shares.error)}
        </p>
      ) : shares.isPending ? (
        <p role="status">Reading your links…</p>
      ) : (
        <>
          <p>
            Links you made from an activity’s page or the Curves page (Share), each with the kind of page it
            shows. A link you stop sharing shows “no longer shared” from then on; to share again, make a new
            link.
          </p>
          <LinkList
            entries={shares.data}
            label="Your shared links"
            urlOf={shareUrl}
            onRevoke={(id) => revoke.mutate(id)}
            revoking={revoke.isPending ? (revoke.variables ?? null) : null}
          />
          {revoke.isError ? (
            <p role="alert" className="settings-shares__error">
              Could not stop sharing: {errorMessage(revoke.error)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
