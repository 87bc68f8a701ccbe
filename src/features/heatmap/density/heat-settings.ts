/**
 * What the user can adjust on the heatmap, with the ranges of the controls. Density: the
 * HeatmapLayer's radius (pixels) and intensity (a multiplier of the weights before colouring).
 * Lines: the line width (pixels) and intensity (the opacity of one track; overlaps add up).
 */
import { DEFAULT_RAMP, type RampId } from './color-ramps';

export interface HeatSettings {
  radiusPx: number;
  intensity: number;
  lineWidthPx: number;
  lineIntensity: number;
  ramp: RampId;
  /** Lines mode: one colour per sport (sport-colors.ts) or the ramp's line colour for all. */
  lineColors: 'sport' | 'ramp';
}

export interface Range {
  min: number;
  max: number;
  step: number;
}

export const RADIUS_RANGE: Range = { min: 3, max: 60, step: 1 };
export const INTENSITY_RANGE: Range = { min: 0.2, max: 5, step: 0.1 };
export const LINE_WIDTH_RANGE: Range = { min: 1, max: 8, step: 0.5 };
/** Opacity of one track in lines mode (0..1). */
export const LINE_INTENSITY_RANGE: Range = { min: 0.02, max: 1, step: 0.02 };

export const DEFAULT_SETTINGS: HeatSettings = {
  radiusPx: 18,
  intensity: 1,
  lineWidthPx: 2,
  lineIntensity: 0.3,
  ramp: DEFAULT_RAMP,
  lineColors: 'sport',
};
