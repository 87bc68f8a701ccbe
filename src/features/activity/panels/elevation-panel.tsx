/**
 * Elevation shown openly: our smoothed gain with its method, the raw sum of rises as recorded, and
 * the device's own total where the file has one, side by side, with where the altitude comes from
 * (definitions in src/domain/stats/elevation.ts and elevation-source.ts).
 */
import type { ElevationSource } from '../../../domain/stats/elevation-source';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { formatElevation } from '../../../lib/format';
import { MethodNote } from '../../../components/method-note';

const SOURCE_TEXT: Record<ElevationSource, { name: string; why: string }> = {
  barometric: {
    name: 'Barometric altimeter',
    why: 'the file says so, or the profile is too smooth to be GPS. Lighter smoothing keeps small rolling hills.',
  },
  gps: {
    name: 'GPS',
    why: 'satellite altitude is noisy by metres from one point to the next, so it is smoothed more.',
  },
  unknown: {
    name: 'Unknown',
    why: 'too few elevations, or all the same, to tell.',
  },
};

interface Row {
  figure: string;
  value: string;
  how: string;
}

function rowsOf(s: TrackSummary, units: UnitSystem): Row[] {
  const rows: Row[] = [
    { figure: 'Our gain', value: formatElevation(s.elevationGainM, units), how: s.elevationMethod },
    {
      figure: 'Raw sum',
      value: formatElevation(s.elevationGainRawM, units),
      how: 'every rise between consecutive points, as recorded',
    },
  ];
  if (s.deviceAscentM !== null)
    rows.push({
      figure: 'Device total',
      value: formatElevation(s.deviceAscentM, units),
      how: 'the total ascent the device wrote in the file',
    });
  return rows;
}

/** The card; the device's own total ascent is the summary's deviceAscentM (FIT session, TCX laps). */
export function ElevationPanel({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const source = SOURCE_TEXT[s.elevationSource];
  return (
    <section className="card" aria-labelledby="elevation-title">
      <h2 id="elevation-title" className="card__title">
        Elevation gain
      </h2>
      {s.elevationGainM === null ? (
        <p className="muted">No elevation in this file.</p>
      ) : (
        <table className="data-table activity-table">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col" className="num">
                Gain
              </th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {rowsOf(s, units).map((r) => (
              <tr key={r.figure}>
                <th scope="row">{r.figure}</th>
                <td className="num">{r.value}</td>
                <td className="muted activity-table__how">{r.how}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted method-note" data-testid="elevation-source">
        Altitude source: <strong>{source.name}</strong>
      </p>
      <MethodNote>
        {source.name}: {source.why}
      </MethodNote>
    </section>
  );
}
