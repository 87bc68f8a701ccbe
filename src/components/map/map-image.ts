/**
 * "Save image" of a map: the canvases of a map element composited in a 2D canvas at the device's
 * pixel ratio (MapLibre's basemap first, deck.gl's layers over it: both keep their drawing buffers,
 * see basemap.tsx and luma.gl's default), then a legend, the scale bar and the attribution drawn
 * over them, since DOM overlays are not part of any canvas.
 */
import { WORLD_ATTRIBUTION } from './geo/world-style';

export interface MapImageLegend {
  title?: string;
  /** CSS colours of a ramp, low to high, with the words at its two ends. */
  ramp?: { colors: string[]; low: string; high: string };
  /** One coloured swatch per entry (a sport, say). */
  swatches?: { label: string; color: string }[];
}

const FONT = '12px system-ui, sans-serif';
const PAD = 8;
const LINE = 16;

/** The map's canvases, bottom first: the basemap's under deck.gl's. */
function canvasesOf(map: HTMLElement): HTMLCanvasElement[] {
  const all = [...map.querySelectorAll('canvas')];
  const under = (c: HTMLCanvasElement) => (c.closest('.map-view__basemap') ? 0 : 1);
  return all.sort((a, b) => under(a) - under(b));
}

function drawLegend(ctx: CanvasRenderingContext2D, legend: MapImageLegend): void {
  const swatches = legend.swatches ?? [];
  const rows = (legend.title ? 1 : 0) + (legend.ramp ? 2 : 0) + swatches.length;
  if (rows === 0) return;
  const width = 200;
  ctx.fillStyle = 'rgb(11 16 32 / 0.8)';
  ctx.fillRect(PAD, PAD, width, rows * LINE + PAD * 2);
  ctx.fillStyle = '#e6edf3';
  ctx.font = FONT;
  ctx.textBaseline = 'middle';
  let y = PAD * 2 + LINE / 2;
  if (legend.title) {
    ctx.fillText(legend.title, PAD * 2, y);
    y += LINE;
  }
  if (legend.ramp) {
    const gradient = ctx.createLinearGradient(PAD * 2, 0, width - PAD, 0);
    const { colors } = legend.ramp;
    colors.forEach((c, i) => gradient.addColorStop(i / Math.max(1, colors.length - 1), c));
    ctx.fillStyle = gradient;
    ctx.fillRect(PAD * 2, y - 4, width - PAD * 3, 8);
    y += LINE;
    ctx.fillStyle = '#e6edf3';
    ctx.fillText(legend.ramp.low, PAD * 2, y);
    const w = ctx.measureText(legend.ramp.high).width;
    ctx.fillText(legend.ramp.high, width - PAD - w, y);
    y += LINE;
  }
  for (const s of swatches) {
    ctx.fillStyle = s.color;
    ctx.fillRect(PAD * 2, y - 3, 18, 6);
    ctx.fillStyle = '#e6edf3';
    ctx.fillText(s.label, PAD * 2 + 26, y);
    y += LINE;
  }
}

/** The scale bar as shown (scale-bar.tsx), bottom left. */
function drawScale(ctx: CanvasRenderingContext2D, map: HTMLElement, height: number): void {
  const bar = map.querySelector<HTMLElement>('.map-scale__bar');
  const label = bar?.parentElement?.dataset.scale;
  if (!bar || !label) return;
  const w = bar.getBoundingClientRect().width;
  const y = height - PAD;
  ctx.fillStyle = 'rgb(255 255 255 / 0.75)';
  ctx.fillRect(PAD, y - LINE, w, LINE);
  ctx.strokeStyle = '#1f2328';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(PAD, y - LINE);
  ctx.lineTo(PAD, y);
  ctx.lineTo(PAD + w, y);
  ctx.lineTo(PAD + w, y - LINE);
  ctx.stroke();
  ctx.fillStyle = '#1f2328';
  ctx.font = FONT;
  ctx.textBaseline = 'middle';
  ctx.fillText(label, PAD + 4, y - LINE / 2);
}

/** The attribution the map shows (MapLibre's control), or the bundled world's. */
export function attributionOf(map: HTMLElement): string {
  const text = map.querySelector('.maplibregl-ctrl-attrib-inner')?.textContent?.trim();
  return text && text.length > 0 ? text : WORLD_ATTRIBUTION;
}

function drawAttribution(ctx: CanvasRenderingContext2D, text: string, width: number, height: number): void {
  ctx.font = FONT;
  ctx.textBaseline = 'middle';
  const w = Math.min(width - 2 * PAD, ctx.measureText(text).width + 2 * PAD);
  ctx.fillStyle = 'rgb(255 255 255 / 0.8)';
  ctx.fillRect(width - w, height - LINE - 4, w, LINE + 4);
  ctx.fillStyle = '#1f2328';
  ctx.fillText(text, width - w + PAD, height - LINE / 2 - 2, w - 2 * PAD);
}

/** A PNG of the map element `map` as it is on screen, with `legend`, scale and attribution. */
export async function renderMapPng(map: HTMLElement, legend: MapImageLegend = {}): Promise<Blob> {
  const box = map.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  const out = document.createElement('canvas');
  out.width = Math.round(box.width * ratio);
  out.height = Math.round(box.height * ratio);
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the image (no 2D canvas).');
  ctx.scale(ratio, ratio);
  ctx.fillStyle = getComputedStyle(map).backgroundColor;
  ctx.fillRect(0, 0, box.width, box.height);
  for (const canvas of canvasesOf(map)) {
    const r = canvas.getBoundingClientRect();
    ctx.drawImage(canvas, r.left - box.left, r.top - box.top, r.width, r.height);
  }
  drawLegend(ctx, legend);
  drawScale(ctx, map, box.height);
  drawAttribution(ctx, attributionOf(map), box.width, box.height);
  return new Promise((resolve, reject) =>
    out.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/png',
    ),
  );
}
