/** Bulk gear assignment (issue 35): the selected activities' own gear choice, set or cleared at once. */
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../components/error-panel';
import { NO_GEAR_ID } from '../../domain/gear/types';
import { useGearActions, useGearData } from '../../shared/gear/gear-queries';

const RULES = 'rules';

export function GearAssign({ selectedIds }: { selectedIds: readonly string[] }) {
  const id = useId();
  const { data } = useGearData();
  const actions = useGearActions();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  if (!data || data.gear.length === 0 || selectedIds.length === 0) return null;
  const value = choice || data.gear.find((g) => !g.retired)?.id || data.gear[0]!.id;
  const apply = async () => {
    setBusy(true);
    setStatus(null);
    try {
      await actions.setActivityGear(selectedIds, value === RULES ? null : value);
      setStatus(`Gear set on ${selectedIds.length} ${selectedIds.length === 1 ? 'activity' : 'activities'}.`);
    } catch (err) {
      setStatus(`Could not set the gear: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="activities-gear-assign" role="group" aria-label="Gear of the selected activities">
      <label htmlFor={`${id}-gear`}>Gear for the selection</label>
      <select id={`${id}-gear`} value={value} onChange={(e) => setChoice(e.target.value)}>
        {data.gear.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
            {g.retired ? ' (retired)' : ''}
          </option>
        ))}
        <option value={NO_GEAR_ID}>No gear</option>
        <option value={RULES}>As the rules decide</option>
      </select>
      <Button size="sm" busy={busy} onClick={() => void apply()}>
        Set gear
      </Button>
      {status ? <span role="status">{status}</span> : null}
    </div>
  );
}
