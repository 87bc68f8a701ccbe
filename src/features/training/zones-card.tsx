/**
 * Time in heart-rate zones per week or month (domain/training/zones.ts), as stacked bars of the
 * last periods in view, with the zones' definitions. Zoned at the LTHR in force on each
 * activity's day, so a new LTHR re-zones it all from the stored histograms.
 */
import { useId, useMemo, useState } from 'react';
import { Segmented } from '../../components/segmented';
import { formatDay } from '../../domain/filters/date-range';
import type { TrackSummary } from '../../domain/stats/types';
import type { TrainingModel } from '../../domain/training/model';
import {
  HR_ZONE_LTHR_SHARES,
  HR_ZONE_NAMES,
  zonesByPeriod,
  type ZonePeriod,
} from '../../domain/training/zones';
import { formatTotalDuration } from '../../lib/format';

const PERIODS_SHOWN: Readonly<Record<ZonePeriod, number>> = { week: 26, month: 24 };
const BAR_H = 160;

interface Props {
  model: TrainingModel;
  byId: ReadonlyMap<string, TrackSummary>;
  view: { from: number; to: number };
}

function zoneDefinition(z: number): string {
  const pct = (s: number) => `${Math.round(s * 100)} %`;
  const lo = HR_ZONE_LTHR_SHARES[z - 1];
  const hi = HR_ZONE_LTHR_SHARES[z];
  if (lo === undefined) return `below ${pct(hi!)} of LTHR`;
  if (hi === undefined) return `from ${pct(lo)} of LTHR`;
  return `${pct(lo)} to ${pct(hi)} of LTHR`;
}

export function ZonesCard({ model, byId, view }: Props) {
  const titleId = useId();
  const [period, setPeriod] = useState<ZonePeriod>('week');
  const buckets = useMemo(() => {
    const rows = [];
    for (const a of model.activities) {
      const hr = byId.get(a.id)?.training?.hr;
      if (!hr || a.day < view.from || a.day > view.to) continue;
      rows.push({ day: a.day, hr, lthr: model.thresholdOn('lthr', a.sport, a.day).value });
    }
    return zonesByPeriod(rows, period).slice(-PERIODS_SHOWN[period]);
  }, [model, byId, view, period]);
  const max = Math.max(1, ...buckets.map((b) => b.seconds.reduce((s, v) => s + v, 0)));
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          Time in heart-rate zones
        </h2>
        <Segmented
          legend="Group by"
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'week', label: 'Weeks' },
            { value: 'month', label: 'Months' },
          ]}
        />
      </div>
      {buckets.length === 0 ? (
        <p className="muted">No heart rate recorded in this span.</p>
      ) : (
        <ol className="training-zones" aria-label={`Time in zones per ${period}`}>
          {buckets.map((b) => {
            const total = b.seconds.reduce((s, v) => s + v, 0);
            const text = b.seconds.map((s, z) => `Z${z + 1} ${formatTotalDuration(s)}`).join(', ');
            return (
              <li key={b.start} className="training-zones__bar" title={`${formatDay(b.start)}: ${text}`}>
                <span className="visually-hidden">
                  {period === 'week' ? 'Week of' : 'Month of'} {formatDay(b.start)}: {text}
                </span>
                <span
                  className="training-zones__stack"
                  style={{ height: `${(total / max) * BAR_H}px` }}
                  aria-hidden="true"
                >
                  {b.seconds.map((s, z) =>
                    s > 0 ? (
                      <span
                        key={z}
                        className={`training-zone training-zone--${z + 1}`}
                        style={{ flexGrow: s }}
                      />
                    ) : null,
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ul className="training-zone-key" aria-label="Zone definitions">
        {HR_ZONE_NAMES.map((name, z) => (
          <li key={name}>
            <span className={`training-swatch training-zone--${z + 1}`} aria-hidden="true" /> {name}:{' '}
            {zoneDefinition(z)}
          </li>
        ))}
      </ul>
      <p className="muted">
        Zones of Joe Friel (TrainingPeaks), as shares of the threshold heart rate in force on each day; only
        heart-rate zones are shown (power zones need a power histogram the activities do not keep yet).
      </p>
    </section>
  );
}
