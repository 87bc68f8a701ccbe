/**
 * /training: training load, fitness, fatigue and form (domain/training) of the activities the global
 * filter selects: today's values, the weekly ramp rate and form band, the chart from a month to
 * every year there is with the next 14 days projected, time in zones, the thresholds (set or
 * estimated) and the method note.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { Segmented } from '../../components/segmented';
import { formatDay } from '../../domain/filters/date-range';
import { projection, valuesOn } from '../../domain/training/fitness';
import type { ThresholdEntry } from '../../domain/training/thresholds';
import { useAfterPaint } from '../../lib/use-after-paint';
import { useElementSize } from '../../lib/use-element-size';
import { useTrackStore } from '../../lib/store-context';
import { thresholdsKey } from '../../shared/training/training-queries';
import { chartGeometry, viewDays, type Span } from './chart-geometry';
import { DayPanel } from './day-panel';
import { FitnessChart } from './fitness-chart';
import { MethodText } from './method-text';
import { ThresholdsPanel } from './thresholds-panel';
import { TodayCard } from './today-card';
import { useTrainingData } from './use-training-data';
import { ZonesCard } from './zones-card';
import './training.css';

/** The chart's width when its box measures 0 (tests without layout). */
const UNMEASURED_WIDTH = 720;
/** The two charts' height (fitness-chart.tsx), kept by the box while it is measured. */
const CHART_BOX_MIN_HEIGHT = 300;

const SPANS: readonly { value: Span; label: string; name: string }[] = [
  { value: '1m', label: '1M', name: 'One month' },
  { value: '3m', label: '3M', name: 'Three months' },
  { value: '1y', label: '1Y', name: 'One year' },
  { value: '5y', label: '5Y', name: 'Five years' },
  { value: 'all', label: 'All', name: 'All years' },
];

function useSaveThresholds() {
  const store = useTrackStore();
  const client = useQueryClient();
  return useCallback(
    async (entries: ThresholdEntry[]) => {
      await store.putThresholds({ entries, updatedAt: Date.now() });
      client.setQueryData(thresholdsKey, { entries, updatedAt: Date.now() });
    },
    [store, client],
  );
}

export function TrainingPage() {
  const data = useTrainingData();
  const navigate = useNavigate();
  const save = useSaveThresholds();
  const [span, setSpan] = useState<Span>('1y');
  const [picked, setPicked] = useState<number | null>(null);
  // Measured in the commit that mounts the box (before the paint) and again when its width changes,
  // so the chart is drawn once, at its real width, not first at a guess (bench training-open).
  const [ref, box] = useElementSize<HTMLDivElement>({ height: false });
  const width = box === null ? null : box.width || UNMEASURED_WIDTH;
  // The chart paints first; the zones, thresholds and method cards mount a frame later.
  const restDue = useAfterPaint(width !== null);
  const { model, today } = data;
  const series = model?.series ?? null;
  const view = useMemo(
    () => (series ? viewDays(series, span, today, data.range) : null),
    [series, span, today, data.range],
  );
  const ahead = useMemo(
    () => (series && view && view.to === today ? projection(series, today) : []),
    [series, view, today],
  );
  const g = useMemo(
    () =>
      series && view && width !== null ? chartGeometry(series, view, Math.max(50, width - 48), ahead) : null,
    [series, view, width, ahead],
  );
  const open = useCallback(
    (day: number) => {
      const list = model?.between(day, day) ?? [];
      if (list.length === 1) void navigate({ to: '/activities/$id', params: { id: list[0]!.id } });
      else if (list.length > 1)
        void navigate({
          to: '/activities',
          search: (p) => ({ ...p, date: 'custom' as const, from: formatDay(day), to: formatDay(day) }),
        });
    },
    [model, navigate],
  );
  const header = (
    <PageHeader
      title="Training"
      description="Training load, fitness, fatigue and form from every activity."
    />
  );
  if (data.status === 'pending') return header;
  if (data.status === 'error') {
    return (
      <>
        {header}
        <ErrorPanel error={data.error} title="Could not read your activities" />
      </>
    );
  }
  if (model === null || series === null || view === null) {
    return (
      <>
        {header}
        <EmptyState
          title={data.all.length === 0 ? 'No activities yet' : 'No activities match these filters'}
          actions={
            <Link to="/import" className={buttonClassName('primary')}>
              Import activities
            </Link>
          }
        >
          <p>Fitness and form build up from the load of your activities, day by day.</p>
        </EmptyState>
      </>
    );
  }
  const pickedValues =
    picked === null ? null : (valuesOn(series, picked) ?? ahead.find((p) => p.day === picked) ?? null);
  return (
    <>
      {header}
      <div className="stack">
        <TodayCard series={series} today={today} count={data.rows.length} />
        <section className="card" aria-labelledby="training-chart-title">
          <div className="card-head">
            <h2 id="training-chart-title" className="card__title">
              Fitness, fatigue and form
            </h2>
            {data.range === null ? (
              <Segmented legend="Span" options={SPANS} value={span} onChange={setSpan} />
            ) : null}
          </div>
          <p className="training-key" aria-hidden="true">
            <span className="training-key__fitness">Fitness</span>{' '}
            <span className="training-key__fatigue">Fatigue</span>{' '}
            <span className="training-key__form">Form</span>{' '}
            <span className="training-key__load">Daily load (half scale)</span>
          </p>
          <div ref={ref} style={g === null ? { minHeight: CHART_BOX_MIN_HEIGHT } : undefined}>
            {g === null || width === null ? null : (
              <FitnessChart
                g={g}
                width={width}
                projection={ahead}
                picked={picked}
                onPick={setPicked}
                onOpen={open}
                label={`Fitness, fatigue and form from ${formatDay(view.from)} to ${formatDay(view.to)}${ahead.length > 0 ? ', then 14 days projected' : ''}: use the arrow keys to move between days, Enter to open a day's activities`}
              />
            )}
          </div>
          <DayPanel
            values={pickedValues}
            activities={picked === null ? [] : model.between(picked, picked)}
            nameOf={data.nameOf}
            projected={picked !== null && picked > today}
          />
        </section>
        {restDue ? (
          <>
            <ZonesCard kind="hr" model={model} view={view} />
            <ZonesCard kind="power" model={model} view={view} />
            <ThresholdsPanel
              entries={data.thresholds?.entries ?? []}
              model={model}
              today={today}
              onSave={save}
            />
            <MethodText />
          </>
        ) : null}
      </div>
    </>
  );
}
