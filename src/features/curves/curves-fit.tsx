/**
 * Critical power (or speed) fitted to the all-time curve of one sport within the selection
 * (domain/curves/fit-sport.ts: power of different sports is never pooled), with the sport it rests
 * on, a choice among the sports present, and the efforts it rests on.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { Segmented } from '../../components/segmented';
import type { AggregateCurve, CurveMatrix } from '../../domain/curves/aggregate';
import {
  CP_FIT_FROM_S,
  CP_FIT_TO_S,
  fitCriticalPower,
  fitCriticalSpeed,
  type CriticalPower,
  type CriticalSpeed,
  type LineFit,
} from '../../domain/curves/critical';
import { defaultFitSport, type SportCount } from '../../domain/curves/fit-sport';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import type { Sport, TrackSummary } from '../../domain/stats/types';
import { formatActivityDate, formatPace, summaryZone } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { durationLabel } from '../../shared/curves/curve-format';
import type { CurveView } from '../../shared/curves/curve-view';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import { channelSports, sportCurve, type CurveRows } from './curves-model';

/** An activity whose best efforts set the fitted curve over some of the fit range. */
export interface FitEffort {
  row: TrackSummary;
  /** The runs of consecutive grid durations it sets, [from, to] s, within the fit range. */
  spans: [number, number][];
  /** The grid index it last set (extends its last span when the next one is its too). */
  lastIndex: number;
}

/**
 * The activities whose efforts set the curve the fit rests on, by date: the grid points of the fit
 * range and the one on each side of it that its interpolation reads (critical.ts curveAt), each
 * effort's durations shown within the fit range.
 */
function restsOn(curve: AggregateCurve, rows: readonly TrackSummary[]): FitEffort[] {
  const first = CURVE_DURATIONS_S.findLastIndex((d) => d <= CP_FIT_FROM_S);
  const last = CURVE_DURATIONS_S.findIndex((d) => d >= CP_FIT_TO_S);
  const byRow = new Map<number, FitEffort>();
  for (let i = Math.max(0, first); i <= last && i < curve.row.length; i++) {
    const r = curve.row[i] ?? -1;
    const row = rows[r];
    if (!row) continue;
    const d = Math.min(CP_FIT_TO_S, Math.max(CP_FIT_FROM_S, CURVE_DURATIONS_S[i]!));
    const e = byRow.get(r);
    if (!e) byRow.set(r, { row, spans: [[d, d]], lastIndex: i });
    else {
      if (e.lastIndex === i - 1) e.spans.at(-1)![1] = d;
      else e.spans.push([d, d]);
      e.lastIndex = i;
    }
  }
  return [...byRow.values()].sort((a, b) => (a.row.startTime ?? 0) - (b.row.startTime ?? 0));
}

const count = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

/** The fit of the page's view: the sport it rests on (chosen or default), the line, its efforts. */
export interface CurveFit {
  counts: SportCount[];
  sport: Sport;
  choose: (sport: Sport) => void;
  cp: CriticalPower | null;
  cs: CriticalSpeed | null;
  /** slope + intercept / t (critical.ts modelAt), null when the curve does not allow a fit. */
  line: Pick<LineFit, 'slope' | 'intercept'> | null;
  efforts: FitEffort[];
}

/** The critical power (speed) fit of the view, shared by the chart (its model line) and the card. */
export function useCurveFit(
  view: CurveView,
  data: CurveRows,
  /** The view's channel of data.curves, packed (aggregate.ts). */
  matrix: CurveMatrix,
): CurveFit | null {
  const channel = view === 'power' ? 'power' : 'speed';
  const counts = useMemo(() => channelSports(data, channel), [data, channel]);
  const [chosen, setChosen] = useState<Sport | null>(null);
  const sport =
    view === 'hr' ? null : counts.some((c) => c.sport === chosen) ? chosen : defaultFitSport(counts, channel);
  return useMemo(() => {
    if (sport === null) return null;
    const curve = sportCurve(data, matrix, sport);
    const cp = view === 'power' ? fitCriticalPower(curve.values) : null;
    const cs = view === 'pace' ? fitCriticalSpeed(curve.values) : null;
    const line = cp
      ? { slope: cp.cpW, intercept: cp.wPrimeJ }
      : cs
        ? { slope: cs.csMps, intercept: cs.dPrimeM }
        : null;
    return { counts, sport, choose: setChosen, cp, cs, line, efforts: line ? restsOn(curve, data.rows) : [] };
  }, [view, data, matrix, sport, counts]);
}

/** The legend label of the model line the chart draws over the curve. */
export const modelLabel = (view: CurveView, sport: Sport): string =>
  `${view === 'power' ? 'CP' : 'CS'} model, ${SPORT_LABELS[sport].toLowerCase()} (fit ${durationLabel(CP_FIT_FROM_S)}–${durationLabel(CP_FIT_TO_S)})`;

export function CurvesFit({ view, fit }: { view: Exclude<CurveView, 'hr'>; fit: CurveFit }) {
  const { units } = useSettings();
  const id = useId();
  const { counts, sport, cp, cs, efforts } = fit;
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
            onChange={fit.choose}
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
          <dt>Fit</dt>
          <dd>R² {cp.r2.toFixed(3)}, drawn over the curve as a dashed line</dd>
        </dl>
      ) : cs ? (
        <dl className="curves-fit">
          <dt>CS</dt>
          <dd>{formatPace(cs.csMps, units)}</dd>
          <dt>D′</dt>
          <dd>{Math.round(cs.dPrimeM)} m</dd>
          <dt>Fit</dt>
          <dd>R² {cs.r2.toFixed(3)}, drawn over the curve as a dashed line</dd>
        </dl>
      ) : (
        <p className="muted">A fit needs best efforts of every length from 3 to 20 minutes.</p>
      )}
      {efforts.length > 0 ? (
        <>
          <h3 className="curves-fit__title">The efforts it rests on</h3>
          <ul className="curves-fit__efforts" aria-label="The efforts the fit rests on">
            {efforts.map((e) => (
              <li key={e.row.id}>
                {formatActivityDate(e.row.startTime, summaryZone(e.row))},{' '}
                <Link to="/activities/$id" params={{ id: e.row.id }}>
                  {e.row.name}
                </Link>
                <span className="muted">
                  {' '}
                  (best{' '}
                  {e.spans
                    .map(([a, b]) =>
                      a === b ? durationLabel(a) : `${durationLabel(a)} to ${durationLabel(b)}`,
                    )
                    .join(', ')}
                  )
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
