/**
 * /activities/$id: one activity. Map and charts with a shared cursor, splits, best efforts, heart-rate
 * zones, sensors, the methods used for moving time and elevation, rename and sport change, delete,
 * download of the original file, "compare with..." and the explorer tiles it visited first.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClassName } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatActivityDate, formatActivityDateTime, summaryZone, zoneLabel } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summaryQuery, useDeleteActivities } from '../../lib/track-queries';
import { ActivityDetails } from './activity-details';
import { CompareLink } from './header/compare-link';
import { downloadActivity } from './header/download-original';
import { EditActivity } from './header/edit-activity';
import { HistoryChoice } from './header/history-choice';
import { hasPlausibleDate } from '../../domain/sanity/rules';
import { HistoryBadge } from '../../components/history-badge';
import { NewTilesLine } from './header/new-tiles-line';
import { MendPanel } from './mend/mend-panel';
import { SharePanel } from './header/share-panel';
import { ActivityGear } from './activity-gear';
import './activity.css';
import { DemoBadge } from '../../components/demo-notice';
import { useDemoActivities } from '../../shared/demo/demo-activities';

const route = getRouteApi('/activities/$id');

function dateLine(s: TrackSummary): string {
  if (s.startTime === null) return 'No time recorded';
  // A wrong device clock (domain/sanity/rules.ts): the flag on the page gives the recorded date.
  if (!hasPlausibleDate(s)) return 'Date unknown';
  const zone = summaryZone(s);
  const where = zone !== null ? ` (${zoneLabel(zone)})` : s.startTime !== null ? ' (your time zone)' : '';
  return `${formatActivityDateTime(s.startTime, zone)}${where}`;
}

export function ActivityPage() {
  const { id } = route.useParams();
  const store = useTrackStore();
  const { units } = useSettings();
  const summary = useQuery(summaryQuery(store, id));

  if (summary.isPending) return <PageHeader title="Activity" description="Loading…" />;
  // A failed background refetch keeps the activity on screen (and an open edit form with it): the
  // error panel is for an activity that could never be read.
  if (summary.isError && summary.data === undefined)
    return (
      <ErrorPanel
        error={summary.error}
        title="Could not read this activity"
        onRetry={() => {
          store.forgetFailures?.();
          void summary.refetch();
        }}
      />
    );
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
  return <ActivityView key={summary.data.id} summary={summary.data} units={units} />;
}

function ActivityView({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const store = useTrackStore();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloadNote, setDownloadNote] = useState<string | null>(null);
  const { privacyZones } = useSettings();
  const remove = useDeleteActivities();
  const demo = useDemoActivities().ids;
  const navigate = useNavigate();
  const router = useRouter();

  // mutateAsync, not mutate(…, { onSuccess }): the refetch after the delete unmounts this view (the
  // activity is gone), and a mutate-level callback of an unmounted component never runs.
  // In Firebase mode the delete resolves only once the files are gone from Cloud Storage, which can
  // take seconds: by then the person may be on another page, and must not be pulled back.
  const onDelete = async () => {
    const from = router.state.location.pathname;
    try {
      await remove.mutateAsync([s.id]);
    } catch {
      return; // shown in the dialog through remove.isError
    }
    setConfirming(false);
    if (router.state.location.pathname === from) void navigate({ to: '/activities' });
  };
  // Privacy zones apply to every download (download-original.ts): the original is then withheld.
  const onDownload = () => {
    setDownloadError(null);
    setDownloadNote(null);
    downloadActivity(store, s, privacyZones).then(
      (kind) =>
        setDownloadNote(
          kind === 'cut'
            ? 'The original file was withheld: it holds points inside your privacy zones. Saved a GPX of the track without them.'
            : null,
        ),
      (e: unknown) => setDownloadError(errorMessage(e)),
    );
  };

  return (
    <>
      <PageHeader
        eyebrow={
          <>
            <span className="badge">{s.sport}</span> {demo.has(s.id) ? <DemoBadge /> : null}{' '}
            <HistoryBadge summary={s} /> {dateLine(s)}
          </>
        }
        title={s.name}
        description={`${s.fileName} · imported ${formatActivityDate(s.importedAt, null)}`}
        actions={
          <>
            <Button onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
              Edit
            </Button>
            <Button onClick={onDownload}>
              {privacyZones.length > 0 ? 'Download GPX without privacy zones' : 'Download original'}
            </Button>
            <CompareLink id={s.id} />
            <Button onClick={() => setSharing((v) => !v)} aria-expanded={sharing}>
              Share
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </>
        }
      />
      <div className="stack">
        {downloadError ? (
          <p role="alert" className="activity-error">
            Could not download the file: {downloadError}
          </p>
        ) : null}
        {downloadNote ? <p role="status">{downloadNote}</p> : null}
        {editing ? <EditActivity summary={s} onDone={() => setEditing(false)} /> : null}
        {sharing ? <SharePanel summary={s} /> : null}
        <HistoryChoice summary={s} />
        <NewTilesLine id={s.id} />
        <ActivityGear summary={s} />
        <ActivityDetails summary={s} units={units} />
        {s.manual ? null : <MendPanel summary={s} units={units} />}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this activity?"
        confirmLabel="Delete activity"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
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
