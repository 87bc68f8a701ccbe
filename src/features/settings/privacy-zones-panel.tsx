/**
 * Privacy zones (domain/privacy/zones.ts): the list of circles and a form to add one by its
 * coordinates or at the start of an activity. Stored with the other settings (lib/settings.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import {
  MAX_ZONE_RADIUS_M,
  MAX_ZONES,
  MIN_ZONE_RADIUS_M,
  zoneProblem,
  type PrivacyZone,
} from '../../domain/privacy/zones';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';
import { ZonePickerMap } from './zone-picker-map';

/** Radius a new zone starts with, metres. */
const DEFAULT_RADIUS_M = 500;
/** Activities offered as a zone's centre (the most recent ones). */
const START_CHOICES = 50;

function ZoneList({ zones, onRemove }: { zones: readonly PrivacyZone[]; onRemove: (id: string) => void }) {
  if (zones.length === 0) return <p className="settings-note">No privacy zones yet.</p>;
  return (
    <table className="settings-zones-table">
      <caption className="visually-hidden">Privacy zones</caption>
      <thead>
        <tr>
          <th scope="col">Centre</th>
          <th scope="col">Radius</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {zones.map((z) => (
          <tr key={z.id}>
            <td>
              {z.lat.toFixed(5)}, {z.lon.toFixed(5)}
            </td>
            <td>{Math.round(z.radiusM)} m</td>
            <td>
              <Button
                size="sm"
                onClick={() => onRemove(z.id)}
                aria-label={`Remove the zone at ${z.lat.toFixed(4)}, ${z.lon.toFixed(4)}`}
              >
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function useActivityStarts() {
  const summaries = useQuery(summariesQuery(useTrackStore()));
  return useMemo(
    () =>
      (summaries.data ?? [])
        .filter((s) => s.startLat !== null && s.startLon !== null)
        .sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0))
        .slice(0, START_CHOICES),
    [summaries.data],
  );
}

export function PrivacyZonesPanel() {
  const { privacyZones, setPrivacyZones } = useSettings();
  const starts = useActivityStarts();
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const [radius, setRadius] = useState(String(DEFAULT_RADIUS_M));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const zone = { id: crypto.randomUUID(), lat: Number(lat), lon: Number(lon), radiusM: Number(radius) };
    const found =
      lat.trim() === '' || lon.trim() === ''
        ? 'Enter the centre of the zone.'
        : privacyZones.length >= MAX_ZONES
          ? `At most ${MAX_ZONES} zones.`
          : zoneProblem(zone);
    setProblem(found);
    if (found) return;
    setPrivacyZones([...privacyZones, zone]);
    setLat('');
    setLon('');
  };
  const draft = useMemo(() => {
    const ring = { lat: Number(lat), lon: Number(lon), radiusM: Number(radius) };
    return lat.trim() !== '' && lon.trim() !== '' && zoneProblem(ring) === null ? ring : null;
  }, [lat, lon, radius]);
  const fallback = useMemo(() => starts.map((s) => ({ lat: s.startLat!, lon: s.startLon! })), [starts]);
  const pick = useCallback((pLat: number, pLon: number) => {
    setLat(pLat.toFixed(6));
    setLon(pLon.toFixed(6));
    setProblem(null);
  }, []);
  const takeStart = (activityId: string) => {
    const s = starts.find((a) => a.id === activityId);
    if (!s) return;
    setLat(s.startLat!.toFixed(6));
    setLon(s.startLon!.toFixed(6));
  };

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Privacy zones</h2>
      <p className="settings-note">
        Everything inside these circles is left out of the heatmap and its lines, saved map images, the year
        in review and the GPX files you download. Use them to hide your home or work before showing a map.
        Type a centre, take an activity&apos;s start, or click the map.
      </p>
      <ZonePickerMap zones={privacyZones} draft={draft} fallback={fallback} onPick={pick} />
      <ZoneList
        zones={privacyZones}
        onRemove={(zoneId) => setPrivacyZones(privacyZones.filter((z) => z.id !== zoneId))}
      />
      <form className="form-fields" onSubmit={add} noValidate>
        <label>
          Latitude
          <input inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />
        </label>
        <label>
          Longitude
          <input inputMode="decimal" value={lon} onChange={(e) => setLon(e.target.value)} />
        </label>
        <label>
          Radius (m)
          <input
            type="number"
            min={MIN_ZONE_RADIUS_M}
            max={MAX_ZONE_RADIUS_M}
            step={50}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
        </label>
        <label>
          Centre at the start of
          <select value="" onChange={(e) => takeStart(e.target.value)} disabled={starts.length === 0}>
            <option value="">an activity…</option>
            {starts.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="primary">
          Add zone
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="settings-problem">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
