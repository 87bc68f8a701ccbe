/**
 * The Curves page (issue 34): best power, heart rate and pace by duration, for all time, this
 * year, last year and the last 90 days within the filter bar's selection; the critical power or
 * speed fit; records by duration; how it is computed.
 */
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { MethodNote } from '../../components/method-note';
import { PageHeader } from '../../components/page-header';
import { ErrorPanel } from '../../components/error-panel';
import { Segmented } from '../../components/segmented';
import { aggregateCurves, packCurves } from '../../domain/curves/aggregate';
import { useSettings } from '../../lib/settings';
import { CURVE_COLORS, CurvesChart, type CurveLine, type CurveModel } from '../../shared/curves/curves-chart';
import { CURVE_VIEWS, viewKey, type CurveView } from '../../shared/curves/curve-view';
import { PickedPoint } from '../../shared/curves/picked-point';
import { CURVES_METHOD } from '../../shared/curves/curves-method';
import { modelAt } from '../../domain/curves/critical';
import { CurvesFit, modelLabel, useCurveFit } from './curves-fit';
import { overlays, spansAt } from './curves-model';
import { CurvesRecords } from './curves-records';
import { CurvesSharePanel } from './curves-share';
import { useCurvesData } from './use-curves-data';
import './curves.css';

export function CurvesPage() {
  const { units } = useSettings();
  const { status, error, data, filtered } = useCurvesData();
  const [chosen, setView] = useState<CurveView | null>(null);
  // Until one is chosen: the first channel the selection has (demo data has no power).
  const view: CurveView =
    chosen ?? (data.curves.some((c) => c?.power) ? 'power' : data.curves.some((c) => c?.hr) ? 'hr' : 'pace');
  const [picked, setPicked] = useState<number | null>(null);
  const [sharing, setSharing] = useState(false);
  const [now] = useState(() => Date.now());
  // Packed once for the overlays and the fit; with each row's sport for its plausibility limits.
  const matrix = useMemo(
    () =>
      packCurves(
        data.curves,
        viewKey(view),
        data.rows.map((r) => r.sport),
      ),
    [data, view],
  );
  const list = useMemo(() => overlays(data, matrix, spansAt(now)), [data, matrix, now]);
  const lines = useMemo(
    () =>
      list.map((o, k): CurveLine => ({
        key: o.span.key,
        label: o.span.label,
        curve: o.curve,
        rows: data.rows,
        color: CURVE_COLORS[k % CURVE_COLORS.length]!,
        main: k === 0,
      })),
    [list, data.rows],
  );
  const fit = useCurveFit(view, data, matrix);
  const model = useMemo((): CurveModel | null => {
    const line = fit?.line;
    return fit && line ? { label: modelLabel(view, fit.sport), at: (t) => modelAt(line, t) } : null;
  }, [fit, view]);
  const pace = useMemo(
    () =>
      view === 'pace'
        ? aggregateCurves(
            packCurves(
              data.curves,
              'pace',
              data.rows.map((r) => r.sport),
            ),
          )
        : null,
    [data, view],
  );
  const chartId = useId();
  const header = (
    <PageHeader
      title="Curves"
      description="Your best power, heart rate and pace at every duration, across all your activities."
      actions={
        status === 'ready' ? (
          <Button onClick={() => setSharing((v) => !v)} aria-expanded={sharing}>
            Share
          </Button>
        ) : null
      }
    />
  );
  if (status === 'pending') return header;
  if (status === 'error')
    return (
      <>
        {header}
        <ErrorPanel error={error} title="Could not read your curves" />
      </>
    );
  const all = list[0]?.curve ?? null;
  return (
    <>
      {header}
      {sharing ? <CurvesSharePanel view={view} lines={list} /> : null}
      <section className="card" aria-labelledby={chartId}>
        <div className="card-head">
          <h2 id={chartId} className="card__title">
            Best efforts by duration
          </h2>
          <Segmented legend="Channel" options={CURVE_VIEWS} value={view} onChange={setView} />
        </div>
        <p className="muted">
          {data.rows.length} of {filtered} activities in this selection have curves
          {filtered > data.rows.length ? ' (older imports get theirs when they are recomputed)' : ''}.
        </p>
        {list.length === 0 ? (
          <p className="muted">No {view === 'hr' ? 'heart-rate' : view} data in this selection.</p>
        ) : (
          <CurvesChart view={view} lines={lines} units={units} model={model} onPick={setPicked} />
        )}
        {picked !== null && list.length > 0 ? (
          <PickedPoint view={view} index={picked} lines={lines} units={units} />
        ) : null}
        <MethodNote testId="curves-method">{CURVES_METHOD}</MethodNote>
      </section>
      {all && fit && view !== 'hr' ? <CurvesFit view={view} fit={fit} /> : null}
      <section className="card" aria-labelledby={`${chartId}-records`}>
        <h2 id={`${chartId}-records`} className="card__title">
          Records
        </h2>
        <CurvesRecords view={view} curve={all} pace={pace} rows={data.rows} units={units} />
      </section>
    </>
  );
}
