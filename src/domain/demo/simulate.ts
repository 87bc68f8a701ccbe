/**
 * Moves the athlete along a route second by second and records points the way a GPS watch does:
 * "smart recording" intervals of 1-5 s (shorter in turns), GPS position noise (AR(1), a few metres,
 * so stops show stationary jitter), barometric or GPS altitude noise (so naive summing of elevation
 * overstates climbing), heart rate lagging effort, and cadence.
 */
import { cadenceAt, effortAt, steadyHeartRate, HR_FALL_S, HR_RISE_S, type DemoSport } from './physiology';
import type { Rng } from '../prng';
import type { Route } from './route';

export interface Pause {
  /** Where along the route, metres. */
  atM: number;
  durationS: number;
  /** The watch was stopped: the recording splits into a new segment and nothing is recorded meanwhile. */
  split: boolean;
}

export type Altimeter = 'baro' | 'gps';

export interface SimulationOptions {
  sport: DemoSport;
  route: Route;
  /** Flat speed (m/s) for run, hike, walk; held power (W) for ride. */
  base: number;
  maxSpeed: number;
  /** Sorted by atM. */
  pauses: readonly Pause[];
  /** 1 = every-second recording; otherwise the typical smart-recording interval, seconds (max 5). */
  intervalS: number;
  gpsSigmaM: number;
  altimeter: Altimeter;
}

/** Columns in the route's metric frame; times are seconds since the start. */
export interface Recording {
  x: number[];
  y: number[];
  ele: number[];
  timeS: number[];
  hr: number[];
  cad: number[];
  /** Index of the first point of each segment. */
  segmentStarts: number[];
}

/** Heading change (radians) since the last point above which smart recording writes sooner. */
const TURN_RAD = 0.3;
/** GPS position error: a slowly wandering offset (sigma = gpsSigmaM, correlation GPS_CORRELATION_S) plus white noise. */
const GPS_CORRELATION_S = 90;
const GPS_WHITE_M = 0.3;
const SPEED_RESPONSE_S: Record<DemoSport, number> = { run: 4, ride: 8, hike: 3, walk: 3 };
const SPEED_WOBBLE = 0.05;
const SPEED_WOBBLE_S = 90;
/** Altitude noise: slow drift (sigma m, correlation s) plus white noise (sigma m). */
const ALTIMETER_NOISE: Record<Altimeter, { driftM: number; driftS: number; whiteM: number }> = {
  baro: { driftM: 3, driftS: 600, whiteM: 0.3 },
  gps: { driftM: 5, driftS: 120, whiteM: 1 },
};

/** One step of a stationary AR(1) process with standard deviation sigma. */
function ar1(value: number, dt: number, tau: number, sigma: number, rng: Rng): number {
  const rho = Math.exp(-dt / tau);
  return rho * value + sigma * Math.sqrt(1 - rho * rho) * rng.normal();
}

/** Linear interpolation between a[i] and a[i + 1]. */
function lerp(a: Float64Array, i: number, f: number): number {
  const v = a[i] ?? 0;
  return v + ((a[i + 1] ?? v) - v) * f;
}

class Simulator {
  readonly out: Recording = { x: [], y: [], ele: [], timeS: [], hr: [], cad: [], segmentStarts: [0] };
  private d = 0;
  private t = 0;
  private v = 0;
  private vertex = 0;
  private hr: number;
  private lastHeading: number;
  private wobble = 0;
  private noise = { x: 0, y: 0, drift: 0 };
  private intensity = 0;
  private powerW = 0;

  constructor(
    private readonly o: SimulationOptions,
    private readonly rng: Rng,
  ) {
    this.hr = steadyHeartRate(0.15) + rng.range(0, 10);
    this.lastHeading = o.route.heading[0] ?? 0;
    this.noise.drift = rng.normal() * ALTIMETER_NOISE[o.altimeter].driftM;
  }

  run(): Recording {
    const { route, pauses } = this.o;
    let next = 0;
    this.record(0);
    while (this.d < route.length) {
      const dt = this.interval();
      this.advanceSpeed(dt);
      const pause = pauses[next];
      const reach = this.d + this.v * dt;
      if (pause && reach >= pause.atM) {
        if (pause.atM > this.d) this.move(pause.atM, Math.max(1, Math.round((pause.atM - this.d) / this.v)));
        this.stop(pause);
        next++;
        continue;
      }
      this.move(Math.min(reach, route.length), dt);
    }
    return this.out;
  }

  private interval(): number {
    const { intervalS } = this.o;
    if (intervalS <= 1) return 1;
    const heading = this.o.route.heading[this.vertex] ?? 0;
    let turn = Math.abs(heading - this.lastHeading);
    if (turn > Math.PI) turn = 2 * Math.PI - turn;
    if (turn > TURN_RAD) return this.rng.int(1, 2);
    return Math.min(5, Math.max(1, intervalS + this.rng.int(-1, 1)));
  }

  private advanceSpeed(dt: number): void {
    const { route, sport, base, maxSpeed } = this.o;
    const effort = effortAt(
      sport,
      route.grade[this.vertex] ?? 0,
      route.ele[this.vertex] ?? 0,
      base,
      maxSpeed,
    );
    this.wobble = ar1(this.wobble, dt, SPEED_WOBBLE_S, SPEED_WOBBLE, this.rng);
    const wanted = effort.speed * (1 + this.wobble);
    this.v += (wanted - this.v) * (1 - Math.exp(-dt / SPEED_RESPONSE_S[sport]));
    this.v = Math.max(0.3, this.v);
    this.intensity = effort.intensity * (this.v / Math.max(0.3, effort.speed));
    this.powerW = effort.powerW;
  }

  private move(toM: number, dt: number): void {
    this.d = toM;
    this.t += dt;
    this.record(dt);
  }

  /** A stop: stationary points with GPS jitter, or (split) a gap and a new segment. */
  private stop(pause: Pause): void {
    this.v = 0;
    this.intensity = 0;
    if (pause.split) {
      this.t += pause.durationS;
      this.hr = Math.max(this.hr - pause.durationS / 6, steadyHeartRate(0.1));
      this.out.segmentStarts.push(this.out.x.length);
      this.record(pause.durationS);
      return;
    }
    const end = this.t + pause.durationS;
    while (this.t < end) {
      const dt = this.rng.int(4, 5);
      this.t += dt;
      this.record(dt);
    }
  }

  private record(dt: number): void {
    const { route, gpsSigmaM, altimeter, sport } = this.o;
    const { dist, x, y, ele } = route;
    while (this.vertex < dist.length - 2 && (dist[this.vertex + 1] ?? 0) <= this.d) this.vertex++;
    const i = this.vertex;
    const d0 = dist[i] ?? 0;
    const span = (dist[i + 1] ?? d0) - d0;
    const f = span > 0 ? Math.min(1, (this.d - d0) / span) : 0;
    const step = Math.max(dt, 1);
    this.noise.x = ar1(this.noise.x, step, GPS_CORRELATION_S, gpsSigmaM, this.rng);
    this.noise.y = ar1(this.noise.y, step, GPS_CORRELATION_S, gpsSigmaM, this.rng);
    const alt = ALTIMETER_NOISE[altimeter];
    this.noise.drift = ar1(this.noise.drift, step, alt.driftS, alt.driftM, this.rng);
    this.updateHeartRate(step);
    const out = this.out;
    out.x.push(lerp(x, i, f) + this.noise.x + GPS_WHITE_M * this.rng.normal());
    out.y.push(lerp(y, i, f) + this.noise.y + GPS_WHITE_M * this.rng.normal());
    out.ele.push(lerp(ele, i, f) + this.noise.drift + alt.whiteM * this.rng.normal());
    out.timeS.push(this.t);
    out.hr.push(Math.round(this.hr + this.rng.normal()));
    out.cad.push(Math.round(cadenceAt(sport, this.v, route.grade[i] ?? 0, this.powerW, this.rng.normal())));
    this.lastHeading = route.heading[i] ?? 0;
  }

  private updateHeartRate(dt: number): void {
    const minutes = this.t / 60;
    const drift = Math.min(10, 0.05 * minutes * this.intensity);
    const target = steadyHeartRate(this.intensity) + drift;
    const tau = target > this.hr ? HR_RISE_S : HR_FALL_S;
    this.hr += (target - this.hr) * (1 - Math.exp(-dt / tau));
  }
}

export function simulate(options: SimulationOptions, rng: Rng): Recording {
  return new Simulator(options, rng).run();
}
