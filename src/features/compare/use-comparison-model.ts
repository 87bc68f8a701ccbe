/**
 * The derived state of one comparison: the set (stored activities in URL order), the baseline, its
 * pace or speed display, the worker's resampled tracks with the gaps to the baseline, and the
 * table's entries. Pure derivations of the queries, memoised so a hover never recomputes them.
 */
import { useMemo, useState } from 'react';
import { finalGap, gapsToBaseline } from '../../domain/compare/gap';
import type { CropRange } from '../../domain/compare/crop';
import type { CompareAxis } from '../../domain/compare/types';
import type { Sport, TrackSummary } from '../../domain/stats/types';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../domain/units';
import { paceUnit, usesPace } from '../../lib/format';
import type { DisplayOptions, SpeedMode } from './chart/chart-rows';
import { comparisonWarnings, distinctLabels } from './compare-labels';
import { overlaidPositions } from './palette';
import type { CompareEntry, FormatContext } from './table/table-model';
import { useCompareResult, useSetPaths } from './use-comparison';

/** Swim pace is per 100 m, or per 100 yards in imperial units (as in src/lib/format). */
const SWIM_PACE_METRIC_M = 100;
const SWIM_PACE_IMPERIAL_M = 91.44;

export function paceBasisM(units: UnitSystem, sport: Sport): number {
  if (sport === 'swim') return units === 'metric' ? SWIM_PACE_METRIC_M : SWIM_PACE_IMPERIAL_M;
  return units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
}

export function paceLabel(units: UnitSystem, sport: Sport): string {
  if (sport === 'swim') return units === 'metric' ? '/100m' : '/100yd';
  return paceUnit(units);
}

/**
 * @param urlIds the comparison set as the URL has it: a track's position there is its colour, and
 *   the worker compares exactly these (an id not stored gives a null track).
 * @param summaries the stored ones among them, in URL order (at least one).
 */
export function useComparisonModel(
  urlIds: readonly string[],
  summaries: readonly TrackSummary[],
  baselineParam: string | undefined,
  axis: CompareAxis,
  units: UnitSystem,
  crops: ReadonlyMap<string, CropRange>,
) {
  const ids = useMemo(() => summaries.map((s) => s.id), [summaries]);
  const positions = useMemo(() => ids.map((id) => urlIds.indexOf(id)), [ids, urlIds]);
  const baselineIndex =
    baselineParam !== undefined && ids.includes(baselineParam) ? ids.indexOf(baselineParam) : 0;
  const baselineId = ids[baselineIndex]!;
  const baselinePosition = positions[baselineIndex]!;
  const baseline = summaries[baselineIndex]!;
  const [speedChoice, setSpeedMode] = useState<SpeedMode | null>(null);
  const speedMode: SpeedMode = speedChoice ?? (usesPace(baseline.sport) ? 'pace' : 'speed');

  const compare = useCompareResult(urlIds, axis, crops, true);
  const paths = useSetPaths(urlIds, crops, true);
  const result = compare.data;
  const gaps = useMemo(
    () => (result ? gapsToBaseline(axis, result.tracks, baselinePosition) : []),
    [result, axis, baselinePosition],
  );

  const display = useMemo<DisplayOptions>(
    () => ({ axis, units, speedMode, paceBasisM: paceBasisM(units, baseline.sport) }),
    [axis, units, speedMode, baseline.sport],
  );
  const context = useMemo<FormatContext>(
    () => ({ ...display, sport: baseline.sport }),
    [display, baseline.sport],
  );
  const entries = useMemo<CompareEntry[]>(
    () =>
      summaries.map((summary, k) => {
        const position = positions[k]!;
        const gap = gaps[position];
        return { id: summary.id, position, summary, finalGap: gap ? finalGap(gap) : null };
      }),
    [summaries, positions, gaps],
  );
  // Names with dates (and times where they repeat), for the legend and the tooltip.
  const labels = useMemo(() => distinctLabels(summaries), [summaries]);
  const overlaid = useMemo(
    () =>
      overlaidPositions(positions, baselinePosition).map((position) => ({
        position,
        name: labels[positions.indexOf(position)]!,
      })),
    [positions, baselinePosition, labels],
  );
  const warnings = useMemo(() => comparisonWarnings(summaries, baseline), [summaries, baseline]);
  const mapTracks = useMemo(
    () => summaries.map((s, k) => ({ id: s.id, position: positions[k]!, bounds: s.bounds })),
    [summaries, positions],
  );
  const timeAvailable = summaries.some((s) => s.elapsedS !== null);

  return {
    ids,
    baselineId,
    baselinePosition,
    baseline,
    speedMode,
    setSpeedMode,
    compare,
    paths,
    gaps,
    display,
    context,
    entries,
    overlaid,
    warnings,
    mapTracks,
    timeAvailable,
    paceLabel: paceLabel(units, baseline.sport),
  };
}
