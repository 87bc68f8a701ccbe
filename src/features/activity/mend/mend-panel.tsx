/**
 * "Mend the recording" on the activity page (issue 36): the edits made (applied and undone), undo,
 * redo, "Restore the original", the mended activity as GPX, and the likely end of a recording left
 * running (domain/edits/forgotten-stop.ts). Trim and cut are made on the selected part of the
 * charts or map (range-bar.tsx); everything runs through use-mend.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../components/error-panel';
import { forgottenStop, FORGOTTEN_STOP_MIN_S, MOTOR_WINDOW_S } from '../../../domain/edits/forgotten-stop';
import { canRedo, canUndo, describeEdit } from '../../../domain/edits/history';
import { writeTrackGpx } from '../../../domain/gpx/write-track';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { downloadBlob } from '../../../lib/download-blob';
import { formatActivityDateTime, formatDuration, formatSpeed, summaryZone } from '../../../lib/format';
import { useTrackStore } from '../../../lib/store-context';
import { trackDataQuery } from '../../../lib/track-queries';
import { gpxFileName } from './mended-name';
import { useMend } from './use-mend';

export function MendPanel({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const store = useTrackStore();
  const mend = useMend(s);
  const track = useQuery(trackDataQuery(store, s.id));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const zone = summaryZone(s);
  const when = (ms: number) => formatActivityDateTime(ms, zone);
  const stop = useMemo(() => (track.data ? forgottenStop(track.data, s.sport) : null), [track.data, s.sport]);
  const history = s.edits;
  const applied = history?.applied ?? 0;

  const onDownload = () => {
    setDownloadError(null);
    if (!track.data) return setDownloadError('the track is not loaded yet');
    const text = writeTrackGpx(track.data, { name: s.name, type: s.sport });
    downloadBlob(new Blob([text], { type: 'application/gpx+xml' }), gpxFileName(s.fileName, 'mended'));
  };

  return (
    <section className="card stack" aria-labelledby="mend-title">
      <h2 id="mend-title" className="card__title">
        Mend the recording
      </h2>
      <p className="muted">
        Select a part on a chart or the map, then trim the activity to it or cut it out. Edits never change
        the original file {s.fileName}: undo, redo or restore the original at any time.
      </p>
      {stop !== null && !mend.isPending ? (
        <p data-testid="forgotten-stop">
          The recording may have gone on after the activity: a {formatDuration(stop.stopS)} stop at{' '}
          {when(stop.endMs)}, then {formatSpeed(stop.speedAfterMps, units)} for {MOTOR_WINDOW_S / 60} minutes.{' '}
          <Button
            size="sm"
            onClick={() =>
              mend.mutate({
                kind: 'edit',
                op: {
                  op: 'trim',
                  start: new Date(s.startTime ?? track.data!.time[0]!).toISOString(),
                  end: new Date(stop.endMs).toISOString(),
                },
              })
            }
          >
            Trim the end there
          </Button>
        </p>
      ) : null}
      {history !== null && history.ops.length > 0 ? (
        <ol className="mend-history" aria-label="Edits">
          {history.ops.map((op, k) => (
            <li key={k} className={k < applied ? undefined : 'muted'}>
              {describeEdit(op, when)}
              {k < applied ? '' : ' (undone)'}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Not edited: the figures are those of the original file.</p>
      )}
      <div className="cluster">
        <Button
          size="sm"
          disabled={!canUndo(history) || mend.isPending}
          onClick={() => mend.mutate({ kind: 'undo' })}
        >
          Undo
        </Button>
        <Button
          size="sm"
          disabled={!canRedo(history) || mend.isPending}
          onClick={() => mend.mutate({ kind: 'redo' })}
        >
          Redo
        </Button>
        <Button
          size="sm"
          disabled={applied === 0 || mend.isPending}
          onClick={() => mend.mutate({ kind: 'restore' })}
        >
          Restore the original
        </Button>
        <Button size="sm" disabled={applied === 0 || !track.data} onClick={onDownload}>
          Download mended GPX
        </Button>
      </div>
      {mend.isPending ? <p role="status">Mending…</p> : null}
      {mend.isError ? <p role="alert">Could not mend the activity: {errorMessage(mend.error)}</p> : null}
      {downloadError ? <p role="alert">Could not download: {downloadError}</p> : null}
      <p className="muted method-note">
        The likely end of a forgotten recording is a stop of at least {FORGOTTEN_STOP_MIN_S / 60} minutes in
        one place followed by {MOTOR_WINDOW_S / 60} minutes at a speed no one reaches on foot or by bike.
      </p>
    </section>
  );
}
