/**
 * A small Strava-like export for import tests: GPX, FIT and TCX files with chosen start, length and
 * heart rate, and activities.csv; and a whole Strava-like export zip (stravaExportZip).
 */
import { gzipSync, zipSync } from 'fflate';
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

const T = Date.UTC(2024, 4, 1, 7, 0, 0);
const HOUR = 3_600_000;

/**
 * A Strava-like bulk export as one zip (folder export_1/): a German activities.csv (quoted commas
 * and line breaks, commute and private note) naming a .gpx, a .gpx.gz, a .fit.gz, a .tcx.gz and a
 * file inside a zip in the zip; two manual entries without a file (a treadmill run with distance
 * and gear, strength training); the same run as 100.gpx recorded again with heart rate (the richer
 * file, so 100.gpx is its probable duplicate); and a photo that is not an activity.
 * Imported: 7 activities, 1 probable duplicate (100.gpx), 1 skipped (the photo).
 * `replacedGear`: the gear the CSV row of 100.gpx names (default Pegasus, which other rows name too;
 * a name of its own makes a gear named only by a row whose activity is not kept).
 */
export function stravaExportZip({ replacedGear = 'Pegasus' }: { replacedGear?: string } = {}): Uint8Array {
  const inner = zipSync({ 'deep/300.gpx': exportGpx({ name: 'inner', start: T + 3 * HOUR, startLat: 45 }) });
  const row = (
    id: string,
    date: string,
    name: string,
    type: string,
    file: string,
    more: Partial<CsvRow> = {},
  ) => {
    const r = {
      description: '',
      elapsed: '290',
      distance: '1,5',
      commute: 'false',
      note: '',
      gear: '',
      ...more,
    };
    return [id, date, name, type, r.description, r.elapsed, r.distance, r.commute, r.note, r.gear, file];
  };
  return zipSync({
    'export_1/activities.csv': germanCsv([
      row('100', '01.05.2024, 07:00:00', 'Morgenlauf, kurz', 'Lauf', 'activities/100.gpx', {
        description: 'Erste Zeile\nzweite Zeile',
        gear: replacedGear,
      }),
      row('200', '01.05.2024, 09:00:00', 'Radfahrt zur Arbeit', 'Radfahrt', 'activities/200.gpx.gz', {
        description: 'Mit Wind,\nviel Wind',
        commute: 'true',
        note: 'geheim',
        gear: 'Gravelbike',
      }),
      row('300', '01.05.2024, 10:00:00', 'Aus dem inneren Zip', 'Wanderung', 'activities/300.gpx'),
      row('400', '02.05.2024, 18:00:00', 'Krafttraining', 'Krafttraining', '', {
        elapsed: '3600',
        distance: '0',
      }),
      row('500', '03.05.2024, 18:00:00', 'Laufband', 'Lauf', '', {
        elapsed: '1800',
        distance: '5,0',
        gear: 'Pegasus',
      }),
      row('600', '02.05.2024, 07:00:00', 'Feierabendrunde FIT', 'Radfahrt', 'activities/600.fit.gz', {
        gear: 'Rennrad',
      }),
      row('700', '02.05.2024, 12:00:00', 'Mittagslauf TCX', 'Lauf', 'activities/700.tcx.gz', {
        gear: 'Pegasus',
      }),
    ]),
    'export_1/activities/100.gpx': exportGpx({ name: 'file name 100', start: T }),
    'export_1/activities/200.gpx.gz': gzipSync(
      exportGpx({ name: 'file name 200', start: T + 2 * HOUR, startLat: 46, type: 'cycling' }),
    ),
    'export_1/activities/600.fit.gz': gzipSync(
      exportFit({ name: '', start: T + 24 * HOUR, startLat: 44, sport: 'cycling' }),
    ),
    'export_1/activities/700.tcx.gz': gzipSync(
      exportTcx({ name: '', start: T + 29 * HOUR, startLat: 43, sport: 'Running' }),
    ),
    'export_1/activities/originals/100-hr.gpx': exportGpx({
      name: 'Mit Herzfrequenz',
      start: T + 20_000,
      hr: true,
    }),
    'export_1/activities/part1.zip': inner,
    'export_1/media/photo.jpg': new Uint8Array([0xff, 0xd8]),
  });
}

interface CsvRow {
  description: string;
  elapsed: string;
  distance: string;
  commute: string;
  note: string;
  gear: string;
}
