/**
 * Map and charts of one activity, tied by a shared hover cursor: hovering a chart moves a marker on
 * the map and updates the readout line. Everything is drawn from the stored view products.
 */
import { useLocation } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { ViewProducts } from '../../../domain/series/types';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPaceOrSpeed,
  paceUnit,
  usesPace,
} from '../../../lib/format';
import { ActivityMap } from '../map/activity-map';
import { hasTimeAxis, hasValues, profileRows, type XAxisMode } from './chart-series';
import { CreateSegment } from './create-segment';
import { ProfileCharts } from './profile-charts';
import { useWaypoints } from '../map/use-waypoints';
import { WaypointList } from '../map/waypoint-list';
import { RangeBar } from './range-bar';
import { usePartSelection } from './use-part-selection';
import { errorMessage } from '../../../components/error-panel';
import { rangeTimes } from '../mend/range-times';
import { useMend } from '../mend/use-mend';
import { parseWindow, windowRange, type TimeWindow } from './window-range';

export interface ActivityProfileProps {
  summary: TrackSummary;
  products: ViewProducts;
  units: UnitSystem;
}

function paceLabel(summary: TrackSummary, units: UnitSystem): string {
  if (summary.sport === 'swim') return units === 'metric' ? '/100m' : '/100yd';
  return paceUnit(units);
}

export function ActivityProfile({ summary, products, units }: ActivityProfileProps) {
  const { profile, path } = products;
  const timeAxis = hasTimeAxis(profile);
  const [mode, setMode] = useState<XAxisMode>('distance');
  const [cursor, setCursor] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const effectiveMode: XAxisMode = timeAxis ? mode : 'distance';
  const rows = useMemo(
    () => profileRows(profile, effectiveMode, units, summary.sport),
    [profile, effectiveMode, units, summary.sport],
  );
  const channels = useMemo(
    () => ({
      ele: hasValues(profile.ele),
      speed: hasValues(profile.speedMps),
      hr: hasValues(profile.hr),
      power: hasValues(profile.power),
      cad: rows.some((r) => r.cad !== null),
    }),
    [profile, rows],
  );
  const onCursor = useCallback((sample: number | null) => setCursor(sample), []);
  const waypoints = useWaypoints(summary);
  const [focusedWaypoint, setFocusedWaypoint] = useState<number | null>(null);
  const part = usePartSelection(profile, rows, effectiveMode, units);
  // A best window opened from a curve (?window=): selected as the part once per link, so the map and
  // charts show it; the person may then change or clear it as any part.
  const rawWindow = useLocation({ select: (l) => (l.search as Record<string, unknown>).window });
  const [placed, setPlaced] = useState<{ raw: unknown; best: TimeWindow | null; ok: boolean } | null>(null);
  if (rawWindow !== undefined && rawWindow !== placed?.raw) {
    const best = parseWindow(rawWindow);
    const range = best ? windowRange(profile, best) : null;
    if (range) part.setRange(range);
    setPlaced({ raw: rawWindow, best, ok: range !== null });
  }
  const mend = useMend(summary);
  const times = part.range ? rangeTimes(summary, profile, part.range) : null;
  const mendRange = (op: 'trim' | 'cut' | 'split') => {
    if (!times) return;
    const edit = op === 'split' ? { op, at: times.start, keep: 'before' as const } : { op, ...times };
    mend.mutate({ kind: 'edit', op: edit }, { onSuccess: () => part.setRange(null) });
  };

  return (
    <section className="card activity-profile" aria-labelledby="profile-title">
      <div className="card-head">
        <h2 id="profile-title" className="card__title">
          Route and profile
        </h2>
        <fieldset className="segmented" disabled={!timeAxis}>
          <legend className="visually-hidden">Chart x axis</legend>
          {(['distance', 'time'] as const).map((m) => (
            <label key={m} className="segmented__option">
              <input
                type="radio"
                name="x-axis"
                value={m}
                checked={effectiveMode === m}
                onChange={() => setMode(m)}
              />
              <span>{m === 'distance' ? 'By distance' : 'By time'}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="columns-2">
        <div>
          <ActivityMap
            id={summary.id}
            path={path}
            profile={profile}
            bounds={summary.bounds}
            cursor={cursor}
            label={`Map of ${summary.name}`}
            waypoints={waypoints}
            focusedWaypoint={focusedWaypoint}
            selection={part.samples}
            onPick={part.pick ? part.onMapPick : null}
          />
          <WaypointList waypoints={waypoints} focused={focusedWaypoint} onFocus={setFocusedWaypoint} />
        </div>
        <div>
          <ProfileCharts
            rows={rows}
            mode={effectiveMode}
            units={units}
            pace={usesPace(summary.sport)}
            paceLabel={paceLabel(summary, units)}
            cadenceUnit={summary.sport === 'ride' ? 'rpm' : 'spm'}
            channels={channels}
            onCursor={onCursor}
            selection={part.xRange}
            onSelect={part.onChartRange}
          />
          <CursorReadout summary={summary} products={products} units={units} sample={cursor} />
          {placed?.best ? <WindowNote best={placed.best} ok={placed.ok} /> : null}
          <RangeBar
            range={part.range}
            lengthM={part.lengthM}
            units={units}
            climb={part.climb}
            pick={part.pick}
            onRange={part.setRange}
            onPick={part.setPick}
            onCreate={() => setCreating(true)}
            {...(times
              ? {
                  onTrim: () => mendRange('trim'),
                  onCut: () => mendRange('cut'),
                  onSplit: () => mendRange('split'),
                }
              : {})}
          />
          {mend.isPending ? <p role="status">Mending…</p> : null}
          {mend.isError ? <p role="alert">Could not mend the activity: {errorMessage(mend.error)}</p> : null}
          {creating && part.range ? (
            <CreateSegment summary={summary} range={part.range} onDone={() => setCreating(false)} />
          ) : null}
        </div>
      </div>
    </section>
  );
}

function WindowNote({ best, ok }: { best: TimeWindow; ok: boolean }) {
  const span = `${formatDuration(best.startS)} to ${formatDuration(best.endS)} (${formatDuration(best.endS - best.startS)})`;
  return (
    <p className="muted" data-testid="curve-window">
      {ok
        ? `Best effort from the curves: ${span} after the start, selected on the map and charts.`
        : `Best effort from the curves: ${span} after the start. It covers no distance, so it cannot be shown on the map and charts.`}
    </p>
  );
}

function CursorReadout({
  summary,
  products,
  units,
  sample,
}: ActivityProfileProps & { sample: number | null }) {
  const p = products.profile;
  if (sample === null || sample >= p.distanceM.length) {
    return (
      <p className="activity-readout muted" data-testid="cursor-readout">
        Hover a chart to follow the track on the map.
      </p>
    );
  }
  const parts = [
    formatDistance(p.distanceM[sample], units),
    Number.isFinite(p.timeS[sample]) ? formatDuration(p.timeS[sample]) : null,
    Number.isFinite(p.ele[sample]) ? formatElevation(p.ele[sample], units) : null,
    Number.isFinite(p.speedMps[sample]) ? formatPaceOrSpeed(p.speedMps[sample], summary.sport, units) : null,
    Number.isFinite(p.hr[sample]) && p.hr[sample]! > 0 ? formatInteger(p.hr[sample], 'bpm') : null,
  ].filter((x): x is string => x !== null);
  return (
    <p className="activity-readout tabular-nums" data-testid="cursor-readout">
      At {parts.join(' · ')}
    </p>
  );
}
