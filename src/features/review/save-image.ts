/**
 * "Save as image": a PNG of a page element rendered in the browser by modern-screenshot (loaded
 * only when asked). Canvases inside the element (the deck.gl map, whose WebGL context keeps its
 * drawing buffer: luma.gl's default preserveDrawingBuffer) are copied as they are on screen.
 */

import { downloadBlob } from '../../lib/download-blob';

/** Pixel ratio of the image: 2 keeps text sharp without a huge file. */
const IMAGE_SCALE = 2;

/** Renders `element` to PNG bytes, with the page's background colour behind it. */
export async function renderPng(element: HTMLElement): Promise<Blob> {
  const { domToBlob } = await import('modern-screenshot');
  const background = getComputedStyle(document.body).backgroundColor;
  return domToBlob(element, { type: 'image/png', scale: IMAGE_SCALE, backgroundColor: background });
}

/** Renders `element` to a PNG and downloads it as `fileName`; resolves with the PNG's size, bytes. */
export async function saveElementAsPng(element: HTMLElement, fileName: string): Promise<number> {
  const blob = await renderPng(element);
  downloadBlob(blob, fileName);
  return blob.size;
}
