/** The legend over the map: the colour ramp and what it means in the current mode, plus a status line. */
import type { HeatMode } from '../../domain/heat/types';
import { lineColor, rampById, rampGradient, type RampId } from './color-ramps';

export interface HeatLegendProps {
  mode: HeatMode;
  ramp: RampId;
  status: string | null;
}

export function HeatLegend({ mode, ramp, status }: HeatLegendProps) {
  const r = rampById(ramp);
  const [red, green, blue] = lineColor(r);
  const background =
    mode === 'density'
      ? rampGradient(r)
      : `linear-gradient(to right, rgb(${red} ${green} ${blue} / 0.35), rgb(${red} ${green} ${blue}), white)`;
  return (
    <div className="heat-legend">
      {status ? (
        <p className="heat-legend__status" role="status">
          {status}
        </p>
      ) : null}
      <div className="heat-legend__ramp" style={{ background }} aria-hidden="true" />
      <p className="heat-legend__labels">
        <span>{mode === 'density' ? 'Fewer passes' : 'One track'}</span>
        <span>{mode === 'density' ? 'More passes' : 'Many tracks'}</span>
      </p>
    </div>
  );
}
