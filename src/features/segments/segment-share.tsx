/**
 * "Share a read-only link" of a segment (issue 37): its line with the privacy zones cut out on this
 * device, its figures, and the owner's timed efforts (start, time, speed; no activity named)
 * (domain/share/shared-segment.ts). The form and the links are shared/share/share-panel.tsx's.
 */
import type { RankedEffort, Segment } from '../../domain/segments/types';
import { buildSharedSegment } from '../../domain/share/shared-segment';
import { formatCount } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { SharePanel } from '../../shared/share/share-panel';

export function SegmentSharePanel({
  segment,
  efforts,
}: {
  segment: Segment;
  efforts: readonly RankedEffort[];
}) {
  const { privacyZones } = useSettings();
  const timed = efforts.filter((e) => e.elapsedS !== null).length;
  return (
    <SharePanel
      intro={
        <>
          Anyone with the link sees this segment’s line, distance and grades, and your{' '}
          {formatCount(timed, 'timed effort', 'timed efforts')} on it (date, time and speed, with the chart of
          efforts over the years), signed out, and nothing else of yours: no activity’s name or line, no other
          segment.{' '}
          {privacyZones.length > 0
            ? `Your ${formatCount(privacyZones.length, 'privacy zone is', 'privacy zones are')} applied: the part of the line inside ${privacyZones.length === 1 ? 'it' : 'them'} is left out.`
            : 'You have no privacy zones: the whole line is shown (Settings, Privacy zones).'}
        </>
      }
      defaultTitle={segment.name}
      build={(title) => buildSharedSegment(segment, efforts, privacyZones, title)}
      targetId={segment.id}
      shows={(e) => e.kind === 'segment' && e.targetId === segment.id}
      listLabel="Links to this segment"
    />
  );
}
