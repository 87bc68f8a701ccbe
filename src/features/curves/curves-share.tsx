/**
 * "Share a read-only link" on the Curves page (issue 37): the chart's curves of the channel shown,
 * one line per span, as a snapshot (domain/share/shared-curves.ts). A curve holds no position, so
 * no privacy zone applies; no activity's name or date goes with it. Where the store cannot share
 * (local mode) it says so, and nothing leaves the device.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../components/error-panel';
import { LinkList } from '../../components/link-list';
import { SharingNeedsAccountError } from '../../data';
import { buildSharedCurves } from '../../domain/share/shared-curves';
import { MAX_SHARE_TITLE_CHARS } from '../../domain/share/shared-page';
import { useTrackStore } from '../../lib/store-context';
import type { CurveView } from '../../shared/curves/curve-view';
import { shareUrl } from '../../shared/share/share-links';
import { useCreatePageShare, useRevokeShare, useShares } from '../../shared/share/share-queries';
import type { Overlay } from './curves-model';

const VIEW_NAMES: Record<CurveView, string> = { power: 'power', hr: 'heart-rate', pace: 'pace' };

export function CurvesSharePanel({ view, lines }: { view: CurveView; lines: readonly Overlay[] }) {
  const store = useTrackStore();
  const headingId = useId();
  return (
    <section className="card curves-share" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Share a read-only link
      </h2>
      {store.shares?.available ? (
        <CloudCurvesShare view={view} lines={lines} />
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

function CloudCurvesShare({ view, lines }: { view: CurveView; lines: readonly Overlay[] }) {
  const titleId = useId();
  const [title, setTitle] = useState(`My ${VIEW_NAMES[view]} curve`);
  const create = useCreatePageShare();
  const shares = useShares();
  const revoke = useRevokeShare();
  const mine = (shares.data ?? []).filter((e) => e.kind === 'curves');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({
      page: () =>
        buildSharedCurves(
          view,
          lines.map((o) => ({ span: o.span.key, values: o.curve.values })),
          title,
        ),
      targetId: view,
    });
  };
  return (
    <>
      <p>
        Anyone with the link sees the {VIEW_NAMES[view]} curves of the chart below (
        {lines.length === 1 ? 'one line' : `${lines.length} lines`}), signed out, with how they are computed,
        and nothing else of yours: no activity, its name, date or place. Curves hold no position, so privacy
        zones have nothing to hide here.
      </p>
      <form className="curves-share__form" onSubmit={onSubmit}>
        <label htmlFor={titleId}>Title shown</label>
        <input
          id={titleId}
          value={title}
          maxLength={MAX_SHARE_TITLE_CHARS}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={create.isPending} disabled={lines.length === 0}>
          Create read-only link
        </Button>
      </form>
      {create.isError ? (
        <p role="alert" className="curves-share__error">
          No link was made: {errorMessage(create.error)}
        </p>
      ) : null}
      {create.isSuccess ? <p role="status">Link made. Copy it below; stop sharing at any time.</p> : null}
      {shares.isError ? (
        <p role="alert" className="curves-share__error">
          Could not read your links: {errorMessage(shares.error)}
        </p>
      ) : (
        <LinkList
          entries={mine}
          label="Links to your curves"
          urlOf={shareUrl}
          onRevoke={(id) => revoke.mutate(id)}
          revoking={revoke.isPending ? (revoke.variables ?? null) : null}
        />
      )}
      {revoke.isError ? (
        <p role="alert" className="curves-share__error">
          Could not stop sharing: {errorMessage(revoke.error)}
        </p>
      ) : null}
    </>
  );
}
