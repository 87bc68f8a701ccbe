/**
 * How the density is drawn, shared by deck.gl's layer (heat-layers.ts) and the first paint on a
 * 2D canvas (density-canvas.tsx), so both look the same.
 */

/**
 * Weights texture edge, texels. The HeatmapLayer's texture covers a square of at least 2 CSS pixels
 * per texel (its RESOLUTION) and at least the map's width, so at 512 texels a map up to 1,024 px
 * wide gets 2 px per texel and a 1,400 px one 2.7 px, still far finer than the density radius
 * (heat-settings.ts, 18 px) blurs. Every aggregation (the first paint, each filter change and zoom)
 * costs the GPU about the texture's texel count: its max-weight pass draws one point per texel
 * (1M at 1,024, deck.gl's default 2,048 is 4M), and its weights pass one sprite of the radius in
 * texels per cell. In software GL (SwiftShader) that was most of the first density's second.
 */
export const WEIGHTS_TEXTURE_SIZE = 512;
/** deck.gl HeatmapLayer's RESOLUTION: CSS pixels per texel at least. */
export const MIN_TEXEL_PX = 2;
/** Share of the highest density below which nothing is drawn. */
export const DENSITY_THRESHOLD = 0.03;

/** CSS pixels per weights texel on a map `width` pixels wide (as the HeatmapLayer sizes it). */
export const texelPxFor = (width: number): number => Math.max(MIN_TEXEL_PX, width / WEIGHTS_TEXTURE_SIZE);
