/** The legend over the map: the colour ramp and what it means in the current mode, plus a status line. */
import type { MapImageLegend } from '../../../components/map';
import type { HeatMode } from '../../../domain/heat/types';
import type { Sport } from '../../../domain/stats/types';
import { SPORT_LABELS } from '../../../shared/filters/filter-labels';
import { SPORT_COLORS } from './sport-colors';
import { lineColor, rampById, rampGradient, type RampId } from './color-ramps';

export interface HeatLegendProps {
  mode: HeatMode;
  ramp: RampId;
  /** Lines coloured by sport: the sports drawn (a swatch each instead of the ramp). */
  sports?: readonly Sport[] | null;
  status: string | null;
}

const cssRgb = ([r, g, b]: readonly number[]) => `rgb(${r ?? 0} ${g ?? 0} ${b ?? 0})`;

/** The legend drawn into a saved image: the same ramp and words as on screen. */
export function imageLegend(
  mode: HeatMode,
  ramp: RampId,
  sports: readonly Sport[] | null = null,
): MapImageLegend {
  if (mode === 'lines' && sports) {
    return {
      title: 'Heatmap: every track, by sport',
      swatches: sports.map((s) => ({ label: SPORT_LABELS[s], color: cssRgb(SPORT_COLORS[s]) })),
    };
  }
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

export function HeatLegend({ mode, ramp, sports = null, status }: HeatLegendProps) {
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
      {mode === 'lines' && sports ? (
        <ul className="heat-legend__sports" aria-label="Line colours by sport">
          {sports.map((s) => (
            <li key={s}>
              <span className="heat-legend__swatch" style={{ background: cssRgb(SPORT_COLORS[s]) }} />
              {SPORT_LABELS[s]}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <div className="heat-legend__ramp" style={{ background }} aria-hidden="true" />
          <p className="heat-legend__labels">
            <span>{mode === 'density' ? 'Fewer passes' : 'One track'}</span>
            <span>{mode === 'density' ? 'More passes' : 'Many tracks'}</span>
          </p>
        </>
      )}
    </div>
  );
}
