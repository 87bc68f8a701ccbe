/** Averages and maxima of the sensor channels (definitions in src/domain/stats/sensors.ts). */
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { formatInteger, formatTemperature } from '../../../lib/format';
import { MethodNote } from '../../../components/method-note';

interface SensorRow {
  name: string;
  avg: string;
  max: string;
}

function rowsOf(s: TrackSummary, units: UnitSystem): SensorRow[] {
  const rows: SensorRow[] = [];
  if (s.avgHr !== null || s.maxHr !== null)
    rows.push({ name: 'Heart rate', avg: formatInteger(s.avgHr, 'bpm'), max: formatInteger(s.maxHr, 'bpm') });
  if (s.avgCadence !== null || s.maxCadence !== null) {
    const unit = s.sport === 'ride' ? 'rpm' : 'spm';
    rows.push({
      name: 'Cadence',
      avg: formatInteger(s.avgCadence, unit),
      max: formatInteger(s.maxCadence, unit),
    });
  }
  if (s.avgPower !== null || s.maxPower !== null)
    rows.push({ name: 'Power', avg: formatInteger(s.avgPower, 'W'), max: formatInteger(s.maxPower, 'W') });
  if (s.avgTempC !== null || s.maxTempC !== null) {
    rows.push({
      name: 'Temperature',
      avg: formatTemperature(s.avgTempC, units),
      max: formatTemperature(s.maxTempC, units),
    });
  }
  return rows;
}

export function SensorTable({ summary, units }: { summary: TrackSummary; units: UnitSystem }) {
  const rows = rowsOf(summary, units);
  return (
    <section className="card" aria-labelledby="sensors-title">
      <h2 id="sensors-title" className="card__title">
        Sensors
      </h2>
      {rows.length === 0 ? (
        <p className="muted">No heart rate, cadence, power or temperature in this file.</p>
      ) : (
        <table className="data-table activity-table">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col" className="num">
                Average
              </th>
              <th scope="col" className="num">
                Maximum
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td className="num">{r.avg}</td>
                <td className="num">{r.max}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MethodNote>
        Averages are time-weighted; zero heart rate and zero cadence readings are left out.
      </MethodNote>
    </section>
  );
}
