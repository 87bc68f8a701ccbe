/**
 * The selected part of an activity, and the keyboard way to choose one: "Select a part" opens the
 * range fields (from / to, in km or mi), filled by a drag on the charts or by start and end picks on
 * the map. With a range: its length and climb, "Create segment…", the edits made on it (trim, cut
 * out, split where it starts: mend/) and "Clear".
 */
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../../domain/units';
import { distanceUnit, formatDistance, formatElevation } from '../../../lib/format';
import { orderedRange, type DistanceRange } from './range-pick';

export type MapPick = 'start' | 'end' | null;

export interface RangeBarProps {
  range: DistanceRange | null;
  lengthM: number;
  units: UnitSystem;
  climb: { gainM: number; netM: number } | null;
  pick: MapPick;
  onRange: (range: DistanceRange | null) => void;
  onPick: (pick: MapPick) => void;
  /** Opens "Create segment"; absent: no such button. */
  onCreate?: () => void;
  /** Mends the activity to the part or without it (mend/); absent: no such buttons. */
  onTrim?: () => void;
  onCut?: () => void;
  /** Splits the activity in two where the part starts (mend/); absent: no such button. */
  onSplit?: () => void;
}

const perUnit = (units: UnitSystem) => (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE);
const shown = (m: number, units: UnitSystem) => (m / perUnit(units)).toFixed(2);

export function RangeBar(props: RangeBarProps) {
  const { range, lengthM, units, pick } = props;
  const [open, setOpen] = useState(false);
  if (!range && !open) {
    return (
      <div className="activity-range cluster">
        <p className="muted activity-range__hint">Drag on a chart to select a part and make it a segment.</p>
        <Button size="sm" onClick={() => setOpen(true)}>
          Select a part
        </Button>
      </div>
    );
  }
  const unit = distanceUnit(units);
  const grade = range && props.climb ? (props.climb.netM / (range.endM - range.startM)) * 100 : null;
  return (
    <section className="activity-range" aria-label="Selected part">
      <RangeFields
        key={range ? `${range.startM}:${range.endM}:${units}` : units}
        range={range}
        lengthM={lengthM}
        units={units}
        onRange={props.onRange}
      />
      <div className="cluster">
        <Button
          size="sm"
          aria-pressed={pick === 'start'}
          onClick={() => props.onPick(pick === 'start' ? null : 'start')}
        >
          Pick start on map
        </Button>
        <Button
          size="sm"
          aria-pressed={pick === 'end'}
          onClick={() => props.onPick(pick === 'end' ? null : 'end')}
        >
          Pick end on map
        </Button>
      </div>
      {pick ? (
        <p className="muted" role="status">
          Click the map where the segment {pick === 'start' ? 'starts' : 'ends'}.
        </p>
      ) : null}
      {range ? (
        <p className="activity-range__summary tabular-nums" data-testid="range-summary">
          {shown(range.startM, units)}–{shown(range.endM, units)} {unit} ·{' '}
          {formatDistance(range.endM - range.startM, units)}
          {props.climb ? ` · +${formatElevation(props.climb.gainM, units)}` : ''}
          {grade !== null ? ` · ${grade.toFixed(1)} % average` : ''}
        </p>
      ) : null}
      <div className="cluster">
        {props.onCreate ? (
          <Button size="sm" variant="primary" disabled={!range} onClick={props.onCreate}>
            Create segment…
          </Button>
        ) : null}
        {props.onTrim ? (
          <Button size="sm" disabled={!range} onClick={props.onTrim}>
            Trim to this part
          </Button>
        ) : null}
        {props.onCut ? (
          <Button size="sm" disabled={!range} onClick={props.onCut}>
            Cut out this part
          </Button>
        ) : null}
        {props.onSplit ? (
          <Button size="sm" disabled={!range} onClick={props.onSplit}>
            Split where it starts
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            props.onRange(null);
            props.onPick(null);
            setOpen(false);
          }}
        >
          Clear selection
        </Button>
      </div>
    </section>
  );
}

/**
 * From / to fields in display units, applied on Enter or when a field loses focus; a pair that is not
 * a range (too short, not numbers) is not applied.
 */
function RangeFields({
  range,
  lengthM,
  units,
  onRange,
}: Pick<RangeBarProps, 'range' | 'lengthM' | 'units' | 'onRange'>) {
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(range ? shown(range.startM, units) : '');
  const [to, setTo] = useState(range ? shown(range.endM, units) : '');
  const apply = (a: string, b: string) => {
    const next = orderedRange(Number(a) * perUnit(units), Number(b) * perUnit(units), lengthM);
    if (next && a !== '' && b !== '') onRange(next);
  };
  const max = shown(lengthM, units);
  return (
    <div className="activity-range__fields">
      <DistanceField
        id={fromId}
        label={`From (${distanceUnit(units)})`}
        max={max}
        value={from}
        onChange={setFrom}
        onCommit={() => apply(from, to)}
      />
      <DistanceField
        id={toId}
        label={`To (${distanceUnit(units)})`}
        max={max}
        value={to}
        onChange={setTo}
        onCommit={() => apply(from, to)}
      />
    </div>
  );
}

/** One end of the typed range: a decimal number in the display unit, applied on Enter or blur. */
function DistanceField({
  id,
  label,
  max,
  value,
  onChange,
  onCommit,
}: {
  id: string;
  label: string;
  max: string;
  value: string;
  onChange: (value: string) => void;
  onCommit: () => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={0.01}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onCommit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onCommit();
        }}
      />
    </>
  );
}
