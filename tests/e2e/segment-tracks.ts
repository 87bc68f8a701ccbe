/**
 * Synthetic activities for the segments browser tests: runs along the same 3 km road due north
 * (climbing 1 m every 20 m), each at its own steady speed, so every run passes the same stretch and
 * the fastest is known. Times are one point every 5 s.
 */
const START_LAT = 46.5;
const START_LON = 7.0;
const LENGTH_M = 3000;
const METRES_PER_DEG_LAT = 111_195;
const STEP_S = 5;

export interface RunSpec {
  name: string;
  /** Start instant, ISO 8601 UTC. */
  start: string;
  speedMps: number;
}

/** A GPX file of one run along the road. */
export function roadRunGpx(spec: RunSpec): string {
  const t0 = Date.parse(spec.start);
  const points: string[] = [];
  for (let t = 0; ; t += STEP_S) {
    const d = Math.min(spec.speedMps * t, LENGTH_M);
    const lat = START_LAT + d / METRES_PER_DEG_LAT;
    const ele = 500 + d / 20;
    const time = new Date(t0 + t * 1000).toISOString();
    points.push(
      `<trkpt lat="${lat.toFixed(7)}" lon="${START_LON.toFixed(7)}"><ele>${ele.toFixed(1)}</ele><time>${time}</time></trkpt>`,
    );
    if (d >= LENGTH_M) break;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="segments-test" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>${spec.name}</name><type>running</type><trkseg>
${points.join('\n')}
</trkseg></trk></gpx>`;
}

/** Four runs, fastest first by speed: 4.0, 3.5, 3.0 and 2.5 m/s, in different years. */
export const ROAD_RUNS: readonly RunSpec[] = [
  { name: 'Road run A', start: '2023-05-01T07:00:00Z', speedMps: 3.0 },
  { name: 'Road run B', start: '2024-05-01T07:00:00Z', speedMps: 4.0 },
  { name: 'Road run C', start: '2025-05-01T07:00:00Z', speedMps: 2.5 },
  { name: 'Road run D', start: '2025-06-01T07:00:00Z', speedMps: 3.5 },
];

export const roadRunFiles = () =>
  ROAD_RUNS.map((spec, k) => ({
    name: `road-run-${k + 1}.gpx`,
    mimeType: 'application/gpx+xml',
    buffer: Buffer.from(roadRunGpx(spec)),
  }));
