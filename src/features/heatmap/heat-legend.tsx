/** The legend over the map: the colour ramp and what it means in the current mode, plus a status line. */
import type { MapImageLegend } from '../../components/map';
import type { HeatMode } from '../../domain/heat/types';
import { lineColor, rampById, rampGradient, type RampId } from './color-ramps';

export interface HeatLegendProps {
  mode: HeatMode;
  ramp: RampId;
  status: string | null;
}

/** The legend drawn into a saved image: the same ramp and words as on screen. */
export function imageLegend(mode: HeatMode, ramp: RampId): MapImageLegend {
  const r = rampById(ramp);
  const css = ([red, green, blue]: readonly number[]) => `rgb(${red} ${green} ${blue})`;
  const [red = 0, green = 0, blue = 0] = lineColor(r);
  const colors =
    mode === 'density'
      ? r.colors.map(css)
      : [`rgb(${red} ${green} ${blue} / 0.35)`, css([red, green, blue]), 'white'];
  return {
    title: mode === 'density' ? 'Heatmap: density of passes' : 'Heatmap: every track',
    ramp: {
      colors,
      low: mode === 'density' ? 'Fewer passes' : 'One track',
      high: mode === 'density' ? 'More passes' : 'Many tracks',
    },
  };
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
