/**
 * "Share a read-only link" (issue 37), one panel for every kind of shared page: what the link shows
 * and leaves out (`intro`), the title it shows, "Create read-only link", and the links made of this
 * page (copy, stop sharing). `build` makes the snapshot from the title typed, on this device (the
 * kind's own builder applies the privacy zones where the page holds positions). Where the store
 * cannot share (local mode) the panel says so, and nothing leaves the device.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../components/error-panel';
import { LinkList } from '../../components/link-list';
import { SharingNeedsAccountError, type SharedPage, type ShareEntry } from '../../data';
import { MAX_SHARE_TITLE_CHARS } from '../../domain/share/shared-page';
import { useTrackStore } from '../../lib/store-context';
import { shareUrl } from './share-links';
import { useCreatePageShare, useRevokeShare, useShares } from './share-queries';
import './share-panel.css';

export interface SharePanelProps {
  /** What anyone with the link sees, and what stays out of it. */
  intro: ReactNode;
  /** The title proposed. */
  defaultTitle: string;
  /** The snapshot of the page under `title` (it may read the store; it throws when there is nothing to share). */
  build: (title: string) => SharedPage | Promise<SharedPage>;
  /** Which of the person's pages it shows (an activity's id; for curves, the channel; a year; a segment's id). */
  targetId: string;
  /** The links listed under the form: those of this page. */
  shows: (entry: ShareEntry) => boolean;
  /** The list's accessible name ("Links to this activity"). */
  listLabel: string;
  /** No link can be made now (nothing to share). */
  disabled?: boolean;
}

export function SharePanel(props: SharePanelProps) {
  const store = useTrackStore();
  const headingId = useId();
  return (
    <section className="card share-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Share a read-only link
      </h2>
      {store.shares?.available ? (
        <CloudSharePanel {...props} />
      ) : (
        <>
          <p>{new SharingNeedsAccountError().message}</p>
          <p>
            To share, use the cloud version of this app (Firebase sign-in): after signing in it offers to copy
            this device’s activities to your account. Only then can a link be made, and only of the page you
            choose.
          </p>
        </>
      )}
    </section>
  );
}

function CloudSharePanel({
  intro,
  defaultTitle,
  build,
  targetId,
  shows,
  listLabel,
  disabled,
}: SharePanelProps) {
  const titleId = useId();
  const [title, setTitle] = useState(defaultTitle);
  const create = useCreatePageShare();
  const shares = useShares();
  const revoke = useRevokeShare();
  const mine = (shares.data ?? []).filter(shows);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ page: () => build(title), targetId });
  };
  return (
    <>
      <p>{intro}</p>
      <form className="share-panel__form" onSubmit={onSubmit}>
        <label htmlFor={titleId}>Title shown</label>
        <input
          id={titleId}
          value={title}
          maxLength={MAX_SHARE_TITLE_CHARS}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={create.isPending} disabled={disabled}>
          Create read-only link
        </Button>
      </form>
      {create.isError ? (
        <p role="alert" className="share-panel__error">
          No link was made: {errorMessage(create.error)}
        </p>
      ) : null}
      {create.isSuccess ? <p role="status">Link made. Copy it below; stop sharing at any time.</p> : null}
      {shares.isError ? (
        <p role="alert" className="share-panel__error">
          Could not read your links: {errorMessage(shares.error)}
        </p>
      ) : (
        <LinkList
          entries={mine}
          label={listLabel}
          urlOf={shareUrl}
          onRevoke={(id) => revoke.mutate(id)}
          revoking={revoke.isPending ? (revoke.variables ?? null) : null}
        />
      )}
      {revoke.isError ? (
        <p role="alert" className="share-panel__error">
          Could not stop sharing: {errorMessage(revoke.error)}
        </p>
      ) : null}
    </>
  );
}
