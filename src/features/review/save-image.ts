/**
 * "Save as image": a PNG of a page element rendered in the browser by modern-screenshot (loaded
 * only when asked). Canvases inside the element (the deck.gl map, whose WebGL context keeps its
 * drawing buffer: luma.gl's default preserveDrawingBuffer) are copied as they are on screen.
 */

/** How long the object URL of the download stays valid, ms. */
const REVOKE_AFTER_MS = 60_000;
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
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return blob.size;
}
