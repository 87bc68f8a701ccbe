/**
 * One segment once read: its numbers, map with every effort's line, the leaderboard, effort times
 * over the years, "Compare the best N" (opens Compare with those efforts cropped and aligned from
 * the segment's start), a read-only link (segment-share.tsx), rename and delete.
 */
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NameDialog } from '../../components/name-dialog';
import { PageHeader } from '../../components/page-header';
import type { RankedEffort, Segment } from '../../domain/segments/types';
import type { SimplifiedPath } from '../../domain/series/types';
import type { UnitSystem } from '../../domain/units';
import { formatCount, formatDistance, formatDuration, formatElevation, MISSING } from '../../lib/format';
import type { EffortActivity } from '../../shared/segments/segment-queries';
import { useAfterPaint } from '../../lib/use-after-paint';
import { Leaderboard } from './leaderboard/leaderboard';
import { bestPerActivity } from './leaderboard/leaderboard-model';
import type { EffortsChart } from '../../shared/segments/efforts/efforts-chart';
import { loadEffortsChart } from './efforts/load-chart';
import { useSegmentLineData } from './map/segment-line-data';
import { SegmentLinesPending, type CanvasView } from './map/segment-lines-canvas';
import { SegmentSharePanel } from './segment-share';

// The map's first picture, its lines on a 2D canvas, needs none of the map's code
// (SegmentLinesPending). The chart (Recharts) mounts after the first paint, so the numbers and the
// leaderboard come first; its code starts loading with the page's (the route's loader,
// load-chart.ts), while the segment and its efforts are read. The map's code (deck.gl, MapLibre:
// twice Recharts' size, its evaluation a long task) is loaded once the chart is painted, so it does
// not hold the chart back; the map then paints the same lines on its own canvas, and its deck.gl
// start (WebGL) waits until they are painted.
const SegmentMap = lazy(() => import('./map/segment-map').then((m) => ({ default: m.SegmentMap })));

/**
 * The chart's component once its code has loaded, rendered as it is rather than as a lazy one: a
 * lazy component suspends on its first render even when its code is in, and React then holds the
 * boundary's content back until 300 ms after its fallback showed (its reveal throttle): a third of
 * a second of the page's first paint (bench segment-open) with the chart's code there.
 */
function useEffortsChart(): typeof EffortsChart | null {
  const [loaded, setLoaded] = useState<{ chart: typeof EffortsChart } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadEffortsChart().then(
      (m) => live && setLoaded({ chart: m.EffortsChart }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, []);
  // As a lazy component's would: a failed load is the page's error (its route's error panel).
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.chart ?? null;
}

/** Height of the map (segment-map.tsx) and of the chart's card while they load, px. */
const MAP_HEIGHT_PX = 360;

const Pending = ({ label }: { label: string }) => (
  <div className="card segments-pending" style={{ minHeight: MAP_HEIGHT_PX }} aria-busy="true">
    <p className="muted">Loading the {label}…</p>
  </div>
);

/** Choices of "Compare the best N". */
export const COMPARE_BEST_CHOICES = [3, 5, 10] as const;

export interface SegmentViewProps {
  segment: Segment;
  efforts: readonly RankedEffort[];
  activities: ReadonlyMap<string, EffortActivity>;
  paths: ReadonlyMap<string, SimplifiedPath> | undefined;
  units: UnitSystem;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
  onCompare: (efforts: RankedEffort[]) => Promise<void>;
}

export const gradeText = (pct: number | null) => (pct === null ? MISSING : `${pct.toFixed(1)} %`);

export function SegmentView(props: SegmentViewProps) {
  const { segment: s, efforts, units } = props;
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [sharing, setSharing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bestN, setBestN] = useState<number>(3);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setDialog(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  // The map, the chart and the leaderboard render in a second pass, one React may interrupt (a
  // deferred value: a transition, rendered in slices of a few ms, committed in a task of its own).
  // The page's first render, the one its navigation makes in a single task (the router's state is
  // an external store), is then its header and numbers only: with them, it was a 50-90 ms task
  // when a new segment's page opened on a busy machine (bench segment-match).
  const bodyDue = useDeferredValue(true, false);
  const best = efforts.find((e) => e.rank === 1);
  const comparable = bestPerActivity(efforts, bestN);

  return (
    <>
      <PageHeader
        eyebrow="Segment"
        title={s.name}
        description={`${formatDistance(s.distanceM, units)} · ${gradeText(s.avgGradePct)} average, ${gradeText(s.maxGradePct)} max · ${formatCount(efforts.length, 'effort', 'efforts')} · best ${formatDuration(best?.elapsedS)}`}
        actions={
          <>
            <Button onClick={() => setSharing((v) => !v)} aria-expanded={sharing}>
              Share
            </Button>
            <Button onClick={() => setDialog('rename')}>Rename</Button>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </>
        }
      />
      <div className="stack">
        {error && dialog === null ? <p role="alert">{error}</p> : null}
        {sharing ? <SegmentSharePanel segment={s} efforts={efforts} /> : null}
        <section className="card segments-compare" aria-label="Compare efforts">
          <label htmlFor="compare-best-n">Compare the best</label>
          <select id="compare-best-n" value={bestN} onChange={(e) => setBestN(Number(e.target.value))}>
            {COMPARE_BEST_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <Button
            variant="primary"
            busy={busy && dialog === null}
            disabled={comparable.length < 2}
            onClick={() => void run(() => props.onCompare(comparable))}
          >
            Compare the best {bestN}
          </Button>
          <span className="muted">
            {s.elevationGainM !== null ? `Gain ${formatElevation(s.elevationGainM, units)} · ` : ''}
            one effort per activity, aligned from the segment's start
          </span>
        </section>
        {bodyDue ? (
          <>
            <SegmentFigures segment={s} efforts={efforts} paths={props.paths} />
            <Leaderboard efforts={efforts} activities={props.activities} units={units} />
          </>
        ) : (
          <div style={{ minHeight: MAP_HEIGHT_PX }} aria-busy="true" />
        )}
      </div>
      <NameDialog
        open={dialog === 'rename'}
        title="Rename the segment"
        label="Segment name"
        initialName={s.name}
        confirmLabel="Rename"
        busy={busy}
        error={error}
        onConfirm={(name) => void run(() => props.onRename(name))}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this segment?"
        confirmLabel="Delete segment"
        tone="danger"
        busy={busy}
        onConfirm={() => void run(props.onDelete)}
        onCancel={() => setDialog(null)}
      >
        <p>
          “{s.name}” and its {formatCount(efforts.length, 'effort', 'efforts')} will be removed. Your
          activities stay as they are.
        </p>
        {error ? <p role="alert">Could not delete: {error}</p> : null}
      </ConfirmDialog>
    </>
  );
}

/** The map with every effort's line, and the chart of effort times over the years. */
function SegmentFigures({
  segment: s,
  efforts,
  paths,
}: {
  segment: Segment;
  efforts: readonly RankedEffort[];
  paths: ReadonlyMap<string, SimplifiedPath> | undefined;
}) {
  const painted = useAfterPaint();
  const Chart = useEffortsChart();
  // WebGL waits for the page: deck.gl's start (a WebGL context, shaders: about a second of GPU-process
  // work in software GL, and every frame of the page waits for that process) until the map's canvas
  // has shown the lines and the chart is in; the basemap's (MapLibre: another context, many shaders,
  // the world drawn; seconds) until deck.gl has drawn the lines too.
  const [linesPainted, setLinesPainted] = useState(false);
  const [linesDrawn, setLinesDrawn] = useState(false);
  const [chartShown, setChartShown] = useState(false);
  const onLinesPainted = useCallback(() => setLinesPainted(true), []);
  const onLinesDrawn = useCallback(() => setLinesDrawn(true), []);
  const onChartShown = useCallback(() => setChartShown(true), []);
  // The map's code (its evaluation a long task) once the chart has been painted, not in its frame.
  const mapDue = useAfterPaint(chartShown);
  const deckDue = useAfterPaint(linesPainted && chartShown);
  const basemapDue = useAfterPaint(linesDrawn && chartShown);
  const lines = useSegmentLineData(s, paths);
  const [firstView, setFirstView] = useState<CanvasView | null>(null);
  const linesPending = (
    <SegmentLinesPending
      lines={lines}
      activities={paths?.size ?? null}
      height={MAP_HEIGHT_PX}
      onView={setFirstView}
    />
  );
  return (
    <div className="columns-2">
      {mapDue ? (
        <Suspense fallback={linesPending}>
          <SegmentMap
            segment={s}
            paths={paths}
            lines={lines}
            firstView={firstView}
            holdLayers={!deckDue}
            onLinesPainted={onLinesPainted}
            holdBasemap={!basemapDue}
            onLinesDrawn={onLinesDrawn}
          />
        </Suspense>
      ) : (
        linesPending
      )}
      {painted && Chart ? (
        // eslint-disable-next-line react-hooks/static-components -- loaded once, then the same component.
        <Chart efforts={efforts} onShown={onChartShown} />
      ) : (
        <Pending label="chart" />
      )}
    </div>
  );
}
