/** Reading colours off the screen in browser tests: one copy for every test that compares pixels. */
import type { Locator, Page } from 'playwright-core';

export type Rgb = [number, number, number];

/** "#rrggbb" as [r, g, b]. */
export const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

/**
 * The colours of screenshot pixels at the given CSS-pixel points of `element` (a point outside it
 * reads 0,0,0). A screenshot, not a canvas read: it sees what the person sees, every layer composed.
 */
export async function pixelsAt(page: Page, element: Locator, points: [number, number][]): Promise<Rgb[]> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ([b64, pts]) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return pts.map(([x, y]) => {
        const d = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
        return [d[0]!, d[1]!, d[2]!] as [number, number, number];
      });
    },
    [png, points] as const,
  );
}
