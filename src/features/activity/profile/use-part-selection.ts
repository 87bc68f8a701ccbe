/**
 * The selected part of the activity (a distance range, see range-pick.ts) and the three ways to set
 * it: a drag on the charts (chart x, converted to distance), the range fields, and start / end picks
 * on the map (picking the start moves on to the end; the end is searched after the start).
 */
import { useCallback, useMemo, useState } from 'react';
import type { ChartProfile } from '../../../domain/series/types';
import type { UnitSystem } from '../../../domain/units';
import type { ProfileRow, XAxisMode } from './chart-series';
import type { MapPick } from './range-bar';
import {
  distanceAtX,
  nearestSample,
  orderedRange,
  profileLengthM,
  rangeClimb,
  sampleAtDistance,
  xAtDistance,
  type DistanceRange,
} from './range-pick';
import type { XRange } from './use-chart-drag';

export function usePartSelection(
  profile: ChartProfile,
  rows: readonly ProfileRow[],
  mode: XAxisMode,
  units: UnitSystem,
) {
  const [range, setRange] = useState<DistanceRange | null>(null);
  const [pick, setPick] = useState<MapPick>(null);
  const lengthM = useMemo(() => profileLengthM(profile), [profile]);

  const onChartRange = useCallback(
    ({ x1, x2 }: XRange) => {
      const next = orderedRange(
        distanceAtX(x1, rows, profile, mode, units),
        distanceAtX(x2, rows, profile, mode, units),
        lengthM,
      );
      if (next) setRange(next);
    },
    [rows, profile, mode, units, lengthM],
  );

  const onMapPick = useCallback(
    (lon: number, lat: number) => {
      if (pick === 'start') {
        const i = nearestSample(profile, lon, lat);
        if (i < 0) return;
        const startM = profile.distanceM[i]!;
        const endM = range && range.endM > startM ? range.endM : lengthM;
        const next = orderedRange(startM, endM, lengthM);
        if (next) setRange(next);
        setPick('end');
      } else if (pick === 'end') {
        const from = range ? sampleAtDistance(profile, range.startM) + 1 : 0;
        const i = nearestSample(profile, lon, lat, from);
        if (i < 0) return;
        const next = orderedRange(range?.startM ?? 0, profile.distanceM[i]!, lengthM);
        if (next) setRange(next);
        setPick(null);
      }
    },
    [pick, profile, range, lengthM],
  );

  const xRange = useMemo<XRange | null>(
    () =>
      range
        ? {
            x1: xAtDistance(range.startM, rows, profile, mode, units),
            x2: xAtDistance(range.endM, rows, profile, mode, units),
          }
        : null,
    [range, rows, profile, mode, units],
  );
  const samples = useMemo<readonly [number, number] | null>(
    () => (range ? [sampleAtDistance(profile, range.startM), sampleAtDistance(profile, range.endM)] : null),
    [range, profile],
  );
  const climb = useMemo(() => (range ? rangeClimb(profile, range) : null), [range, profile]);

  return { range, setRange, pick, setPick, lengthM, onChartRange, onMapPick, xRange, samples, climb };
}
