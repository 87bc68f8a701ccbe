/** The comparison's controls: x axis (distance or elapsed time), pace or speed, and the baseline. */
import { useId } from 'react';
import { Segmented } from '../../components/segmented';
import type { CompareAxis } from '../../domain/compare/types';
import { isolated } from '../../domain/names';
import type { SpeedMode } from './chart/chart-rows';
import { colorAt } from './palette';

export interface CompareControlsProps {
  axis: CompareAxis;
  onAxis: (axis: CompareAxis) => void;
  speedMode: SpeedMode;
  onSpeedMode: (mode: SpeedMode) => void;
  baselineId: string;
  choices: readonly { id: string; name: string; position: number }[];
  onBaseline: (id: string) => void;
  /** Whether the elapsed-time axis is possible (some activity has times). */
  timeAvailable: boolean;
}

export function CompareControls(props: CompareControlsProps) {
  const id = useId();
  const baseline = props.choices.find((c) => c.id === props.baselineId);
  return (
    <div className="compare-controls" role="group" aria-label="Comparison settings">
      <Segmented
        legend="X axis"
        showLegend
        value={props.axis}
        options={[
          { value: 'distance', label: 'Distance' },
          { value: 'time', label: 'Elapsed time', disabled: !props.timeAvailable },
        ]}
        onChange={props.onAxis}
      />
      <Segmented
        legend="Show"
        showLegend
        value={props.speedMode}
        options={[
          { value: 'pace', label: 'Pace' },
          { value: 'speed', label: 'Speed' },
        ]}
        onChange={props.onSpeedMode}
      />
      <label className="compare-field" htmlFor={`${id}-baseline`}>
        <span>
          Baseline{' '}
          {baseline ? (
            <span
              className="compare-swatch"
              style={{ background: colorAt(baseline.position) }}
              aria-hidden="true"
            />
          ) : null}
        </span>
        <select
          id={`${id}-baseline`}
          value={props.baselineId}
          onChange={(e) => props.onBaseline(e.target.value)}
        >
          {props.choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.position + 1}. {isolated(c.name)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
