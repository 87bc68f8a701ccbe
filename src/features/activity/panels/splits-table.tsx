/**
 * Splits per km or per mile, computed on demand with the domain's computeSplits over the stored
 * TrackData, in the compare worker when the app has its workers (the track analysis behind them took
 * about 180 ms of the page's thread for a 6-hour ride at 1 Hz, after every mend), else here. While
 * new splits are computed for a changed track (a mend), the last ones of the same length stay shown. The split length
 * follows the unit system shown (per mile in imperial) until the reader picks one; distances and
 * paces are then in the split's own unit, so a mile split never reads "1.61 km". Pace comes right
 * after the split number, so a phone shows it without scrolling. A long table (more than
 * COLLAPSED_ROWS splits) shows its first rows and a button for the rest.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import type { TrackData } from '../../../domain/track/types';
import { computeSplits } from '../../../domain/stats/splits';
import type { Split, Sport } from '../../../domain/stats/types';
import { WorkersContext } from '../../../lib/workers-context';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../../domain/units';
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPaceOrSpeed,
  usesPace,
} from '../../../lib/format';
import { TableScroll } from '../../../components/table-scroll';

export type SplitUnit = 'km' | 'mi';

/** Splits shown before "Show all": a marathon in km fits, a 162 km ride does not. */
export const COLLAPSED_ROWS = 50;

const defaultUnit = (units: UnitSystem): SplitUnit => (units === 'metric' ? 'km' : 'mi');

export interface SplitsTableProps {
  track: TrackData;
  sport: Sport;
  units: UnitSystem;
}

/** The splits of `track` at `lengthM` (see the header); null until the first ones are computed. */
function useSplits(track: TrackData, lengthM: number): Split[] | null {
  const workers = useContext(WorkersContext);
  const local = useMemo(() => (workers ? null : computeSplits(track, lengthM)), [workers, track, lengthM]);
  const [remote, setRemote] = useState<{ lengthM: number; splits: Split[] } | null>(null);
  useEffect(() => {
    if (!workers) return;
    const controller = new AbortController();
    workers.compare.splits(track, lengthM, controller.signal).then(
      (splits) => setRemote({ lengthM, splits }),
      // The worker failed (not aborted): the page computes them itself rather than show none.
      () => controller.signal.aborted || setRemote({ lengthM, splits: computeSplits(track, lengthM) }),
    );
    return () => controller.abort();
  }, [workers, track, lengthM]);
  return local ?? (remote?.lengthM === lengthM ? remote.splits : null);
}

export function SplitsTable({ track, sport, units }: SplitsTableProps) {
  // The reader's pick holds while the unit system it was made in is shown.
  const [picked, setPicked] = useState<{ unit: SplitUnit; in: UnitSystem } | null>(null);
  const unit = picked !== null && picked.in === units ? picked.unit : defaultUnit(units);
  const setUnit = (u: SplitUnit) => setPicked({ unit: u, in: units });
  const [expanded, setExpanded] = useState(false);
  const splitUnits: UnitSystem = unit === 'km' ? 'metric' : 'imperial';
  const computed = useSplits(track, unit === 'km' ? METRES_PER_KM : METRES_PER_MILE);
  const splits = computed ?? [];
  const shown = expanded ? splits : splits.slice(0, COLLAPSED_ROWS);
  const pace = usesPace(sport);
  const hasHr = splits.some((s) => s.avgHr !== null);
  const hasEle = splits.some((s) => s.elevationGainM !== null);

  return (
    <section className="card" aria-labelledby="splits-title">
      <div className="card-head">
        <h2 id="splits-title" className="card__title">
          Splits
        </h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">Split length</legend>
          {(['km', 'mi'] as const).map((u) => (
            <label key={u} className="segmented__option">
              <input
                type="radio"
                name="split-unit"
                value={u}
                checked={unit === u}
                onChange={() => setUnit(u)}
              />
              <span>{u === 'km' ? 'Per km' : 'Per mile'}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {computed === null ? (
        <p role="status">Computing splits…</p>
      ) : splits.length === 0 ? (
        <p className="muted">No distance recorded, so no splits.</p>
      ) : (
        <TableScroll label="Splits (scrollable)">
          <table className="data-table activity-table">
            <caption className="visually-hidden">
              Splits {unit === 'km' ? 'per kilometre' : 'per mile'}
            </caption>
            <thead>
              <tr>
                <th scope="col">{unit === 'km' ? 'Km' : 'Mile'}</th>
                <th scope="col" className="num">
                  {pace ? 'Pace' : 'Speed'}
                </th>
                <th scope="col" className="num">
                  Distance
                </th>
                <th scope="col" className="num">
                  Moving time
                </th>
                <th scope="col" className="num">
                  Elapsed
                </th>
                {hasEle ? (
                  <th scope="col" className="num">
                    Gain
                  </th>
                ) : null}
                {hasEle ? (
                  <th scope="col" className="num">
                    Loss
                  </th>
                ) : null}
                {hasHr ? (
                  <th scope="col" className="num">
                    Avg HR
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => (
                <tr key={s.index}>
                  <th scope="row">{s.index + 1}</th>
                  <td className="num">{formatPaceOrSpeed(s.avgSpeedMps, sport, splitUnits)}</td>
                  <td className="num">{formatDistance(s.distanceM, splitUnits)}</td>
                  <td className="num">{formatDuration(s.movingS)}</td>
                  <td className="num">{formatDuration(s.elapsedS)}</td>
                  {hasEle ? <td className="num">{formatElevation(s.elevationGainM, units)}</td> : null}
                  {hasEle ? <td className="num">{formatElevation(s.elevationLossM, units)}</td> : null}
                  {hasHr ? <td className="num">{formatInteger(s.avgHr, 'bpm')}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {splits.length > COLLAPSED_ROWS ? (
        <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? `Show the first ${COLLAPSED_ROWS} splits` : `Show all ${splits.length} splits`}
        </Button>
      ) : null}
    </section>
  );
}
