/**
 * Time in heart-rate zones (summary.hrZonesS: Z1..Z5 bounded at HR_ZONE_FRACTIONS of
 * DEFAULT_MAX_HR, see src/domain/stats/sensors.ts), as labelled bars with bpm ranges.
 */
import { DEFAULT_MAX_HR, HR_ZONE_FRACTIONS } from '../../domain/stats/sensors';
import { formatDuration } from '../../lib/format';

/** "< 114", "114–133", ..., "≥ 171" bpm for zones 1..5. */
export function zoneRanges(maxHr: number = DEFAULT_MAX_HR): string[] {
  const bounds = HR_ZONE_FRACTIONS.map((f) => Math.round(f * maxHr));
  return Array.from({ length: bounds.length + 1 }, (_, z) => {
    if (z === 0) return `< ${bounds[0]}`;
    if (z === bounds.length) return `≥ ${bounds[z - 1]}`;
    return `${bounds[z - 1]}–${bounds[z]! - 1}`;
  });
}

export function HrZones({ zonesS }: { zonesS: readonly number[] | null }) {
  if (!zonesS) return null;
  const total = zonesS.reduce((a, b) => a + b, 0);
  const ranges = zoneRanges();
  return (
    <section className="card" aria-labelledby="zones-title">
      <h2 id="zones-title" className="card__title">
        Heart-rate zones
      </h2>
      <p className="muted method-note">
        Zones as shares of a maximum heart rate of {DEFAULT_MAX_HR} bpm (
        {HR_ZONE_FRACTIONS.map((f) => `${Math.round(f * 100)} %`).join(', ')}), time-weighted.
      </p>
      <ul className="zone-bars">
        {zonesS.map((s, z) => {
          const share = total > 0 ? s / total : 0;
          return (
            <li key={z} className="zone-bar">
              <span className="zone-bar__label">
                Z{z + 1} <span className="muted">{ranges[z]} bpm</span>
              </span>
              <span className="zone-bar__track" aria-hidden="true">
                <span
                  className={`zone-bar__fill zone-bar__fill--z${z + 1}`}
                  style={{ width: `${(share * 100).toFixed(1)}%` }}
                />
              </span>
              <span className="zone-bar__value tabular-nums">
                {formatDuration(s)} · {Math.round(share * 100)} %
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
