/**
 * Effort-blue pixels (src/features/segments/segment-map-style.ts EFFORT_COLOR, over any ground): the
 * segment map's lines, counted by the segments bench and the segments browser test so that neither
 * takes a "drawn" signal on trust.
 */
import type { Locator } from 'playwright-core';

/**
 * An effort-blue pixel, as page-side source over RGBA bytes d[i..i+3]: blue well above red and green.
 * Canvas probes add `d[i + 3] > 0` (a transparent pixel is no line).
 */
export const EFFORT_BLUE_TEST = 'd[i + 2] > d[i] + 60 && d[i + 2] > d[i + 1] + 30';

/** Effort-blue pixels in a screenshot of an element (the page's own decoder reads the PNG). */
export async function effortBluePixels(element: Locator): Promise<number> {
  const png = await element.screenshot();
  return element.page().evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = new OffscreenCanvas(img.width, img.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    let n = 0;
    // EFFORT_BLUE_TEST (a screenshot is opaque).
    for (let i = 0; i < d.length; i += 4) if (d[i + 2]! > d[i]! + 60 && d[i + 2]! > d[i + 1]! + 30) n++;
    return n;
  }, png.toString('base64'));
}
