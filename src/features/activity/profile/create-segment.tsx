/**
 * "Create segment": names the selected part of the activity, cuts it from the stored track
 * (shared/segments/segment-engine.ts segmentFromRange) and saves it with every effort on it found across the
 * person's activities (in the segments worker). Afterwards it says how many and links the segment.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../components/error-panel';
import { NameDialog } from '../../../components/name-dialog';
import type { TrackSummary } from '../../../domain/stats/types';
import { formatCount } from '../../../lib/format';
import { segmentFromRange } from '../../../shared/segments/segment-engine';
import { useCreateSegment, usePrepareSegmentMatch } from '../../../shared/segments/segment-queries';
import { useTrackStore } from '../../../lib/store-context';
import type { DistanceRange } from './range-pick';

export interface CreateSegmentProps {
  summary: TrackSummary;
  range: DistanceRange;
  onDone: () => void;
}

export function CreateSegment({ summary, range, onDone }: CreateSegmentProps) {
  const store = useTrackStore();
  const create = useCreateSegment();
  const prepareMatch = usePrepareSegmentMatch();
  // The name dialog is open: the match follows its confirmation.
  useEffect(prepareMatch, [prepareMatch]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; name: string; efforts: number } | null>(null);
  const km = (range.startM / 1000).toFixed(1);

  const onConfirm = async (name: string) => {
    setError(null);
    try {
      const segment = await segmentFromRange(store, {
        trackId: summary.id,
        ...range,
        name,
        source: 'activity',
      });
      const efforts = await create.mutateAsync(segment);
      setCreated({ id: segment.id, name: segment.name, efforts });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  if (created) {
    return (
      <p role="status" className="activity-range__created">
        Segment “{created.name}” saved with {formatCount(created.efforts, 'effort', 'efforts')}.{' '}
        <Link to="/segments/$id" params={{ id: created.id }}>
          Open the segment
        </Link>{' '}
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          Dismiss
        </button>
      </p>
    );
  }
  return (
    <NameDialog
      open
      title="Create a segment"
      label="Segment name"
      initialName={`${summary.name} from ${km} km`}
      confirmLabel="Create segment"
      busy={create.isPending}
      error={error}
      onConfirm={(name) => void onConfirm(name)}
      onCancel={onDone}
    />
  );
}
