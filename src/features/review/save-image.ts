/**
 * "Save as image": a PNG of a page element rendered in the browser by modern-screenshot (loaded
 * only when asked): the element's DOM cloned into an SVG foreignObject, drawn on a 2D canvas and
 * encoded. Parts given as overlays (the year's map) are left empty in the clone and drawn by the
 * caller straight on the canvas in their box: a WebGL canvas is never read back (issue 42).
 */

import { downloadBlob } from '../../lib/download-blob';

/**
 * Pixel ratio of the image: the screen's own (what the person sees), at most 2, which keeps text
 * sharp on a phone without a huge file. Each step up is 4x the pixels to copy and encode: on a
 * 1x desktop screen a 2x image took 4x as long for no visible gain there.
 */
const MAX_IMAGE_SCALE = 2;

const imageScale = (devicePixelRatio: number) =>
  Math.min(MAX_IMAGE_SCALE, Math.max(1, devicePixelRatio || 1));

/**
 * Spread on an element that the image leaves out (with everything inside it): buttons, links to
 * other years, status lines, the map's controls and notices. The image is the content only.
 */
export const IMAGE_SKIP = { 'data-image-skip': '' } as const;

/**
 * The computed style properties copied onto each cloned node: the ones that set layout, box,
 * colour, text and SVG painting. modern-screenshot otherwise reads and compares every one of the
 * ~360 computed properties of each of the page's ~1,500 nodes, which was the largest part of a
 * save (4.4 s of 12.8 s measured). With this list the review page of 40 demo activities saved
 * to the same PNG, pixel for pixel, as with every property (checked by hand, issue 42's note).
 */
export const IMAGE_STYLE_PROPERTIES: readonly string[] = [
  // Layout and box.
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'float',
  'clear',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'overflow-x',
  'overflow-y',
  'visibility',
  'opacity',
  'transform',
  'transform-origin',
  'vertical-align',
  'aspect-ratio',
  'object-fit',
  'object-position',
  // Flex and grid.
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'order',
  'justify-content',
  'justify-items',
  'justify-self',
  'align-items',
  'align-self',
  'align-content',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-template-areas',
  'grid-auto-flow',
  'grid-auto-columns',
  'grid-auto-rows',
  'grid-column-start',
  'grid-column-end',
  'grid-row-start',
  'grid-row-end',
  // Borders, shadows and backgrounds.
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  'border-collapse',
  'border-spacing',
  'box-shadow',
  'background-color',
  'background-image',
  'background-size',
  'background-position-x',
  'background-position-y',
  'background-repeat',
  'background-clip',
  'background-origin',
  // Text.
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-stretch',
  'font-variant-numeric',
  'font-feature-settings',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-indent',
  'text-transform',
  'text-overflow',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-decoration-thickness',
  'text-underline-offset',
  'white-space-collapse',
  'text-wrap-mode',
  'word-break',
  'overflow-wrap',
  'hyphens',
  'list-style-type',
  'list-style-position',
  'table-layout',
  'caption-side',
  'font-variant-caps',
  '-webkit-line-clamp',
  '-webkit-box-orient',
  // SVG painting.
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'text-anchor',
  'dominant-baseline',
  'shape-rendering',
  'paint-order',
  'vector-effect',
];

/**
 * Marks a step of a save as a User Timing measure named `review-image:<step>` (the bench reports
 * each step's time; the browser's performance panel shows them).
 */
export function measureStep(step: string, startMark: number): void {
  performance.measure(`review-image:${step}`, { start: startMark, end: performance.now() });
}

const skipped = (node: Node) => node instanceof Element && node.hasAttribute('data-image-skip');

/**
 * A part of the element the caller draws itself: the clone keeps `element`'s box (its own style)
 * but none of its content, and `draw` paints the box on the image's canvas, in CSS px from the
 * box's top-left corner, clipped to the box's rounded corners.
 */
export interface ImageOverlay {
  element: HTMLElement;
  draw: (ctx: CanvasRenderingContext2D, width: number, height: number) => void;
}

/** Draws each overlay in its box of the image (`origin`: the element's top-left, CSS px). */
function drawOverlays(
  ctx: CanvasRenderingContext2D,
  overlays: readonly ImageOverlay[],
  origin: DOMRect,
  scale: number,
  margin: number,
): void {
  for (const { element, draw } of overlays) {
    const box = element.getBoundingClientRect();
    const radius = parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0;
    ctx.save();
    ctx.setTransform(
      scale,
      0,
      0,
      scale,
      margin + (box.left - origin.left) * scale,
      margin + (box.top - origin.top) * scale,
    );
    ctx.beginPath();
    ctx.roundRect(0, 0, box.width, box.height, radius);
    ctx.clip();
    draw(ctx, box.width, box.height);
    ctx.restore();
  }
}

/** Space around the content in the image, CSS px (the element itself has no margin in it). */
const IMAGE_MARGIN_PX = 24;

/** Characters an SVG data URL may not hold (what modern-screenshot's own serializer drops). */
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const XML_INVALID = /[\u0000-\u0008\v\f\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

const loadRenderer = () => import('modern-screenshot');

/**
 * Starts loading the renderer (its own chunk) while the browser is idle, so that a click on
 * "Save as image" does not wait for it. Loading it twice costs nothing: the module is cached.
 */
export function preloadRenderer(): () => void {
  const load = () => void loadRenderer().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(load, 0);
  return () => clearTimeout(handle);
}

/**
 * Renders `element` to PNG bytes, with the page's background colour behind it. modern-screenshot
 * clones the element into an SVG foreignObject; that SVG is drawn here on a canvas that lives in
 * memory (`willReadFrequently`), not on the GPU: the GPU canvas modern-screenshot would draw on
 * is read back to encode the PNG, and that readback of a large foreignObject was the slowest step
 * (4.6 s of a 10.6 s save in headless Chromium; 0.2 s in memory). The image is the same.
 */
export async function renderPng(element: HTMLElement, overlays: readonly ImageOverlay[] = []): Promise<Blob> {
  let t = performance.now();
  const { domToForeignObjectSvg, loadMedia } = await loadRenderer();
  measureStep('load', t);
  const scale = imageScale(window.devicePixelRatio);
  t = performance.now();
  const svg = await domToForeignObjectSvg(element, {
    filter: (node) => !skipped(node) && !overlays.some((o) => o.element !== node && o.element.contains(node)),
    includeStyleProperties: [...IMAGE_STYLE_PROPERTIES],
  });
  const xml = new XMLSerializer().serializeToString(svg).replace(XML_INVALID, '');
  measureStep('clone', t);
  t = performance.now();
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
  await loadMedia(image);
  // The images inside the SVG (the map) decoded too, so the first draw has them.
  await image.decode();
  measureStep('decode', t);
  t = performance.now();
  const origin = element.getBoundingClientRect();
  const { width, height } = origin;
  const margin = IMAGE_MARGIN_PX * scale;
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(width * scale + 2 * margin);
  canvas.height = Math.floor(height * scale + 2 * margin);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot draw the image.');
  ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, margin, margin, Math.floor(width * scale), Math.floor(height * scale));
  measureStep('draw', t);
  t = performance.now();
  drawOverlays(ctx, overlays, origin, scale, margin);
  measureStep('map', t);
  t = performance.now();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('The image could not be encoded.'))),
      'image/png',
    ),
  );
  measureStep('encode', t);
  return blob;
}

/** Renders `element` to a PNG and downloads it as `fileName`; resolves with the PNG's size, bytes. */
export async function saveElementAsPng(
  element: HTMLElement,
  fileName: string,
  overlays: readonly ImageOverlay[] = [],
): Promise<number> {
  const blob = await renderPng(element, overlays);
  downloadBlob(blob, fileName);
  return blob.size;
}
