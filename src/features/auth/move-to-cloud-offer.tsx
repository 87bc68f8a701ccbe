/**
 * After sign-in: offers to upload the activities stored locally in this browser, with progress.
 * Resumable (running again copies only what is missing) and free of duplicates (same content-hash
 * ids); see src/data/firebase/contract/move-to-cloud.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { moveToCloud, type MoveProgress, type MoveReport, type TrackStore } from '../../data';
import { pluralWord } from '../../lib/format';
import './auth.css';

export interface MoveToCloudOfferProps {
  local: TrackStore;
  cloud: TrackStore;
  uid: string;
  /** Called after activities were added to the cloud (refresh the lists). */
  onChanged: () => void;
}

const dismissKey = (uid: string) => `gpx-dashboard.move-offer-dismissed.${uid}`;

type State =
  | { kind: 'checking' }
  | { kind: 'hidden' }
  | { kind: 'offer'; missing: number }
  | { kind: 'running'; progress: MoveProgress }
  | { kind: 'done'; report: MoveReport }
  | { kind: 'error'; message: string };

async function countMissing(local: TrackStore, cloud: TrackStore): Promise<number> {
  const ids = (await local.listSummaries()).map((s) => s.id);
  if (ids.length === 0) return 0;
  return ids.length - (await cloud.existingIds(ids)).size;
}

export function MoveToCloudOffer({ local, cloud, uid, onChanged }: MoveToCloudOfferProps) {
  const [state, setState] = useState<State>(() =>
    localStorage.getItem(dismissKey(uid)) === '1' ? { kind: 'hidden' } : { kind: 'checking' },
  );
  const abort = useRef<AbortController | null>(null);
  const checking = state.kind === 'checking';

  useEffect(() => {
    if (!checking) return;
    let live = true;
    countMissing(local, cloud).then(
      (missing) => live && setState(missing > 0 ? { kind: 'offer', missing } : { kind: 'hidden' }),
      () => live && setState({ kind: 'hidden' }),
    );
    return () => {
      live = false;
    };
  }, [checking, local, cloud]);

  useEffect(() => () => abort.current?.abort(), []);

  const start = () => {
    abort.current = new AbortController();
    moveToCloud(local, cloud, {
      signal: abort.current.signal,
      onProgress: (progress) => setState({ kind: 'running', progress }),
    }).then(
      (report) => {
        setState({ kind: 'done', report });
        onChanged();
      },
      (error: unknown) =>
        setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  const dismiss = () => {
    localStorage.setItem(dismissKey(uid), '1');
    setState({ kind: 'hidden' });
  };

  if (state.kind === 'checking' || state.kind === 'hidden') return null;
  return (
    <aside className="move-offer card" aria-label="Move local activities to the cloud">
      {state.kind === 'offer' ? (
        <>
          <p>
            This browser holds {state.missing} {pluralWord(state.missing, 'activity', 'activities')} that are
            not in your cloud account yet. Upload them?
          </p>
          <div className="move-offer__actions">
            <Button variant="primary" onClick={start}>
              Upload {state.missing}
            </Button>
            <Button variant="ghost" onClick={dismiss}>
              Not now
            </Button>
          </div>
        </>
      ) : null}
      {state.kind === 'running' ? (
        <>
          <p role="status">
            Uploading: {state.progress.done} of {state.progress.total}
            {state.progress.failed.length > 0 ? ` (${state.progress.failed.length} failed)` : ''}
          </p>
          <progress max={state.progress.total} value={state.progress.done} aria-label="Upload progress" />
          <Button size="sm" onClick={() => abort.current?.abort()}>
            Stop (resume later)
          </Button>
        </>
      ) : null}
      {state.kind === 'done' ? (
        <DoneMessage report={state.report} onClose={() => setState({ kind: 'hidden' })} onResume={start} />
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert">
          Upload stopped: {state.message}{' '}
          <Button size="sm" onClick={start}>
            Resume
          </Button>
        </p>
      ) : null}
    </aside>
  );
}

function DoneMessage({
  report,
  onClose,
  onResume,
}: {
  report: MoveReport;
  onClose: () => void;
  onResume: () => void;
}) {
  return (
    <>
      <p role="status">
        {report.complete ? 'Upload finished' : 'Upload stopped'}: {report.copied} uploaded,{' '}
        {report.alreadyThere} already in your account
        {report.failed.length > 0 ? `, ${report.failed.length} failed` : ''}.
      </p>
      {report.failed.length > 0 ? (
        <ul className="move-offer__failed">
          {report.failed.slice(0, 5).map((f) => (
            <li key={f.id}>
              {f.name}: {f.error}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="move-offer__actions">
        {!report.complete || report.failed.length > 0 ? <Button onClick={onResume}>Resume</Button> : null}
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </>
  );
}
