/**
 * Time in heart-rate zones (Z1..Z5 bounded at HR_ZONE_FRACTIONS of a maximum heart rate, see
 * src/domain/stats/sensors.ts), as labelled bars with bpm ranges. The maximum is the person's own
 * (Settings), else estimated from their history, else the default (domain/stats/max-hr.ts), and
 * the page says which. Zones are counted from the track's points with the same time weights as
 * the stored summary; until the track is read, the summary's zones (default maximum) serve when
 * the maximum in effect is the default.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TrackData } from '../../../domain/track/types';
import { resolveMaxHr, type MaxHr } from '../../../domain/stats/max-hr';
import {
  DEFAULT_MAX_HR,
  HR_ZONE_FRACTIONS,
  heartRateZones,
  pointTimeWeights,
} from '../../../domain/stats/sensors';
import type { TrackSummary } from '../../../domain/stats/types';
import { formatCount, formatDuration } from '../../../lib/format';
import { useSettings } from '../../../lib/settings';
import { useTrackStore } from '../../../lib/store-context';
import { summariesQuery } from '../../../lib/track-queries';

/** "< 114", "114–133", ..., "≥ 171" bpm for zones 1..5. */
export function zoneRanges(maxHr: number = DEFAULT_MAX_HR): string[] {
  const bounds = HR_ZONE_FRACTIONS.map((f) => Math.round(f * maxHr));
  return Array.from({ length: bounds.length + 1 }, (_, z) => {
    if (z === 0) return `< ${bounds[0]}`;
    if (z === bounds.length) return `≥ ${bounds[z - 1]}`;
    return `${bounds[z - 1]}–${bounds[z]! - 1}`;
  });
}

function MaxHrNote({ max }: { max: MaxHr }) {
  const shares = HR_ZONE_FRACTIONS.map((f) => `${Math.round(f * 100)} %`).join(', ');
  const source =
    max.source === 'settings'
      ? 'your maximum heart rate, as set in '
      : max.source === 'history'
        ? `your maximum heart rate estimated from your history (the highest recorded maximum but one, of ${formatCount(max.activities, 'activity', 'activities')} with heart rate); set your own in `
        : 'a default maximum heart rate (too few activities with heart rate to estimate yours); set your own in ';
  return (
    <p className="muted method-note">
      Zones as shares ({shares}) of {max.bpm} bpm, {source}
      <Link to="/settings">Settings</Link>. Time-weighted.
    </p>
  );
}

interface Props {
  summary: TrackSummary;
  /** The activity's track points, once read (null when missing). */
  track: TrackData | null | undefined;
}

export function HrZones({ summary, track }: Props) {
  const { maxHr: setting } = useSettings();
  const store = useTrackStore();
  const all = useQuery(summariesQuery(store));
  const max = useMemo(() => (all.data ? resolveMaxHr(setting, all.data) : null), [setting, all.data]);
  const zonesS = useMemo(() => {
    if (!max || !summary.hrZonesS) return null;
    if (track) return heartRateZones(track.hr, pointTimeWeights(track), max.bpm);
    return max.bpm === DEFAULT_MAX_HR ? summary.hrZonesS : null;
  }, [max, summary.hrZonesS, track]);
  if (!zonesS || !max) return null;
  const total = zonesS.reduce((a, b) => a + b, 0);
  const ranges = zoneRanges(max.bpm);
  return (
    <section className="card" aria-labelledby="zones-title" data-max-hr={max.bpm}>
      <h2 id="zones-title" className="card__title">
        Heart-rate zones
      </h2>
      <MaxHrNote max={max} />
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
