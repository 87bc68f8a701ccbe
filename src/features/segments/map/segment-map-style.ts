/**
 * How the segment map draws: the same colours and widths for deck.gl's layers (segment-map.tsx) and
 * for the first picture on a 2D canvas (segment-lines-canvas.tsx), so the swap between them does
 * not show.
 */
export type Rgba = [number, number, number, number];

/** The segment: a broad band under the effort lines, round caps and joints. */
export const SEGMENT_COLOR: Rgba = [232, 84, 36, 150];
export const SEGMENT_WIDTH_PX = 12;
/** Each effort activity's line near the segment (near-segment.ts), translucent so passes add up. */
export const EFFORT_COLOR: Rgba = [37, 99, 235, 110];
export const EFFORT_WIDTH_PX = 2;

/** A CSS colour of an RGBA 0..255 quadruple (alpha as deck.gl reads it: 255 opaque). */
export const cssColor = ([r, g, b, a]: Rgba): string => `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(4)})`;
