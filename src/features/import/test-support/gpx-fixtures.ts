/** Small real GPX files for import tests: a straight line of n points 0.001° of latitude apart. */
const encoder = new TextEncoder();

export function makeGpx(name: string, n = 20, startLat = 47): string {
  const start = Date.UTC(2024, 4, 1, 7, 0, 0);
  const points = Array.from({ length: n }, (_, i) => {
    const time = new Date(start + i * 10_000).toISOString();
    return `<trkpt lat="${(startLat + i * 0.001).toFixed(6)}" lon="8.000000"><ele>${400 + i}</ele><time>${time}</time></trkpt>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="import-test" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>${name}</name><type>running</type><trkseg>
${points}
</trkseg></trk></gpx>`;
}

export const gpxBytes = (name: string, n?: number, startLat?: number): Uint8Array =>
  encoder.encode(makeGpx(name, n, startLat));

export const BROKEN_BYTES = encoder.encode('this is not a GPX file, just text\n');

/** A data logger's file: three outings of `n` points, 400 days apart (issue 19's logger rule). */
export function loggerGpxBytes(n = 20): Uint8Array {
  const day = 24 * 3_600_000;
  const outings = [0, 400, 800].map((d) => {
    const start = Date.UTC(2012, 10, 7, 9, 0, 0) + d * day;
    const points = Array.from({ length: n }, (_, i) => {
      const time = new Date(start + i * 10_000).toISOString();
      return `<trkpt lat="${(47 + i * 0.0003).toFixed(6)}" lon="8.000000"><time>${time}</time></trkpt>`;
    });
    return `<trkseg>${points.join('')}</trkseg>`;
  });
  return encoder.encode(`<?xml version="1.0"?>
<gpx version="1.1" creator="logger" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>Logger</name>${outings.join('\n')}</trk></gpx>`);
}

/** A GPX file of waypoints only: places, not an activity. */
export const WAYPOINTS_ONLY_BYTES = encoder.encode(`<?xml version="1.0"?>
<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
<wpt lat="47.1" lon="8.1"><name>Hut</name></wpt><wpt lat="47.2" lon="8.2"><name>Lake</name></wpt>
</gpx>`);
