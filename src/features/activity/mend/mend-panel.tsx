/**
 * "Mend the recording" on the activity page (issue 36): the edits made (applied and undone), undo,
 * redo, "Restore the original", the mended activity as GPX (privacy zones left out: mended-gpx.ts),
 * the likely end of a recording left running (domain/edits/forgotten-stop.ts), the second parts of
 * its splits, and merging another activity of the same or a neighbouring day into it
 * (merge-candidates.ts). Trim, cut and split are made on the selected part of the charts or map
 * (range-bar.tsx); everything runs through use-mend.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../components/error-panel';
import { forgottenStop, FORGOTTEN_STOP_MIN_S, MOTOR_WINDOW_S } from '../../../domain/edits/forgotten-stop';
import { canRedo, canUndo, describeEdit } from '../../../domain/edits/history';
import { mergeIds, ownEditsFrom, splitChildren } from '../../../domain/edits/related';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { downloadBlob } from '../../../lib/download-blob';
import {
  DATE_PATTERNS,
  formatActivityDate,
  formatActivityDateTime,
  formatDuration,
  formatSpeed,
  summaryZone,
} from '../../../lib/format';
import { useTrackStore } from '../../../lib/store-context';
import { useSettings } from '../../../lib/settings';
import { summariesQuery, summaryQuery, trackDataQuery } from '../../../lib/track-queries';
import { mendedGpx } from './mended-gpx';
import { mergeCandidates } from './merge-candidates';
import { useMend } from './use-mend';

export function MendPanel({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const store = useTrackStore();
  const mend = useMend(s);
  const track = useQuery(trackDataQuery(store, s.id));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const zone = summaryZone(s);
  const when = (ms: number) => formatActivityDateTime(ms, zone);
  const times = {
    dateTime: when,
    date: (ms: number) => formatActivityDate(ms, zone),
    time: (ms: number) => formatActivityDate(ms, zone, DATE_PATTERNS.time),
  };
  const stop = useMemo(() => (track.data ? forgottenStop(track.data, s.sport) : null), [track.data, s.sport]);
  const { privacyZones } = useSettings();
  const history = s.edits;
  const applied = history?.applied ?? 0;
  const own = ownEditsFrom(history);

  const onDownload = () => {
    setDownloadError(null);
    if (!track.data) return setDownloadError('the track is not loaded yet');
    try {
      const file = mendedGpx(track.data, s, privacyZones);
      downloadBlob(new Blob([file.text], { type: 'application/gpx+xml' }), file.fileName);
    } catch (error) {
      setDownloadError(errorMessage(error));
    }
  };

  return (
    <section className="card stack" aria-labelledby="mend-title">
      <h2 id="mend-title" className="card__title">
        Mend the recording
      </h2>
      <p className="muted">
        Select a part on a chart or the map, then trim the activity to it, cut it out or split it where the
        part starts. Edits never change the original file {s.fileName}: undo, redo or restore the original at
        any time.
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
              {describeEdit(op, times)}
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
          disabled={applied === own || mend.isPending}
          onClick={() => mend.mutate({ kind: 'restore' })}
        >
          Restore the original
        </Button>
        <Button size="sm" disabled={applied === 0 || !track.data} onClick={onDownload}>
          {privacyZones.length > 0 ? 'Download mended GPX without privacy zones' : 'Download mended GPX'}
        </Button>
      </div>
      <RelatedActivities summary={s} />
      <MergeForm
        summary={s}
        busy={mend.isPending}
        onMerge={(id) => mend.mutate({ kind: 'edit', op: { op: 'merge', ids: [id] } })}
      />
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

/** The second parts of this activity's splits and the activities merged into it, as links. */
function RelatedActivities({ summary: s }: { summary: TrackSummary }) {
  const store = useTrackStore();
  const children = [...splitChildren(s.id, s.edits).keys()];
  const merged = mergeIds(s.edits);
  const names = useQuery({ ...summariesQuery(store), enabled: children.length > 0 });
  if (children.length === 0 && merged.length === 0) return null;
  const nameOf = (id: string) => names.data?.find((x) => x.id === id)?.name ?? 'the second part';
  return (
    <ul className="mend-related" aria-label="Made by the edits">
      {children.map((id) => (
        <li key={id}>
          Split off:{' '}
          <Link to="/activities/$id" params={{ id }}>
            {nameOf(id)}
          </Link>{' '}
          (its own activity: rename it or change its sport with Edit)
        </li>
      ))}
      {merged.map((id) => (
        <MergedIn key={id} id={id} />
      ))}
    </ul>
  );
}

/** One activity merged in: its name and start (it is hidden from the lists, so read on its own). */
function MergedIn({ id }: { id: string }) {
  const store = useTrackStore();
  const other = useQuery(summaryQuery(store, id)).data;
  return (
    <li>
      Merged in:{' '}
      <Link to="/activities/$id" params={{ id }}>
        {other
          ? `${other.name}, ${formatActivityDateTime(other.startTime, summaryZone(other))}`
          : 'the other activity'}
      </Link>{' '}
      (kept as it was, hidden from the lists while the merge is applied)
    </li>
  );
}

/** Merge another activity of the same or a neighbouring day into this one (merge-candidates.ts). */
function MergeForm({
  summary: s,
  busy,
  onMerge,
}: {
  summary: TrackSummary;
  busy: boolean;
  onMerge: (id: string) => void;
}) {
  const store = useTrackStore();
  const listed = useQuery(summariesQuery(store));
  const selectId = useId();
  const candidates = useMemo(() => (listed.data ? mergeCandidates(s, listed.data) : []), [s, listed.data]);
  const [chosen, setChosen] = useState('');
  const zone = summaryZone(s);
  if (candidates.length === 0) return null;
  const value = candidates.some((c) => c.id === chosen) ? chosen : candidates[0]!.id;
  return (
    <div className="activity-mend-merge">
      <label htmlFor={selectId}>Merge with an activity of the same or a neighbouring day</label>
      <div className="cluster">
        <select id={selectId} value={value} onChange={(e) => setChosen(e.target.value)}>
          {candidates.map((c) => (
            <option key={c.id} value={c.id}>
              {formatActivityDateTime(c.startTime, summaryZone(c) ?? zone)} · {c.name}
            </option>
          ))}
        </select>
        <Button size="sm" disabled={busy} onClick={() => onMerge(value)}>
          Merge into this activity
        </Button>
      </div>
    </div>
  );
}
