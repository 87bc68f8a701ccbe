/**
 * The effort-times chart's dots as ONE SVG path (efforts-chart.tsx): 500 Recharts scatter symbols
 * cost ~150 ms of scripting and layout on the segment page's first paint (bench segment-open); one
 * path of N circles costs a string. The hover finds the nearest dot by pixel distance.
 */

/** Radius of a dot, px (Recharts' default scatter symbol: area 64 px²). */
export const DOT_RADIUS_PX = Math.sqrt(64 / Math.PI);
/** A pointer farther than this from every dot's centre shows no dot, px. */
export const HOVER_REACH_PX = 12;

/** An SVG path of a circle of radius `r` around each (xy[2k], xy[2k + 1]) (two arcs each). */
export function dotsPath(xy: Float64Array, r: number): string {
  const parts: string[] = [];
  const rr = r.toFixed(2);
  const d = (2 * r).toFixed(2);
  for (let k = 0; k < xy.length; k += 2) {
    const x = xy[k]!;
    const y = xy[k + 1]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    parts.push(`M${(x - r).toFixed(2)},${y.toFixed(2)}a${rr},${rr} 0 1,0 ${d},0a${rr},${rr} 0 1,0 -${d},0`);
  }
  return parts.join('');
}

/** Index of the dot nearest (x, y) within `reach` px, or null. */
export function nearestDot(xy: Float64Array, x: number, y: number, reach: number): number | null {
  let best: number | null = null;
  let bestD2 = reach * reach;
  for (let k = 0; k < xy.length; k += 2) {
    const d2 = (xy[k]! - x) ** 2 + (xy[k + 1]! - y) ** 2;
    if (d2 <= bestD2) {
      bestD2 = d2;
      best = k / 2;
    }
  }
  return best;
}
