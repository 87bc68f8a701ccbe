/**
 * A 2D canvas drawn in CSS pixels over its parent box, at one canvas pixel per device pixel as
 * deck.gl draws (useDevicePixels): the first pictures that stand in for a deck.gl map while its
 * chunk and shaders load (the shared page's line, the segment page's lines) size themselves here.
 */
export interface BoxCanvas {
  context: CanvasRenderingContext2D;
  /** The box's size in CSS pixels, the units the context draws in. */
  width: number;
  height: number;
}

/**
 * Sizes `canvas` to its parent box and returns its context scaled to CSS pixels, or null when the
 * canvas has no parent, the box has no size yet or the context cannot be had.
 */
export function sizeCanvasToBox(
  canvas: HTMLCanvasElement,
  settings?: CanvasRenderingContext2DSettings,
): BoxCanvas | null {
  const box = canvas.parentElement;
  if (!box) return null;
  const [width, height] = [box.clientWidth, box.clientHeight];
  if (width === 0 || height === 0) return null;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const context = canvas.getContext('2d', settings);
  if (!context) return null;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  return { context, width, height };
}
