/**
 * The comparison palette: 20 colours, one per position in the comparison set, used by every chart,
 * the table, the small multiples and the map, so a track keeps its colour everywhere. Based on
 * Kelly's colours of maximum contrast, ordered so the first few are the most distinct, with the
 * darkest ones lifted so every colour reads on both the light and the dark theme.
 * Beyond 20 the colours repeat; the table and the small multiples also show the position number.
 */
export const COMPARE_PALETTE = [
  '#0067a5', // blue
  '#e25822', // reddish orange
  '#008856', // green
  '#875692', // purple
  '#f6a600', // orange yellow
  '#be0032', // red
  '#a1caf1', // light blue
  '#8db600', // yellow green
  '#e68fac', // purplish pink
  '#a33b20', // reddish brown
  '#604e97', // violet
  '#c2b280', // buff
  '#00a3a3', // teal
  '#b3446c', // purplish red
  '#848482', // grey
  '#f99379', // yellowish pink
  '#dcd300', // greenish yellow
  '#8a6a3c', // yellowish brown
  '#2f6fdf', // bright blue
  '#4f7a5a', // olive green
] as const;

/** How many tracks are overlaid in the charts; more stay in the table and the small multiples. */
export const MAX_OVERLAID = COMPARE_PALETTE.length;

/** The colour of the track at this position in the comparison set (CSS hex). */
export function colorAt(position: number): string {
  const n = COMPARE_PALETTE.length;
  return COMPARE_PALETTE[((position % n) + n) % n]!;
}

/** The same colour as deck.gl RGBA. */
export function rgbaAt(position: number, alpha = 255): [number, number, number, number] {
  const hex = colorAt(position);
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16), alpha];
}

/**
 * Which of the set's positions (ascending) are overlaid in the charts: the first MAX_OVERLAID, with
 * the baseline always among them (it takes the last place when it comes later in the set).
 */
export function overlaidPositions(positions: readonly number[], baseline: number): number[] {
  const first = positions.slice(0, MAX_OVERLAID);
  if (first.includes(baseline) || !positions.includes(baseline)) return first;
  return [...first.slice(0, MAX_OVERLAID - 1), baseline];
}
