/**
 * Generated activities along known routes, for the comparison tests and the compare benchmark
 * (never used by the app itself): a route is a list of waypoints; an activity walks it at a given
 * pace, one point per second, with seeded GPS noise, elevation from the distance along the route,
 * and heart rate and cadence that follow the pace. Deterministic for a given seed.
 */
import { destinationPoint, haversineM, interpolateGreatCircle } from '../geo';
import { allocTrackData } from '../track/track-data';
import type { TrackData } from '../track/types';
import { createRng } from '../prng';

export type LatLon = readonly [lat: number, lon: number];

/** How much of the previous point's position error carries over to the next point. */
export const NOISE_PERSISTENCE = 0.995;

/** A seeded pseudo-random source in [0, 1) (mulberry32, see prng.ts). */
const seeded = (seed: number): (() => number) => createRng(seed).next;

/** A closed loop of `corners` waypoints on a circle of `radiusM` around `centre`, clockwise from north. */
export function loopRoute(centre: LatLon, radiusM: number, corners = 24): LatLon[] {
  const out: LatLon[] = [];
  for (let k = 0; k <= corners; k++) {
    const p = destinationPoint(centre[0], centre[1], (360 * k) / corners, radiusM);
    out.push([p.lat, p.lon]);
  }
  return out;
}

/** A route from `start` going `legM` metres at each bearing in turn. */
export function legsRoute(start: LatLon, legs: readonly { bearingDeg: number; legM: number }[]): LatLon[] {
  const out: LatLon[] = [start];
  let [lat, lon] = start;
  for (const { bearingDeg, legM } of legs) {
    ({ lat, lon } = destinationPoint(lat, lon, bearingDeg, legM));
    out.push([lat, lon]);
  }
  return out;
}

export interface GeneratedActivityOptions {
  /** Epoch ms of the first point. */
  startMs: number;
  /** Average speed, m/s. */
  speedMps: number;
  /** Total time, seconds (the route is repeated from its start if it is shorter than that). */
  durationS?: number;
  /**
   * Size of the GPS position error, metres (0: exact). The error wanders slowly, as a receiver's
   * does (an AR(1) process with NOISE_PERSISTENCE per point), rather than jumping every point.
   */
  noiseM?: number;
  seed?: number;
  /** Seconds between points. */
  stepS?: number;
}

/** Cumulative distance along the waypoints, metres. */
function legLengths(route: readonly LatLon[]): number[] {
  const cum = [0];
  for (let k = 1; k < route.length; k++) {
    cum.push(cum[k - 1]! + haversineM(route[k - 1]![0], route[k - 1]![1], route[k]![0], route[k]![1]));
  }
  return cum;
}

/** The point `along` metres along the route (past the end: the end). */
function pointAlong(
  route: readonly LatLon[],
  cum: readonly number[],
  along: number,
): { lat: number; lon: number } {
  let k = 1;
  while (k < cum.length - 1 && cum[k]! < along) k++;
  const a = route[k - 1]!;
  const b = route[k]!;
  const len = cum[k]! - cum[k - 1]!;
  const f = len > 0 ? Math.min(1, Math.max(0, (along - cum[k - 1]!) / len)) : 0;
  return interpolateGreatCircle(a[0], a[1], b[0], b[1], f);
}

/**
 * One activity along `route`: ends at the route's end, or after durationS when given (whichever
 * comes first). Speed varies smoothly by ±10 % around speedMps.
 */
export function generateActivity(route: readonly LatLon[], options: GeneratedActivityOptions): TrackData {
  const { startMs, speedMps, noiseM = 0, seed = 1, stepS = 1 } = options;
  const cum = legLengths(route);
  const total = cum[cum.length - 1]!;
  const maxS = options.durationS ?? total / (speedMps * 0.85);
  const rand = seeded(seed);
  const lat: number[] = [];
  const lon: number[] = [];
  const ele: number[] = [];
  const hr: number[] = [];
  const cad: number[] = [];
  const time: number[] = [];
  let along = 0;
  let north = noiseM * (rand() * 2 - 1);
  let east = noiseM * (rand() * 2 - 1);
  const kick = noiseM * Math.sqrt(1 - NOISE_PERSISTENCE ** 2);
  for (let s = 0; s <= maxS && along <= total; s += stepS) {
    const p = pointAlong(route, cum, along);
    north = NOISE_PERSISTENCE * north + kick * (rand() * 2 - 1);
    east = NOISE_PERSISTENCE * east + kick * (rand() * 2 - 1);
    lat.push(p.lat + north / 111_195);
    lon.push(p.lon + east / (111_195 * Math.cos((p.lat * Math.PI) / 180)));
    ele.push(200 + 40 * Math.sin(along / 1500) + 15 * Math.sin(along / 370));
    const speed = speedMps * (1 + 0.1 * Math.sin(s / 300 + seed));
    hr.push(Math.round(120 + 12 * speed + 10 * (s / Math.max(maxS, 1))));
    cad.push(Math.round(80 + 4 * speed));
    time.push(startMs + s * 1000);
    along += speed * stepS;
  }
  const t = allocTrackData(lat.length);
  t.lat.set(lat);
  t.lon.set(lon);
  t.ele.set(ele);
  t.hr.set(hr);
  t.cad.set(cad);
  t.time.set(time);
  return t;
}

/** The track as a GPX 1.1 document (Garmin TrackPointExtension for heart rate and cadence). */
export function trackToGpx(track: TrackData, name: string, type = 'running'): string {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="compare-fixtures" xmlns="http://www.topografix.com/GPX/1/1"',
    ' xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">',
    `<trk><name>${name.replace(/[<&>]/g, '')}</name><type>${type}</type><trkseg>`,
  ];
  for (let i = 0; i < track.length; i++) {
    parts.push(
      `<trkpt lat="${track.lat[i]!.toFixed(7)}" lon="${track.lon[i]!.toFixed(7)}"><ele>${track.ele[i]!.toFixed(1)}</ele>` +
        `<time>${new Date(track.time[i]!).toISOString()}</time><extensions><gpxtpx:TrackPointExtension>` +
        `<gpxtpx:hr>${track.hr[i]!}</gpxtpx:hr><gpxtpx:cad>${track.cad[i]!}</gpxtpx:cad>` +
        '</gpxtpx:TrackPointExtension></extensions></trkpt>',
    );
  }
  parts.push('</trkseg></trk></gpx>');
  return parts.join('\n');
}
