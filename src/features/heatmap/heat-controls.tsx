/**
 * Map controls: mode (density or lines), and for that mode its radius or line width, its
 * intensity, and the colour ramp. Every control has a visible label.
 */
import { useId } from 'react';
import type { HeatMode } from '../../domain/heat/types';
import { COLOR_RAMPS, type RampId } from './color-ramps';
import {
  INTENSITY_RANGE,
  LINE_INTENSITY_RANGE,
  LINE_WIDTH_RANGE,
  RADIUS_RANGE,
  type HeatSettings,
  type Range,
} from './heat-settings';

export interface HeatControlsProps {
  mode: HeatMode;
  onModeChange: (mode: HeatMode) => void;
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

const MODES: { mode: HeatMode; label: string }[] = [
  { mode: 'density', label: 'Density' },
  { mode: 'lines', label: 'Lines' },
];

export function HeatControls({ mode, onModeChange, settings, onSettingsChange }: HeatControlsProps) {
  const rampId = useId();
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
      {mode === 'density' ? (
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
          <Slider
            label="Intensity"
            value={settings.lineIntensity}
            range={LINE_INTENSITY_RANGE}
            format={(v) => `${Math.round(v * 100)} %`}
            onChange={(lineIntensity) => set({ lineIntensity })}
          />
        </>
      )}
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
    </section>
  );
}
