/**
 * "Share a read-only link" on an activity's page (issue 37): what the link shows and leaves out,
 * with the privacy zones applied (shared/share/share-panel.tsx has the form and the links).
 */
import type { TrackSummary } from '../../../domain/stats/types';
import { formatCount } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { useTrackStore } from '../../../lib/store-context';
import { sharedActivityPage } from '../../../shared/share/share-activity';
import { SharePanel as SharePagePanel } from '../../../shared/share/share-panel';

export function SharePanel({ summary }: { summary: TrackSummary }) {
  const store = useTrackStore();
  const { privacyZones } = useSettings();
  return (
    <SharePagePanel
      intro={
        <>
          Anyone with the link sees this activity’s map, chart and figures, signed out, and nothing else of
          yours: no other activity, no collection, no file name, no note.{' '}
          {privacyZones.length > 0
            ? `Your ${formatCount(privacyZones.length, 'privacy zone is', 'privacy zones are')} applied: the line and the chart inside ${privacyZones.length === 1 ? 'it' : 'them'} are left out of the shared copy.`
            : 'You have no privacy zones: the whole line is shown, its start and end included (Settings, Privacy zones).'}
        </>
      }
      defaultTitle={summary.name}
      build={(title) => sharedActivityPage(store, summary, privacyZones, title)}
      targetId={summary.id}
      shows={(e) => e.targetId === summary.id}
      listLabel="Links to this activity"
    />
  );
}
