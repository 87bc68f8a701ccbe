/** Critical power (or speed) fitted to the all-time curve, with the efforts it rests on. */
import { useId } from 'react';
import type { AggregateCurve } from '../../domain/curves/aggregate';
import { CP_FIT_FROM_S, CP_FIT_TO_S, fitCriticalPower, fitCriticalSpeed } from '../../domain/curves/critical';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import type { TrackSummary } from '../../domain/stats/types';
import { formatActivityDate, formatPace, summaryZone } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import type { CurveView } from '../../shared/curves/curve-view';

/** The activities whose efforts from 3 to 20 minutes set the curve the fit rests on. */
function restsOn(curve: AggregateCurve, rows: readonly TrackSummary[]): TrackSummary[] {
  const ids = new Set<number>();
  CURVE_DURATIONS_S.forEach((d, i) => {
    if (d >= CP_FIT_FROM_S && d <= CP_FIT_TO_S && (curve.row[i] ?? -1) >= 0) ids.add(curve.row[i]!);
  });
  return [...ids].flatMap((r) => rows[r] ?? []);
}

export function CurvesFit({
  view,
  curve,
  rows,
}: {
  view: CurveView;
  curve: AggregateCurve;
  rows: readonly TrackSummary[];
}) {
  const { units } = useSettings();
  const id = useId();
  const cp = view === 'power' ? fitCriticalPower(curve.values) : null;
  const cs = view === 'pace' ? fitCriticalSpeed(curve.values) : null;
  const efforts = restsOn(curve, rows);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {view === 'power' ? 'Critical power' : 'Critical speed'} (all time, this selection)
      </h2>
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
