/**
 * Deterministic demo GPX files: `generateDemoActivity(i, { seed, count })` always returns the same
 * string for the same seed, index, count and end date (seeded PRNG only: no Math.random, no clock).
 * Pure TypeScript without Node or DOM APIs, so the app runs it in the browser and the scripts in Node.
 */
import {
  cityIndexForDay,
  dayOffsetFor,
  DEFAULT_END_DATE,
  firstLocalDay,
  isWeekend,
  partOfDay,
  SPAN_DAYS,
  startSecondsOfDay,
} from './calendar';
import { planCourse, pickSport, type Course } from './course';
import { pickDevice, type Device } from './device';
import { DAY_MS, localToUtc, utcOffsetAt } from './local-time';
import { planPauses } from './pauses';
import type { DemoSport } from './physiology';
import { CITIES, type City } from './places';
import { createRng, hashSeed } from '../prng';
import type { Route, RouteKind } from './route';
import { simulate, type Pause, type Recording } from './simulate';
import { writeGpx, type GpxTrack } from './write-gpx';

export interface DemoOptions {
  seed: number;
  /** Size of the whole set: activities are spread over two years in index order. */
  count: number;
  /** Epoch ms; every activity ends before it. Default DEFAULT_END_DATE (end of 2026-10-31 UTC). */
  endDate?: number;
}

export interface DemoFile {
  fileName: string;
  gpx: string;
}

/** Metres per degree of latitude on a 6,371 km sphere (the radius haversine distances use). */
export const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;
/** One file in NO_TIME_EVERY has no times (and so no sensor data); one in NO_ELEVATION_EVERY no <ele>. */
export const NO_TIME_EVERY = 40;
export const NO_ELEVATION_EVERY = 33;

const GPX_TYPE: Record<DemoSport, string> = {
  run: 'running',
  ride: 'cycling',
  hike: 'hiking',
  walk: 'walking',
};
const SPORT_LABEL: Record<DemoSport, string> = { run: 'Run', ride: 'Ride', hike: 'Hike', walk: 'Walk' };

function validate(index: number, options: DemoOptions): void {
  const { seed, count, endDate } = options;
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`demo count must be a positive integer, got ${count}`);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count)
    throw new RangeError(`demo index must be an integer in [0, ${count}), got ${index}`);
  if (!Number.isSafeInteger(seed)) throw new RangeError(`demo seed must be an integer, got ${seed}`);
  if (endDate !== undefined && !Number.isFinite(endDate))
    throw new RangeError(`demo endDate must be epoch milliseconds, got ${endDate}`);
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Columns {
  lat: number[];
  lon: number[];
  time: number[];
}

function toGeo(rec: Recording, originLat: number, originLon: number, startMs: number): Columns {
  const perLon = METRES_PER_DEGREE * Math.cos((originLat * Math.PI) / 180);
  return {
    lat: rec.y.map((y) => originLat + y / METRES_PER_DEGREE),
    lon: rec.x.map((x) => originLon + x / perLon),
    time: rec.timeS.map((s) => startMs + s * 1000),
  };
}

/** The known answers behind a generated file (for tests of the statistics: what the file should show). */
export interface DemoTruth {
  sport: DemoSport;
  /** City, or the mountain area for alpine hikes. */
  place: string;
  name: string;
  /** Name of the recurring route, null for a one-off route. */
  favourite: string | null;
  routeKind: RouteKind;
  /** Length of the noise-free route, metres. */
  routeLengthM: number;
  /** Sum of the rises of the noise-free terrain along the route, metres. */
  routeGainM: number;
  /** First point time (epoch ms), also when the file does not write times. */
  startMs: number;
  /** Local UTC offset at the start, minutes. */
  utcOffsetMin: number;
  /** Offset written in the file's times, null when they are written in UTC (Z) or absent. */
  writtenOffsetMin: number | null;
  hasTime: boolean;
  hasElevation: boolean;
  hasHeartRate: boolean;
  hasCadence: boolean;
  points: number;
  segments: number;
  pauses: readonly Pause[];
}

export interface DetailedDemoFile extends DemoFile {
  truth: DemoTruth;
}

interface Planned {
  fileName: string;
  name: string;
  sport: DemoSport;
  city: City;
  course: Course;
  startMs: number;
  utcOffsetMin: number;
  pauses: Pause[];
  device: Device;
  hasTime: boolean;
  hasElevation: boolean;
}

/** Everything about activity `index` except the recorded points. */
function plan(index: number, options: DemoOptions): Planned {
  const { seed, count } = options;
  const rng = createRng(hashSeed(seed, index, 1));
  const dayOffset = dayOffsetFor(index, count, rng);
  const localDay = firstLocalDay(options.endDate ?? DEFAULT_END_DATE) + dayOffset;
  const cityIndex = cityIndexForDay(seed, dayOffset);
  const city = CITIES[cityIndex];
  if (!city) throw new RangeError(`no demo city ${cityIndex}`);
  const weekend = isWeekend(localDay);
  const sport = pickSport(rng, weekend);
  const course = planCourse(rng, { seed, cityIndex, sport, weekend, progress: dayOffset / SPAN_DAYS });
  const seconds = startSecondsOfDay(rng, weekend, course.long, sport === 'walk');
  const startMs = localToUtc(city.dst, city.standardOffsetMin, localDay * DAY_MS, seconds);
  const pauses = planPauses(rng, sport, course.route, course.alpine);
  const expectedS = course.route.length / (sport === 'ride' ? 7 : course.base);
  const hasTime = (index + (hashSeed(seed, 7) % NO_TIME_EVERY)) % NO_TIME_EVERY !== 0;
  const noElevation =
    hasTime && (index + (hashSeed(seed, 8) % NO_ELEVATION_EVERY)) % NO_ELEVATION_EVERY === 0;
  const name = course.favouriteName ?? `${partOfDay(seconds)} ${SPORT_LABEL[sport]}`;
  const date = new Date(localDay * DAY_MS).toISOString().slice(0, 10);
  const number = String(index).padStart(String(count - 1).length, '0');
  return {
    fileName: `${date}_${number}_${slug(name)}.gpx`,
    name,
    sport,
    city,
    course,
    startMs,
    utcOffsetMin: utcOffsetAt(city.dst, city.standardOffsetMin, startMs),
    pauses,
    device: pickDevice(rng, sport, city.id, expectedS),
    hasTime,
    hasElevation: !noElevation,
  };
}

function routeGain(route: Route): number {
  let gain = 0;
  for (let i = 1; i < route.ele.length; i++)
    gain += Math.max(0, (route.ele[i] ?? 0) - (route.ele[i - 1] ?? 0));
  return gain;
}

function truthOf(p: Planned, rec: Recording): DemoTruth {
  const { course, device, hasTime } = p;
  return {
    sport: p.sport,
    place: course.alpine ? p.city.mountain.name : p.city.name,
    name: p.name,
    favourite: course.favouriteName,
    routeKind: course.route.kind,
    routeLengthM: course.route.length,
    routeGainM: routeGain(course.route),
    startMs: p.startMs,
    utcOffsetMin: p.utcOffsetMin,
    writtenOffsetMin: hasTime && device.localOffset ? p.utcOffsetMin : null,
    hasTime,
    hasElevation: p.hasElevation,
    hasHeartRate: hasTime && device.hasHr,
    hasCadence: hasTime && device.hasCad,
    points: rec.x.length,
    segments: rec.segmentStarts.length,
    pauses: p.pauses,
  };
}

function recordingOf(index: number, options: DemoOptions): { p: Planned; rec: Recording } {
  validate(index, options);
  const p = plan(index, options);
  const { course, device } = p;
  const rec = simulate(
    {
      sport: p.sport,
      route: course.route,
      base: course.base,
      maxSpeed: course.maxSpeed,
      pauses: p.pauses,
      intervalS: device.intervalS,
      gpsSigmaM: device.gpsSigmaM,
      altimeter: device.altimeter,
    },
    createRng(hashSeed(options.seed, index, 2)),
  );
  return { p, rec };
}

/** The activity, its GPX text and the truth behind it: see the module comment for determinism. */
export function generateDemoActivityDetailed(index: number, options: DemoOptions): DetailedDemoFile {
  const { p, rec } = recordingOf(index, options);
  return { fileName: p.fileName, gpx: renderGpx(rec, p), truth: truthOf(p, rec) };
}

/**
 * What the GPX file of a demo activity holds, as columns, for writers of other formats (TCX, FIT):
 * the GPX writer's track columns (creator is the recording device or app; time is null for the one
 * file in NO_TIME_EVERY without times) plus the file's base name and the sport.
 */
export interface DemoTrack extends Pick<
  GpxTrack,
  'creator' | 'name' | 'lat' | 'lon' | 'ele' | 'time' | 'hr' | 'cad' | 'segmentStarts'
> {
  /** The GPX file name without ".gpx". */
  baseName: string;
  sport: DemoSport;
}

/** The same activity as generateDemoActivity, as columns (same seed, index and count). */
export function generateDemoTrack(index: number, options: DemoOptions): DemoTrack {
  const { p, rec } = recordingOf(index, options);
  const geo = toGeo(rec, p.course.originLat, p.course.originLon, p.startMs);
  const { device } = p;
  return {
    baseName: p.fileName.replace(/\.gpx$/, ''),
    name: p.name,
    sport: p.sport,
    creator: device.creator,
    lat: geo.lat,
    lon: geo.lon,
    ele: p.hasElevation ? rec.ele : null,
    time: p.hasTime ? geo.time : null,
    hr: p.hasTime && device.hasHr ? rec.hr : null,
    cad: p.hasTime && device.hasCad ? rec.cad : null,
    segmentStarts: rec.segmentStarts,
  };
}

/** The activity's file name and GPX text: see the module comment for determinism. */
export function generateDemoActivity(index: number, options: DemoOptions): DemoFile {
  const { fileName, gpx } = generateDemoActivityDetailed(index, options);
  return { fileName, gpx };
}

function renderGpx(rec: Recording, o: Planned): string {
  const geo = toGeo(rec, o.course.originLat, o.course.originLon, o.startMs);
  const { device } = o;
  return writeGpx({
    creator: device.creator,
    name: o.name,
    type: GPX_TYPE[o.sport],
    indent: device.indent,
    coordDecimals: device.coordDecimals,
    offsetMin: device.localOffset ? o.utcOffsetMin : null,
    lat: geo.lat,
    lon: geo.lon,
    ele: o.hasElevation ? rec.ele : null,
    time: o.hasTime ? geo.time : null,
    hr: o.hasTime && device.hasHr ? rec.hr : null,
    cad: o.hasTime && device.hasCad ? rec.cad : null,
    segmentStarts: rec.segmentStarts,
  });
}

/** The files of a demo set of `count` activities, in chronological order. */
export function* generateDemoSet(count: number, seed = 1): Generator<DemoFile> {
  for (let i = 0; i < count; i++) yield generateDemoActivity(i, { seed, count });
}
