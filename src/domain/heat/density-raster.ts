/**
 * The density heatmap as an RGBA image computed on the CPU: the heatmap's first paint (the stored
 * preview's cells, heat-preview.ts), drawn on a plain 2D canvas before any WebGL context exists
 * (creating one and compiling deck.gl's shaders costs about a second in software GL). It follows
 * deck.gl's HeatmapLayer (aggregation SUM) step by step, so the swap to deck.gl's own drawing is
 * not seen:
 *
 * 1. Weights texture: one texel per `texelPx` CSS pixels over the view (deck.gl: RESOLUTION 2, or
 *    coarser when its weights texture is narrower than the map); each cell's weight is added to
 *    the texel it falls in.
 * 2. Kernel: each weight spreads as deck.gl's gaussianKDE, exp(-u² / 0.05555) with u the distance
 *    over the radius: a Gaussian of σ = radius / 6 (2σ² = 0.05555 radius²), applied as two 1-D
 *    passes (the truncation at the radius is below exp(-18): nothing).
 * 3. Colour: v = weight / (highest weight in the image); ramp position clamp(v · intensity, 0, 1)
 *    between the ramp's colours (linear, their centres at (i + ½) / n as deck.gl's colour texture
 *    samples them); alpha min(v · intensity / threshold, 1); a weight of 0 is transparent.
 *
 * The camera is deck.gl's web-mercator view with no pitch or bearing: 512-pixel tiles, the view's
 * centre at the middle of the image.
 */

export interface RasterView {
  longitude: number;
  latitude: number;
  zoom: number;
  /** CSS pixels. */
  width: number;
  height: number;
}

export interface RasterStyle {
  radiusPx: number;
  intensity: number;
  /** Share of the highest weight below which alpha fades to 0 (deck.gl's threshold). */
  threshold: number;
  /** Ramp colours, low to high, 0..255. */
  colors: readonly (readonly [number, number, number])[];
  /** CSS pixels per texel (at least 1). */
  texelPx: number;
}

export interface DensityRaster {
  /** Texels across and down; each stands for texelPx CSS pixels. */
  width: number;
  height: number;
  rgba: Uint8ClampedArray<ArrayBuffer>;
  /** Texels with a colour (weight above 0). */
  painted: number;
}

/** deck.gl's tile size: world pixels at zoom 0. */
const TILE_PX = 512;
/** deck.gl's kernel exp(-u² / KDE_WIDTH), u = distance / radius. */
const KDE_WIDTH = 0.05555;
/** Kernel taps beyond this many σ are left out (exp(-4.5) ≈ 1 %, under any visible threshold). */
const KERNEL_SIGMAS = 3;

/** World pixels of a longitude and latitude at zoom 0 (web mercator). */
export function mercatorPx(lon: number, lat: number): [number, number] {
  const x = ((lon + 180) / 360) * TILE_PX;
  const s = Math.sin((lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * TILE_PX;
  return [x, y];
}

/** The weights texture: `margin` texels around the view too (their cells blur into it). */
interface Texture {
  w: number;
  h: number;
  margin: number;
  texelPx: number;
}

function binWeights(positions: Float32Array, weights: Float32Array, view: RasterView, t: Texture) {
  const { w, h, margin, texelPx } = t;
  const grid = new Float32Array(w * h);
  const scale = 2 ** view.zoom;
  const [cx, cy] = mercatorPx(view.longitude, view.latitude);
  const x0 = cx * scale - view.width / 2 - margin * texelPx;
  const y0 = cy * scale - view.height / 2 - margin * texelPx;
  for (let i = 0; i < weights.length; i++) {
    const weight = weights[i]!;
    if (!(weight > 0)) continue;
    const [mx, my] = mercatorPx(positions[2 * i]!, positions[2 * i + 1]!);
    const tx = Math.floor((mx * scale - x0) / texelPx);
    const ty = Math.floor((my * scale - y0) / texelPx);
    if (tx < 0 || ty < 0 || tx >= w || ty >= h) continue;
    grid[ty * w + tx]! += weight;
  }
  return grid;
}

function gaussianKernel(radiusTexels: number): Float32Array {
  const sigma = radiusTexels * Math.sqrt(KDE_WIDTH / 2);
  const half = Math.max(1, Math.ceil(KERNEL_SIGMAS * sigma));
  const k = new Float32Array(2 * half + 1);
  for (let d = -half; d <= half; d++) k[d + half] = Math.exp(-(d * d) / (2 * sigma * sigma));
  return k;
}

/** One pass of a separable blur: along rows (`step` 1) or columns (`step` w). */
function blur(src: Float32Array, w: number, h: number, k: Float32Array, alongRows: boolean): Float32Array {
  const out = new Float32Array(src.length);
  const half = (k.length - 1) / 2;
  const [n, lines, step, lineStep] = alongRows ? [w, h, 1, w] : [h, w, w, 1];
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    for (let i = 0; i < n; i++) {
      const v = src[base + i * step]!;
      if (v === 0) continue;
      const lo = Math.max(0, i - half);
      const hi = Math.min(n - 1, i + half);
      for (let j = lo; j <= hi; j++) out[base + j * step]! += v * k[j - i + half]!;
    }
  }
  return out;
}

/** The view's texels (the margin cropped) in colour; the highest weight is the whole texture's. */
function colorize(grid: Float32Array, t: Texture, width: number, height: number, style: RasterStyle) {
  let max = 0;
  for (const v of grid) if (v > max) max = v;
  const rgba = new Uint8ClampedArray(width * height * 4);
  if (max === 0) return { rgba, painted: 0 };
  const n = style.colors.length;
  let painted = 0;
  for (let i = 0; i < width * height; i++) {
    const v = grid[(Math.floor(i / width) + t.margin) * t.w + (i % width) + t.margin]! / max;
    if (!(v > 0)) continue;
    const at = Math.min(Math.max(Math.min(v * style.intensity, 1) * n - 0.5, 0), n - 1);
    const lo = Math.floor(at);
    const hi = Math.min(lo + 1, n - 1);
    const f = at - lo;
    const a = style.colors[lo]!;
    const b = style.colors[hi]!;
    rgba[4 * i] = a[0] + (b[0] - a[0]) * f;
    rgba[4 * i + 1] = a[1] + (b[1] - a[1]) * f;
    rgba[4 * i + 2] = a[2] + (b[2] - a[2]) * f;
    rgba[4 * i + 3] = 255 * Math.min((v * style.intensity) / style.threshold, 1);
    painted++;
  }
  return { rgba, painted };
}

/** The density of these cells (lon/lat pairs and their weights) over `view`, as deck.gl draws it. */
export function rasterizeDensity(
  positions: Float32Array,
  weights: Float32Array,
  view: RasterView,
  style: RasterStyle,
): DensityRaster {
  const texelPx = Math.max(1, style.texelPx);
  const width = Math.max(1, Math.ceil(view.width / texelPx));
  const height = Math.max(1, Math.ceil(view.height / texelPx));
  const kernel = gaussianKernel(style.radiusPx / texelPx);
  const margin = (kernel.length - 1) / 2;
  const t: Texture = { w: width + 2 * margin, h: height + 2 * margin, margin, texelPx };
  const binned = binWeights(positions, weights, view, t);
  const grid = blur(blur(binned, t.w, t.h, kernel, true), t.w, t.h, kernel, false);
  return { width, height, ...colorize(grid, t, width, height, style) };
}
