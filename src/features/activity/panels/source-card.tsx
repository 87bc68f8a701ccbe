/**
 * Where the numbers come from: the file's format, the device or app that recorded it, what the
 * reader had to work around, and the totals the device wrote itself beside ours (FIT sessions, TCX
 * laps). A difference is shown as ours relative to the device's, in per cent.
 */
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table';
import type { SourceFormat } from '../../../domain/formats/types';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import {
  fixedDecimals,
  formatDistance,
  formatDuration,
  formatElevation,
  formatSigned,
} from '../../../lib/format';
import { MethodNote } from '../../../components/method-note';
import { TableScroll } from '../../../components/table-scroll';

const FORMAT_TEXT: Record<SourceFormat, string> = {
  gpx: 'GPX',
  fit: 'FIT (Garmin Flexible and Interoperable Data Transfer)',
  tcx: 'TCX (Garmin Training Center XML)',
};

interface DeviceRow {
  figure: string;
  ours: number | null;
  device: number;
  text: (v: number | null) => string;
}

function deviceRows(s: TrackSummary, units: UnitSystem): DeviceRow[] {
  const rows: (DeviceRow | null)[] = [
    s.deviceDistanceM === null
      ? null
      : {
          figure: 'Distance',
          ours: s.distanceM,
          device: s.deviceDistanceM,
          text: (v) => formatDistance(v, units),
        },
    s.deviceTimerS === null
      ? null
      : {
          figure: 'Moving time',
          ours: s.movingS,
          device: s.deviceTimerS,
          text: formatDuration,
        },
    s.deviceAscentM === null
      ? null
      : {
          figure: 'Elevation gain',
          ours: s.elevationGainM,
          device: s.deviceAscentM,
          text: (v) => formatElevation(v, units),
        },
  ];
  return rows.filter((r): r is DeviceRow => r !== null);
}

function difference(ours: number | null, device: number): string {
  if (ours === null || device === 0) return '—';
  return `${formatSigned(((ours - device) / device) * 100, (a) => fixedDecimals(a, 1))} %`;
}

function formatText(s: TrackSummary): string {
  if (s.manual) return 'Manual entry (no file: the numbers come from the export’s activities.csv)';
  return FORMAT_TEXT[s.format ?? 'gpx'];
}

const DEVICE_COLUMNS: readonly SimpleColumn<DeviceRow>[] = [
  { header: 'Figure', cell: (r) => r.figure },
  { header: 'Ours', numeric: true, cell: (r) => r.text(r.ours) },
  { header: 'Device', numeric: true, cell: (r) => r.text(r.device) },
  { header: 'Difference', numeric: true, cell: (r) => difference(r.ours, r.device) },
];

export function SourceCard({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const rows = deviceRows(s, units);
  return (
    <section className="card" aria-labelledby="source-title">
      <h2 id="source-title" className="card__title">
        Source file
      </h2>
      <dl className="activity-source__facts">
        <dt>Format</dt>
        <dd>{formatText(s)}</dd>
        <dt>Device</dt>
        <dd>{s.device ?? <span className="muted">not named in the file</span>}</dd>
        <dt>Reading</dt>
        <dd>
          {s.warnings.length === 0 ? (
            'read without problems'
          ) : (
            <ul className="activity-source__warnings" aria-label="Warnings from reading the file">
              {s.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {rows.length > 0 ? (
        <TableScroll>
          <SimpleTable
            className="activity-table"
            label="Our figures and the device's"
            columns={DEVICE_COLUMNS}
            rows={rows}
            rowKey={(r) => r.figure}
          />
        </TableScroll>
      ) : null}
      {rows.length > 0 ? (
        <MethodNote>
          Device figures are the totals the device wrote in the file (its moving time is its timer time); ours
          are computed from the points with the methods stated above.
        </MethodNote>
      ) : null}
    </section>
  );
}
