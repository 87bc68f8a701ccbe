/**
 * "Share a read-only link" on an activity's page (issue 37): what the link shows and leaves out,
 * the title it shows, the privacy zones applied, and this activity's links (copy, stop sharing).
 * Where the store cannot share (local mode) it says so, and nothing leaves the device.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../components/error-panel';
import { SharingNeedsAccountError } from '../../../data';
import { MAX_SHARE_TITLE_CHARS } from '../../../domain/share/shared-page';
import type { TrackSummary } from '../../../domain/stats/types';
import { formatCount } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { useTrackStore } from '../../../lib/store-context';
import { LinkList } from '../../../components/link-list';
import { shareUrl } from '../../../shared/share/share-links';
import { useCreateShare, useRevokeShare, useShares } from '../../../shared/share/share-queries';

export function SharePanel({ summary }: { summary: TrackSummary }) {
  const store = useTrackStore();
  const titleId = useId();
  const headingId = useId();
  if (!store.shares?.available) {
    return (
      <section className="card activity-share" aria-labelledby={headingId}>
        <h2 id={headingId} className="card__title">
          Share a read-only link
        </h2>
        <p>{new SharingNeedsAccountError().message}</p>
        <p>
          To share, use the cloud version of this app (Firebase sign-in): after signing in it offers to copy
          this device’s activities to your account. Only then can a link be made, and only of the page you
          choose.
        </p>
      </section>
    );
  }
  return <CloudSharePanel summary={summary} titleId={titleId} headingId={headingId} />;
}

function CloudSharePanel({
  summary,
  titleId,
  headingId,
}: {
  summary: TrackSummary;
  titleId: string;
  headingId: string;
}) {
  const { privacyZones } = useSettings();
  const [title, setTitle] = useState(summary.name);
  const create = useCreateShare();
  const shares = useShares();
  const revoke = useRevokeShare();
  const mine = (shares.data ?? []).filter((e) => e.targetId === summary.id);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ summary, zones: privacyZones, title });
  };
  return (
    <section className="card activity-share" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Share a read-only link
      </h2>
      <p>
        Anyone with the link sees this activity’s map, chart and figures, signed out, and nothing else of
        yours: no other activity, no collection, no file name, no note.{' '}
        {privacyZones.length > 0
          ? `Your ${formatCount(privacyZones.length, 'privacy zone is', 'privacy zones are')} applied: the line and the chart inside ${privacyZones.length === 1 ? 'it' : 'them'} are left out of the shared copy.`
          : 'You have no privacy zones: the whole line is shown, its start and end included (Settings, Privacy zones).'}
      </p>
      <form className="activity-share__form" onSubmit={onSubmit}>
        <label htmlFor={titleId}>Title shown</label>
        <input
          id={titleId}
          value={title}
          maxLength={MAX_SHARE_TITLE_CHARS}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create read-only link
        </Button>
      </form>
      {create.isError ? (
        <p role="alert" className="activity-share__error">
          No link was made: {errorMessage(create.error)}
        </p>
      ) : null}
      {create.isSuccess ? <p role="status">Link made. Copy it below; stop sharing at any time.</p> : null}
      {shares.isError ? (
        <p role="alert" className="activity-share__error">
          Could not read your links: {errorMessage(shares.error)}
        </p>
      ) : (
        <LinkList
          entries={mine}
          label="Links to this activity"
          urlOf={shareUrl}
          onRevoke={(id) => revoke.mutate(id)}
          revoking={revoke.isPending ? (revoke.variables ?? null) : null}
        />
      )}
      {revoke.isError ? (
        <p role="alert" className="activity-share__error">
          Could not stop sharing: {errorMessage(revoke.error)}
        </p>
      ) : null}
    </section>
  );
}
