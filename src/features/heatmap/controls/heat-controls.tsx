/**
 * Map controls: mode (density or lines), and for that mode its radius or line width, its
 * intensity, and the colour ramp. Every control has a visible label.
 */
import { useId } from 'react';
import type { ExplorerZoom } from '../../../domain/explorer/tiles';
import type { UnitSystem } from '../../../domain/units';
import { EQUATOR_M } from '../../../components/map';
import { formatDistance, formatElevation } from '../../../lib/format';
import { useMapSettings } from '../../../lib/settings';
import { COLOR_RAMPS, type RampId } from '../density/color-ramps';
import type { MapMode } from '../heat-search';
import {
  INTENSITY_RANGE,
  LINE_INTENSITY_RANGE,
  LINE_WIDTH_RANGE,
  RADIUS_RANGE,
  type HeatSettings,
  type Range,
} from '../density/heat-settings';

export interface HeatControlsProps {
  mode: MapMode;
  onModeChange: (mode: MapMode) => void;
  tileZoom: ExplorerZoom;
  onTileZoomChange: (zoom: ExplorerZoom) => void;
  settings: HeatSettings;
  onSettingsChange: (next: HeatSettings) => void;
}

interface SliderProps {
  label: string;
  value: number;
  range: Range;
  format: (v: number) => string;
  onChange: (v: number) => void;
}

function Slider({ label, value, range, format, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="heat-field">
      <label htmlFor={id} className="heat-field__label">
        {label} <output htmlFor={id}>{format(value)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}

const MODES: { mode: MapMode; label: string }[] = [
  { mode: 'density', label: 'Density' },
  { mode: 'lines', label: 'Lines' },
  { mode: 'tiles', label: 'Tiles' },
];

const TILE_ZOOMS: readonly ExplorerZoom[] = [14, 17];

/**
 * "Zoom 14 (~2.4 km)": a tile's edge at the equator (EQUATOR_M / 2^zoom; narrower by cos φ
 * towards the poles), in the app's own units and formatting.
 */
export function tileZoomLabel(zoom: ExplorerZoom, units: UnitSystem): string {
  const edgeM = EQUATOR_M / 2 ** zoom;
  const size = edgeM >= 1000 ? formatDistance(edgeM, units, 1) : formatElevation(edgeM, units);
  return `Zoom ${zoom} (~${size})`;
}

function TileZoomSwitch({ zoom, onChange }: { zoom: ExplorerZoom; onChange: (z: ExplorerZoom) => void }) {
  const { units } = useMapSettings();
  return (
    <fieldset className="heat-modes">
      <legend className="heat-field__label">Tile size</legend>
      {TILE_ZOOMS.map((z) => (
        <label key={z} className={z === zoom ? 'heat-mode is-on' : 'heat-mode'}>
          <input type="radio" name="tile-zoom" checked={z === zoom} onChange={() => onChange(z)} />
          {tileZoomLabel(z, units)}
        </label>
      ))}
    </fieldset>
  );
}

export function HeatControls({
  mode,
  onModeChange,
  tileZoom,
  onTileZoomChange,
  settings,
  onSettingsChange,
}: HeatControlsProps) {
  const rampId = useId();
  const lineColorsId = useId();
  const set = (patch: Partial<HeatSettings>) => onSettingsChange({ ...settings, ...patch });
  return (
    <section className="heat-panel" aria-label="Map settings">
      <fieldset className="heat-modes">
        <legend className="heat-field__label">Mode</legend>
        {MODES.map((m) => (
          <label key={m.mode} className={m.mode === mode ? 'heat-mode is-on' : 'heat-mode'}>
            <input
              type="radio"
              name="heat-mode"
              checked={m.mode === mode}
              onChange={() => onModeChange(m.mode)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      {mode === 'tiles' ? (
        <TileZoomSwitch zoom={tileZoom} onChange={onTileZoomChange} />
      ) : mode === 'density' ? (
        <>
          <Slider
            label="Radius"
            value={settings.radiusPx}
            range={RADIUS_RANGE}
            format={(v) => `${v} px`}
            onChange={(radiusPx) => set({ radiusPx })}
          />
          <Slider
            label="Intensity"
            value={settings.intensity}
            range={INTENSITY_RANGE}
            format={(v) => `×${v.toFixed(1)}`}
            onChange={(intensity) => set({ intensity })}
          />
        </>
      ) : (
        <>
          <Slider
            label="Line width"
            value={settings.lineWidthPx}
            range={LINE_WIDTH_RANGE}
            format={(v) => `${v} px`}
            onChange={(lineWidthPx) => set({ lineWidthPx })}
          />
          <div className="heat-field">
            <label htmlFor={lineColorsId} className="heat-field__label">
              Line colours
            </label>
            <select
              id={lineColorsId}
              value={settings.lineColors}
              onChange={(e) => set({ lineColors: e.target.value === 'ramp' ? 'ramp' : 'sport' })}
            >
              <option value="sport">By sport</option>
              <option value="ramp">One colour (ramp)</option>
            </select>
          </div>
          <Slider
            label="Intensity"
            value={settings.lineIntensity}
            range={LINE_INTENSITY_RANGE}
            format={(v) => `${Math.round(v * 100)} %`}
            onChange={(lineIntensity) => set({ lineIntensity })}
          />
        </>
      )}
      {mode === 'tiles' ? null : (
        <div className="heat-field">
          <label htmlFor={rampId} className="heat-field__label">
            Colour ramp
          </label>
          <select id={rampId} value={settings.ramp} onChange={(e) => set({ ramp: e.target.value as RampId })}>
            {COLOR_RAMPS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
