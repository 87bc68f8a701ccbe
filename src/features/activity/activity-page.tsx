/**
 * /activities/$id: one activity. First version: its summary numbers and delete; the map, charts,
 * splits and best efforts come with the activity issue.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClassName } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import type { TrackSummary } from '../../domain/stats/types';
import { formatActivityDate, formatActivityDateTime, offsetLabel } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summaryQuery, useDeleteActivities } from '../../lib/track-queries';
import { ActivityStats } from './activity-stats';

const route = getRouteApi('/activities/$id');

function dateLine(s: TrackSummary): string {
  if (s.startTime === null) return 'No time recorded';
  const zone = s.utcOffsetMin !== null ? ` (UTC${offsetLabel(s.utcOffsetMin)})` : '';
  return `${formatActivityDateTime(s.startTime, s.utcOffsetMin)}${zone}`;
}

export function ActivityPage() {
  const { id } = route.useParams();
  const store = useTrackStore();
  const { units } = useSettings();
  const summary = useQuery(summaryQuery(store, id));

  if (summary.isPending) return <PageHeader title="Activity" description="Loading…" />;
  if (summary.isError) return <ErrorPanel error={summary.error} title="Could not read this activity" />;
  if (summary.data === null) {
    return (
      <EmptyState
        title="Activity not found"
        headingLevel={1}
        actions={
          <Link to="/activities" className={buttonClassName('primary')}>
            Back to activities
          </Link>
        }
      >
        <p>
          No activity with this id is stored here. It may have been deleted, or the link comes from another
          device.
        </p>
      </EmptyState>
    );
  }
  return <ActivityDetail summary={summary.data} units={units} />;
}

function ActivityDetail({ summary: s, units }: { summary: TrackSummary; units: 'metric' | 'imperial' }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteActivities();
  const navigate = useNavigate();

  const onDelete = () =>
    remove.mutate([s.id], {
      onSuccess: () => {
        setConfirming(false);
        void navigate({ to: '/activities' });
      },
    });

  return (
    <>
      <PageHeader
        eyebrow={
          <>
            <span className="badge">{s.sport}</span> {dateLine(s)}
          </>
        }
        title={s.name}
        description={`${s.fileName} · imported ${formatActivityDate(s.importedAt, null)}`}
        actions={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        }
      />
      <div className="stack">
        <ActivityStats summary={s} units={units} />
        <p className="muted method-note">
          How these were computed: moving time, {s.movingMethod}; elevation, {s.elevationMethod}.
        </p>
        {s.warnings.length > 0 ? (
          <section className="card">
            <h2 className="card__title">Notes from reading the file</h2>
            <ul>
              {s.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <EmptyState title="Map and charts are on their way" headingLevel={2}>
          <p>
            This page will show the route on a map, elevation, pace and heart-rate charts, splits and best
            efforts.
          </p>
        </EmptyState>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this activity?"
        confirmLabel="Delete activity"
        tone="danger"
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>
          “{s.name}”, its track and the original file {s.fileName} will be removed from this browser. This
          cannot be undone.
        </p>
        {remove.isError ? <p role="alert">Could not delete: {errorMessage(remove.error)}</p> : null}
      </ConfirmDialog>
    </>
  );
}
