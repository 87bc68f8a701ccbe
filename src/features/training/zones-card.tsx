/**
 * Time in heart-rate or power zones per week or month (domain/training/zones.ts), as stacked bars
 * of the last periods in view, with the zones' definitions. Zoned at the LTHR (heart rate) or FTP
 * (power) in force on each activity's day, so a new threshold re-zones it all from the stored
 * histograms.
 */
import { useId, useMemo, useState } from 'react';
import { Segmented } from '../../components/segmented';
import { formatDay } from '../../domain/filters/date-range';
import type { TrainingModel } from '../../domain/training/model';
import {
  HR_ZONE_LTHR_SHARES,
  HR_ZONE_NAMES,
  lastPeriods,
  POWER_ZONE_FTP_SHARES,
  POWER_ZONE_NAMES,
  zonesByPeriod,
  type ZoneInput,
  type ZoneKind,
  type ZonePeriod,
} from '../../domain/training/zones';
import { formatTotalDuration } from '../../lib/format';

const PERIODS_SHOWN: Readonly<Record<ZonePeriod, number>> = { week: 26, month: 24 };
const BAR_H = 160;

interface KindText {
  title: string;
  names: readonly string[];
  shares: readonly number[];
  threshold: string;
  none: string;
  source: string;
}

const KINDS: Readonly<Record<ZoneKind, KindText>> = {
  hr: {
    title: 'Time in heart-rate zones',
    names: HR_ZONE_NAMES,
    shares: HR_ZONE_LTHR_SHARES,
    threshold: 'LTHR',
    none: 'No heart rate recorded in this span.',
    source:
      'Zones of Joe Friel (TrainingPeaks), as shares of the threshold heart rate in force on each day, from each activity’s seconds per 1 bpm.',
  },
  power: {
    title: 'Time in power zones',
    names: POWER_ZONE_NAMES,
    shares: POWER_ZONE_FTP_SHARES,
    threshold: 'FTP',
    none: 'No power recorded in this span.',
    source:
      'The seven power levels of Andrew Coggan (Allen & Coggan 2010), as shares of the FTP in force on each day, from each activity’s seconds per 5 W at 1 Hz (a 5 W step that a zone boundary cuts is split in proportion).',
  },
};

interface Props {
  kind: ZoneKind;
  model: TrainingModel;
  view: { from: number; to: number };
}

function zoneDefinition(text: KindText, z: number): string {
  const pct = (s: number) => `${Math.round(s * 100)} %`;
  const lo = text.shares[z - 1];
  const hi = text.shares[z];
  if (lo === undefined) return `below ${pct(hi!)} of ${text.threshold}`;
  if (hi === undefined) return `from ${pct(lo)} of ${text.threshold}`;
  return `${pct(lo)} to ${pct(hi)} of ${text.threshold}`;
}

export function ZonesCard({ kind, model, view }: Props) {
  const text = KINDS[kind];
  const titleId = useId();
  const [period, setPeriod] = useState<ZonePeriod>('week');
  const buckets = useMemo(() => {
    const rows: ZoneInput[] = [];
    for (const a of model.between(view.from, view.to)) {
      const training = a.training;
      if (!training) continue;
      if (kind === 'hr')
        rows.push({
          kind,
          day: a.day,
          hist: training.hr,
          threshold: model.thresholdOn('lthr', a.sport, a.day).value,
        });
      else
        rows.push({
          kind,
          day: a.day,
          hist: training.power,
          threshold: model.thresholdOn('ftp', a.sport, a.day).value,
        });
    }
    const found = zonesByPeriod(rows, period);
    if (found.length === 0) return found;
    // Ending at the last period with time in zones: a span ending in a quiet year still shows bars.
    const last = Math.min(view.to, found[found.length - 1]!.start);
    return lastPeriods(found, period, view.from, last, PERIODS_SHOWN[period], text.names.length);
  }, [kind, model, view, period, text]);
  const max = Math.max(1, ...buckets.map((b) => b.seconds.reduce((s, v) => s + v, 0)));
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          {text.title}
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
        <p className="muted">{text.none}</p>
      ) : (
        <ol className="training-zones" aria-label={`${text.title} per ${period}`}>
          {buckets.map((b) => {
            const total = b.seconds.reduce((s, v) => s + v, 0);
            const times =
              total === 0
                ? 'none'
                : b.seconds.map((s, z) => `Z${z + 1} ${formatTotalDuration(s)}`).join(', ');
            return (
              <li key={b.start} className="training-zones__bar" title={`${formatDay(b.start)}: ${times}`}>
                <span className="visually-hidden">
                  {period === 'week' ? 'Week of' : 'Month of'} {formatDay(b.start)}: {times}
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
                        className={`training-zone training-${kind}-zone--${z + 1}`}
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
      <ul className="training-zone-key" aria-label={`${text.title}: definitions`}>
        {text.names.map((name, z) => (
          <li key={name}>
            <span className={`training-swatch training-${kind}-zone--${z + 1}`} aria-hidden="true" /> {name}:{' '}
            {zoneDefinition(text, z)}
          </li>
        ))}
      </ul>
      <p className="muted">{text.source}</p>
    </section>
  );
}
