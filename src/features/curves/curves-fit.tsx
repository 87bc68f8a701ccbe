/**
 * Critical power (or speed) fitted to the all-time curve of one sport within the selection
 * (domain/curves/fit-sport.ts: power of different sports is never pooled), with the sport it rests
 * on, a choice among the sports present, and the efforts it rests on.
 */
import { useId, useMemo, useState } from 'react';
import { Segmented } from '../../components/segmented';
import type { AggregateCurve, CurveMatrix } from '../../domain/curves/aggregate';
import { CP_FIT_FROM_S, CP_FIT_TO_S, fitCriticalPower, fitCriticalSpeed } from '../../domain/curves/critical';
import { defaultFitSport } from '../../domain/curves/fit-sport';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import type { Sport, TrackSummary } from '../../domain/stats/types';
import { formatActivityDate, formatPace, summaryZone } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import type { CurveView } from '../../shared/curves/curve-view';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import { channelSports, sportCurve, type CurveRows } from './curves-model';

/** The activities whose efforts from 3 to 20 minutes set the curve the fit rests on. */
function restsOn(curve: AggregateCurve, rows: readonly TrackSummary[]): TrackSummary[] {
  const ids = new Set<number>();
  CURVE_DURATIONS_S.forEach((d, i) => {
    if (d >= CP_FIT_FROM_S && d <= CP_FIT_TO_S && (curve.row[i] ?? -1) >= 0) ids.add(curve.row[i]!);
  });
  return [...ids].flatMap((r) => rows[r] ?? []);
}

const count = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

export function CurvesFit({
  view,
  data,
  matrix,
}: {
  view: Exclude<CurveView, 'hr'>;
  data: CurveRows;
  /** The view's channel of data.curves, packed (aggregate.ts). */
  matrix: CurveMatrix;
}) {
  const { units } = useSettings();
  const id = useId();
  const channel = view === 'power' ? 'power' : 'speed';
  const counts = useMemo(() => channelSports(data, channel), [data, channel]);
  const [chosen, setChosen] = useState<Sport | null>(null);
  const sport = counts.some((c) => c.sport === chosen) ? chosen : defaultFitSport(counts, channel);
  const curve = useMemo(
    () => (sport === null ? null : sportCurve(data, matrix, sport)),
    [data, matrix, sport],
  );
  if (sport === null || curve === null) return null;
  const cp = view === 'power' ? fitCriticalPower(curve.values) : null;
  const cs = view === 'pace' ? fitCriticalSpeed(curve.values) : null;
  const efforts = restsOn(curve, data.rows);
  const others = counts.filter((c) => c.sport !== sport);
  const what = view === 'power' ? 'power' : 'speed';
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id} className="card__title">
          {view === 'power' ? 'Critical power' : 'Critical speed'} (all time, this selection)
        </h2>
        {counts.length > 1 ? (
          <Segmented
            legend="Fit on"
            options={counts.map((c) => ({ value: c.sport, label: SPORT_LABELS[c.sport] }))}
            value={sport}
            onChange={setChosen}
          />
        ) : null}
      </div>
      <p data-testid="curves-fit-sport">
        Fitted on <strong>{SPORT_LABELS[sport].toLowerCase()}</strong> {what} only (
        {count(counts.find((c) => c.sport === sport)?.activities ?? 0)})
        {others.length > 0
          ? `; left out: ${others.map((c) => `${SPORT_LABELS[c.sport].toLowerCase()} (${count(c.activities)})`).join(', ')}`
          : ''}
        .
      </p>
      {cp ? (
        <dl className="curves-fit">
          <dt>CP</dt>
          <dd>{Math.round(cp.cpW)} W</dd>
          <dt>W′</dt>
          <dd>{(cp.wPrimeJ / 1000).toFixed(1)} kJ</dd>
          <dt>FTP estimate</dt>
          <dd>{Math.round(cp.ftpEstimateW)} W (estimated from CP)</dd>
        </dl>
      ) : cs ? (
        <dl className="curves-fit">
          <dt>CS</dt>
          <dd>{formatPace(cs.csMps, units)}</dd>
          <dt>D′</dt>
          <dd>{Math.round(cs.dPrimeM)} m</dd>
        </dl>
      ) : (
        <p className="muted">A fit needs best efforts of every length from 3 to 20 minutes.</p>
      )}
      {(cp ?? cs) && efforts.length > 0 ? (
        <p className="muted">
          Rests on efforts of {efforts.map((r) => formatActivityDate(r.startTime, summaryZone(r))).join(', ')}
          .
        </p>
      ) : null}
    </section>
  );
}
