/**
 * The owner's privacy zones outlined on their activity's map (domain/privacy/zones.ts): the
 * activity page shows the full track only to its owner (every activity this app shows is the
 * signed-in person's own, or this browser's in local mode), so they see where the zones cut it
 * everywhere else (heatmap, lines, saved images, exports): a thin violet ring over a light fill.
 */
import { ScatterplotLayer } from '@deck.gl/layers';
import { zonesNear, type PrivacyZone } from '../../../domain/privacy/zones';
import type { Bounds } from '../../../domain/stats/types';

type Rgba = [number, number, number, number];
export const ZONE_LINE: Rgba = [124, 58, 237, 230];
export const ZONE_FILL: Rgba = [124, 58, 237, 40];
const ZONE_LINE_PX = 2;

/** The ring layer of the zones reaching into the track's bounds, or null when none does. */
export function zoneOutlineLayer(
  zones: readonly PrivacyZone[],
  bounds: Bounds | null,
): ScatterplotLayer<PrivacyZone> | null {
  const near = bounds ? zonesNear(zones, bounds) : [];
  return near.length === 0 ? null : ringLayer(near);
}

function ringLayer(near: PrivacyZone[]): ScatterplotLayer<PrivacyZone> {
  return new ScatterplotLayer<PrivacyZone>({
    id: 'activity-privacy-zones',
    data: near,
    getPosition: (z) => [z.lon, z.lat],
    getRadius: (z) => z.radiusM,
    radiusUnits: 'meters',
    stroked: true,
    filled: true,
    getFillColor: ZONE_FILL,
    getLineColor: ZONE_LINE,
    lineWidthUnits: 'pixels',
    getLineWidth: ZONE_LINE_PX,
  });
}

/** How many zones the layer outlines (0 for none). */
export const outlinedZones = (layer: ScatterplotLayer<PrivacyZone> | null): number =>
  layer ? (layer.props.data as PrivacyZone[]).length : 0;
