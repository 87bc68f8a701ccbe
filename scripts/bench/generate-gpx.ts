/**
 * Deterministic Garmin-style GPX for the parse benchmarks: one track, one point per second, a
 * seeded random walk at running speed with a stop now and then, noisy elevation and heart rate in
 * gpxtpx:TrackPointExtension. About 222 bytes per point, so 45,000 points make ~10 MB.
 */
import { createRng } from '../../src/domain/prng';

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
<metadata><name>Bench run</name><time>2024-05-01T10:00:00Z</time></metadata>
<trk><name>Bench run</name><type>running</type><trkseg>
`;
const FOOTER = '</trkseg></trk>\n</gpx>\n';
const START_MS = Date.UTC(2024, 4, 1, 10);
const METRES_PER_DEG_LAT = 111_195;
/** Every this many points the runner stands still for STOP_S seconds. */
const STOP_EVERY = 3000;
const STOP_S = 60;

/** A seeded pseudo-random source in [0, 1) (mulberry32, see prng.ts). */
const prng = (seed: number): (() => number) => createRng(seed).next;

function point(lat: number, lon: number, ele: number, ms: number, hr: number): string {
  const time = new Date(ms).toISOString().replace('.000Z', 'Z');
  return `<trkpt lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}">
 <ele>${ele.toFixed(1)}</ele>
 <time>${time}</time>
 <extensions>
  <gpxtpx:TrackPointExtension>
   <gpxtpx:hr>${Math.round(hr)}</gpxtpx:hr>
  </gpxtpx:TrackPointExtension>
 </extensions>
</trkpt>
`;
}

/** The file as string chunks (header, batches of points, footer), so huge files can be streamed. */
export function* gpxChunks(points: number, seed = 1, batch = 1000): Generator<string> {
  const rnd = prng(seed);
  let lat = 46.5;
  let lon = 6.6;
  let heading = rnd() * 2 * Math.PI;
  let hr = 120;
  yield HEADER;
  let parts: string[] = [];
  for (let i = 0; i < points; i++) {
    const stopped = i % STOP_EVERY < STOP_S && i >= STOP_EVERY;
    const speed = stopped ? 0 : 2.8 + rnd() * 0.8;
    heading += (rnd() - 0.5) * 0.2;
    lat += (Math.cos(heading) * speed + (rnd() - 0.5) * 0.5) / METRES_PER_DEG_LAT;
    lon +=
      (Math.sin(heading) * speed + (rnd() - 0.5) * 0.5) /
      (METRES_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
    const ele = 400 + 60 * Math.sin(i / 900) + (rnd() - 0.5) * 3;
    hr += ((stopped ? 100 : 150) - hr) * 0.02 + (rnd() - 0.5) * 2;
    parts.push(point(lat, lon, ele, START_MS + i * 1000, hr));
    if (parts.length === batch) {
      yield parts.join('');
      parts = [];
    }
  }
  yield parts.join('') + FOOTER;
}

/** The whole file as bytes. */
export function generateGpx(points: number, seed = 1): Uint8Array {
  return new TextEncoder().encode([...gpxChunks(points, seed)].join(''));
}
