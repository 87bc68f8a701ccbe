/**
 * The activity's best efforts (fastest time over each standard distance), from its summary. Each
 * can be left out of records by the person (summary.excludedEfforts, domain/sanity/history.ts).
 */
import { Button } from '../../../components/button';
import { TableScroll } from '../../../components/table-scroll';
import type { BestEffort, BestEffortKey, Sport } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { formatDistance, formatDuration, formatPaceOrSpeed, usesPace } from '../../../lib/format';
import { BEST_EFFORT_LABELS } from '../../../shared/labels/effort-labels';

export interface BestEffortsProps {
  efforts: readonly BestEffort[];
  sport: Sport;
  units: UnitSystem;
  /** Distances the person left out of records. */
  excluded?: readonly BestEffortKey[];
  /** Leaves one effort out of records, or counts it again. Absent: no such buttons. */
  onToggle?: (key: BestEffortKey) => void;
}

export function BestEfforts({ efforts, sport, units, excluded = [], onToggle }: BestEffortsProps) {
  return (
    <section className="card" aria-labelledby="efforts-title">
      <h2 id="efforts-title" className="card__title">
        Best efforts
      </h2>
      {efforts.length === 0 ? (
        <p className="muted">None: best efforts need timestamps and at least 400 m of track.</p>
      ) : (
        <TableScroll>
          <table className="data-table activity-table" aria-label="Best efforts">
            <thead>
              <tr>
                <th scope="col">Distance</th>
                <th scope="col" className="num">
                  Time
                </th>
                <th scope="col" className="num">
                  {usesPace(sport) ? 'Pace' : 'Speed'}
                </th>
                <th scope="col" className="num">
                  Starts at
                </th>
                {onToggle ? <th scope="col">Records</th> : null}
              </tr>
            </thead>
            <tbody>
              {efforts.map((e) => (
                <tr key={e.key}>
                  <th scope="row">{BEST_EFFORT_LABELS[e.key]}</th>
                  <td className="num">{formatDuration(e.timeS)}</td>
                  <td className="num">
                    {formatPaceOrSpeed(e.timeS > 0 ? e.distanceM / e.timeS : null, sport, units)}
                  </td>
                  <td className="num">{formatDistance(e.startDistanceM, units)}</td>
                  {onToggle ? (
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-pressed={excluded.includes(e.key)}
                        aria-label={`${excluded.includes(e.key) ? 'Count again' : 'Leave out'} the ${BEST_EFFORT_LABELS[e.key]} effort ${excluded.includes(e.key) ? 'in' : 'of'} records`}
                        onClick={() => onToggle(e.key)}
                      >
                        {excluded.includes(e.key) ? 'Count again' : 'Leave out'}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
