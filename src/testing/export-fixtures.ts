/**
 * A small Strava-like export for import tests: GPX, FIT and TCX files with chosen start, length and
 * heart rate, and activities.csv.
 */
import { encodeFitActivity } from '../domain/fit/test-fit';

const encoder = new TextEncoder();

export interface TrackSpec {
  name: string;
  /** Epoch ms of the first point. */
  start: number;
  points?: number;
  /** Writes a heart-rate extension on every point (a richer file). */
  hr?: boolean;
  startLat?: number;
  type?: string;
}

export function exportGpx({
  name,
  start,
  points = 30,
  hr = false,
  startLat = 47,
  type = 'running',
}: TrackSpec): Uint8Array {
  const pts = Array.from({ length: points }, (_, i) => {
    const time = new Date(start + i * 10_000).toISOString();
    const ext = hr
      ? `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${140 + (i % 10)}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>`
      : '';
    return `<trkpt lat="${(startLat + i * 0.0005).toFixed(6)}" lon="8.000000"><ele>${400 + i}</ele><time>${time}</time>${ext}</trkpt>`;
  }).join('\n');
  return encoder.encode(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="export-test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
<trk><name>${name}</name><type>${type}</type><trkseg>
${pts}
</trkseg></trk></gpx>`);
}

/** activities.csv with German headers (as Strava writes them for a German account). */
export function germanCsv(rows: readonly (readonly string[])[]): Uint8Array {
  const header =
    'Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Beschreibung der Aktivität,Verstrichene Zeit,Distanz,Pendelfahrt,Private Notiz zur Aktivität,Aktivitätsausrüstung,Dateiname';
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return encoder.encode([header, ...rows.map((r) => r.map(quote).join(','))].join('\n'));
}

/** The points of exportGpx (every 10 s, ~55 m north each), as FIT/TCX writers take them. */
function specPoints({ start, points = 30, hr = false, startLat = 47 }: TrackSpec) {
  return Array.from({ length: points }, (_, i) => ({
    time: start + i * 10_000,
    lat: startLat + i * 0.0005,
    lon: 8,
    ele: 400 + i,
    ...(hr ? { hr: 140 + (i % 10) } : {}),
  }));
}

/** The activity of exportGpx as a FIT file (written with @garmin/fitsdk's encoder). */
export function exportFit(spec: TrackSpec & { sport?: string; product?: number }): Uint8Array {
  return encodeFitActivity({
    points: specPoints(spec),
    sport: spec.sport ?? 'running',
    ...(spec.product !== undefined ? { product: spec.product } : {}),
  });
}

/** The activity of exportGpx as a TCX file with a Creator device name. */
export function exportTcx(spec: TrackSpec & { sport?: string; creator?: string }): Uint8Array {
  const points = specPoints(spec)
    .map((p) => {
      const hr = p.hr === undefined ? '' : `<HeartRateBpm><Value>${p.hr}</Value></HeartRateBpm>`;
      return `<Trackpoint><Time>${new Date(p.time).toISOString()}</Time><Position><LatitudeDegrees>${p.lat.toFixed(6)}</LatitudeDegrees><LongitudeDegrees>${p.lon}</LongitudeDegrees></Position><AltitudeMeters>${p.ele}</AltitudeMeters>${hr}</Trackpoint>`;
    })
    .join('\n');
  const id = new Date(spec.start).toISOString();
  return encoder.encode(`<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
<Activities><Activity Sport="${spec.sport ?? 'Running'}"><Id>${id}</Id><Lap StartTime="${id}"><Track>
${points}
</Track></Lap><Creator><Name>${spec.creator ?? 'Forerunner 245'}</Name></Creator></Activity></Activities>
</TrainingCenterDatabase>`);
}
