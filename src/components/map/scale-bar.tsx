/**
 * The scale bar: the longest round length (1, 2 or 5 times a power of ten, in metres or kilometres,
 * or feet or miles with imperial units) that fits in SCALE_MAX_PX at the centre of the view. Web
 * Mercator's ground resolution at latitude φ and zoom z (deck.gl and MapLibre: 512 px tiles) is
 * EQUATOR_M · cos φ / (512 · 2^z) metres per CSS pixel.
 */
import { FEET_PER_METRE, METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../domain/units';
import { useMapSettings } from '../../lib/settings';

/** Earth's equatorial circumference, metres (WGS84). */
export const EQUATOR_M = 40_075_016.686;
/** Longest the bar may be, CSS pixels. */
export const SCALE_MAX_PX = 100;
const TILE_PX = 512;

/** Ground metres per CSS pixel at `latitude` and `zoom`. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EQUATOR_M * Math.cos((latitude * Math.PI) / 180)) / (TILE_PX * 2 ** zoom);
}

/** The largest 1, 2 or 5 × 10^k not above `value` (value > 0). */
export function roundDown125(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const lead = value / power;
  return (lead >= 5 ? 5 : lead >= 2 ? 2 : 1) * power;
}

export interface Scale {
  widthPx: number;
  label: string;
}

/** The scale bar for a ground resolution, or null when it is not a positive finite number. */
export function scaleFor(mpp: number, units: UnitSystem, maxPx: number = SCALE_MAX_PX): Scale | null {
  const maxM = mpp * maxPx;
  if (!(maxM > 0) || !Number.isFinite(maxM)) return null;
  const [unitM, unit] =
    units === 'imperial'
      ? maxM >= METRES_PER_MILE
        ? [METRES_PER_MILE, 'mi']
        : [1 / FEET_PER_METRE, 'ft']
      : maxM >= METRES_PER_KM
        ? [METRES_PER_KM, 'km']
        : [1, 'm'];
  const value = roundDown125(maxM / unitM);
  return { widthPx: (value * unitM) / mpp, label: `${value.toLocaleString('en-US')} ${unit}` };
}

/** The bar at the bottom left of the map, for deck.gl's current view (a render-prop child). */
export function ScaleBar({ latitude, zoom }: { latitude: number; zoom: number }) {
  const { units } = useMapSettings();
  const scale = scaleFor(metresPerPixel(latitude, zoom), units);
  if (!scale) return null;
  return (
    <div className="map-scale" data-scale={scale.label} aria-hidden="true">
      <span className="map-scale__bar" style={{ width: `${scale.widthPx.toFixed(1)}px` }}>
        {scale.label}
      </span>
    </div>
  );
}
