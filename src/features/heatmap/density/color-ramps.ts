/**
 * Colour ramps for the heatmap, low to high density, six stops each (deck.gl HeatmapLayer
 * colorRange). All start dark enough to read as "a little" on the map's dark background. Lines mode
 * draws every track in the ramp's LINE_STOP colour; overlaps add up towards white.
 */
export type Rgb = [number, number, number];
export type RampId = 'hot' | 'viridis' | 'ice';

export interface ColorRamp {
  id: RampId;
  label: string;
  colors: Rgb[];
}

export const COLOR_RAMPS: readonly ColorRamp[] = [
  {
    id: 'hot',
    label: 'Hot',
    colors: [
      [120, 10, 0],
      [190, 30, 0],
      [235, 80, 0],
      [255, 140, 0],
      [255, 205, 60],
      [255, 250, 200],
    ],
  },
  {
    id: 'viridis',
    label: 'Viridis',
    colors: [
      [72, 35, 116],
      [64, 67, 135],
      [41, 120, 142],
      [34, 168, 132],
      [122, 209, 81],
      [253, 231, 37],
    ],
  },
  {
    id: 'ice',
    label: 'Ice',
    colors: [
      [20, 60, 140],
      [33, 113, 181],
      [66, 146, 198],
      [107, 174, 214],
      [198, 219, 239],
      [247, 251, 255],
    ],
  },
];

export const DEFAULT_RAMP: RampId = 'hot';
/** Which stop of a ramp colours the lines. */
const LINE_STOP = 3;

export function rampById(id: RampId): ColorRamp {
  return COLOR_RAMPS.find((r) => r.id === id) ?? COLOR_RAMPS[0]!;
}

export function lineColor(ramp: ColorRamp): Rgb {
  return ramp.colors[LINE_STOP] ?? ramp.colors[0]!;
}

/** CSS linear-gradient of a ramp, for the legend and the ramp picker. */
export function rampGradient(ramp: ColorRamp): string {
  return `linear-gradient(to right, ${ramp.colors.map(([r, g, b]) => `rgb(${r} ${g} ${b})`).join(', ')})`;
}
