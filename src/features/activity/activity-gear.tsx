/**
 * This activity's gear (issue 35): the gear it is assigned and why (domain/gear/assign.ts), and a
 * choice of its own: a gear, no gear, or as the rules decide.
 */
import { useId, useState } from 'react';
import { errorMessage } from '../../components/error-panel';
import { assignGear, type GearSource } from '../../domain/gear/assign';
import { NO_GEAR_ID } from '../../domain/gear/types';
import type { TrackSummary } from '../../domain/stats/types';
import { useGearActions, useGearData } from '../../shared/gear/gear-queries';

const RULES = 'rules';
const WHY: Record<GearSource, string> = {
  own: 'chosen for this activity',
  rule: 'by a dated rule',
  export: "from the export's gear column",
  default: "the sport's default",
};

export function ActivityGear({ summary }: { summary: TrackSummary }) {
  const id = useId();
  const { data } = useGearData();
  const actions = useGearActions();
  const [error, setError] = useState<string | null>(null);
  if (!data || data.gear.length === 0) return null;
  const assigned = assignGear(summary, data.overview.index);
  const name = assigned ? data.overview.index.gear.get(assigned.gearId)?.name : null;
  const value =
    summary.gearId === null ||
    (summary.gearId !== NO_GEAR_ID && !data.overview.index.gear.has(summary.gearId))
      ? RULES
      : summary.gearId;
  const choose = (next: string) => {
    setError(null);
    actions
      .setActivityGear([summary.id], next === RULES ? null : next)
      .catch((err: unknown) => setError(errorMessage(err)));
  };
  return (
    <div className="activity-gear">
      <label htmlFor={`${id}-gear`}>Gear</label>
      <select id={`${id}-gear`} value={value} onChange={(e) => choose(e.target.value)}>
        <option value={RULES}>As the rules decide</option>
        {data.gear.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
            {g.retired ? ' (retired)' : ''}
          </option>
        ))}
        <option value={NO_GEAR_ID}>No gear</option>
      </select>
      <span className="muted">{assigned && name ? `${name}, ${WHY[assigned.source]}` : 'No gear'}</span>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
