/**
 * Test helpers (used only by *.test.ts): roads as polylines in local metres and tracks driven along
 * them whose true crossing times are known exactly.
 */
import { METRES_PER_DEGREE, cosLatitude } from '../geo';
import type { PointInput } from '../track/track-data';
import { gaussian, T0 } from '../stats/test-tracks';
import { buildSegment } from './build-segment';
import type { Segment } from './types';

export const LAT0 = 46.5;
export const LON0 = 6.6;
const KX = METRES_PER_DEGREE * cosLatitude(LAT0);

export type Xy = readonly [number, number];

export function toLatLon([x, y]: Xy): { lat: number; lon: number } {
  return { lat: LAT0 + y / METRES_PER_DEGREE, lon: LON0 + x / KX };
}

/** A polyline; positions before 0 and past its length extend its first and last edges straight on. */
export class Road {
  private readonly cum: number[] = [0];
  constructor(readonly vertices: readonly Xy[]) {
    for (let i = 1; i < vertices.length; i++) {
      const [x0, y0] = vertices[i - 1]!;
      const [x1, y1] = vertices[i]!;
      this.cum.push(this.cum[i - 1]! + Math.hypot(x1 - x0, y1 - y0));
    }
  }
  get length(): number {
    return this.cum[this.cum.length - 1]!;
  }
  /** Position at distance s along, and the unit normal to the right of travel. */
  at(s: number): { p: Xy; right: Xy } {
    let e = 0;
    while (e < this.vertices.length - 2 && this.cum[e + 1]! < s) e++;
    const [x0, y0] = this.vertices[e]!;
    const [x1, y1] = this.vertices[e + 1]!;
    const len = this.cum[e + 1]! - this.cum[e]!;
    const u = (s - this.cum[e]!) / len;
    const dx = (x1 - x0) / len;
    const dy = (y1 - y0) / len;
    return { p: [x0 + u * (x1 - x0), y0 + u * (y1 - y0)], right: [dy, -dx] };
  }
  /** The road as a segment, a vertex every stepM. */
  segment(name = 'Test road', stepM = 10): Segment {
    const lat: number[] = [];
    const lon: number[] = [];
    const ele: number[] = [];
    const steps = Math.round(this.length / stepM);
    for (let k = 0; k <= steps; k++) {
      const q = toLatLon(this.at((this.length * k) / steps).p);
      lat.push(q.lat);
      lon.push(q.lon);
      ele.push(NaN);
    }
    return buildSegment({ id: 'seg', name, points: { lat, lon, ele }, createdAt: 0, source: 'gpx' });
  }
}

export interface DriveOptions {
  /** Distance along the road at each second from t0: a function of elapsed seconds. */
  position: (tS: number) => number;
  durationS: number;
  /** Epoch ms of the first point. */
  t0?: number;
  /** Seconds between points. */
  dtS?: number;
  /** Offset to the right of the road, metres. */
  offsetM?: number;
  /** GPS noise, standard deviation per axis, metres, and its PRNG. */
  noiseM?: number;
  rand?: () => number;
  /** Extra per-point channels. */
  extra?: (tS: number) => Partial<PointInput>;
  /** Where the track leaves the road: a sideways offset (metres) as a function of position. */
  sideways?: (s: number) => number;
}

/** Points along a road at known times (see DriveOptions). */
export function drive(road: Road, o: DriveOptions): PointInput[] {
  const dt = o.dtS ?? 1;
  const t0 = o.t0 ?? T0;
  const out: PointInput[] = [];
  for (let tS = 0; tS <= o.durationS + 1e-9; tS += dt) {
    const s = o.position(tS);
    const { p, right } = road.at(s);
    const side = (o.offsetM ?? 0) + (o.sideways?.(s) ?? 0);
    const nx = o.noiseM && o.rand ? gaussian(o.rand) * o.noiseM : 0;
    const ny = o.noiseM && o.rand ? gaussian(o.rand) * o.noiseM : 0;
    const q = toLatLon([p[0] + side * right[0] + nx, p[1] + side * right[1] + ny]);
    out.push({ ...q, time: t0 + tS * 1000, ...(o.extra?.(tS) ?? {}) });
  }
  return out;
}
