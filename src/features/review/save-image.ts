/**
 * "Save as image": a PNG of a page element rendered in the browser by modern-screenshot (loaded
 * only when asked). Canvases inside the element (the deck.gl map, whose WebGL context keeps its
 * drawing buffer: luma.gl's default preserveDrawingBuffer) are copied as they are on screen.
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

const skipped = (node: Node) => node instanceof Element && node.hasAttribute('data-image-skip');

/** Renders `element` to PNG bytes, with the page's background colour behind it. */
export async function renderPng(element: HTMLElement): Promise<Blob> {
  const { domToBlob } = await import('modern-screenshot');
  const background = getComputedStyle(document.body).backgroundColor;
  return domToBlob(element, {
    type: 'image/png',
    scale: imageScale(window.devicePixelRatio),
    backgroundColor: background,
    filter: (node) => !skipped(node),
  });
}

/** Renders `element` to a PNG and downloads it as `fileName`; resolves with the PNG's size, bytes. */
export async function saveElementAsPng(element: HTMLElement, fileName: string): Promise<number> {
  const blob = await renderPng(element);
  downloadBlob(blob, fileName);
  return blob.size;
}
