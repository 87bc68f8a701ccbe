/**
 * What the athlete does: the sport for the day, the route (a favourite that recurs, or a fresh
 * one), and how hard they go. Favourite routes are generated from a seed that depends only on the
 * demo seed, city, sport and favourite number, so the same path recurs across many activities.
 */
import { buildSummitRoute } from './mountain-route';
import type { DemoSport } from './physiology';
import { ATHLETE } from './physiology';
import { CITIES, type City } from './places';
import { createRng, hashSeed, type Rng } from '../prng';
import { buildCityRoute, type Route, type RouteKind } from './route';
import { cityTerrain, trailheadDistance } from './terrain';

export const SPORT_INDEX: Record<DemoSport, number> = { run: 0, ride: 1, hike: 2, walk: 3 };

/** Chance that an activity follows one of the favourite routes. */
export const FAVOURITE_SHARE = 0.45;
/** Share of hikes that are alpine (in the city's mountain area) rather than local. */
export const ALPINE_HIKE_SHARE = 0.75;
/** Climb of alpine hikes, metres (capped at ALPINE_MAX_RELIEF_SHARE of the mountain's relief). */
export const ALPINE_CLIMB_M: readonly [number, number] = [800, 1500];
const ALPINE_MAX_RELIEF_SHARE = 0.92;
export const HIKE_LENGTH_M: readonly [number, number] = [8000, 20000];

export interface Course {
  route: Route;
  originLat: number;
  originLon: number;
  /** Name of the favourite route, null for a one-off. */
  favouriteName: string | null;
  /** A long outing (long run, long ride, alpine hike): starts in the morning. */
  long: boolean;
  /** In the city's mountain area (no traffic lights; summit break). */
  alpine: boolean;
  /** Flat speed (m/s) or held power (W, rides). */
  base: number;
  maxSpeed: number;
}

export interface CourseContext {
  seed: number;
  cityIndex: number;
  sport: DemoSport;
  weekend: boolean;
  /** 0..1 through the history: fitness improves a little over the two years. */
  progress: number;
}

interface FavouriteSpec {
  weekend: boolean;
  km: readonly [number, number];
  loopShare: number;
}

const FAVOURITES: Record<Exclude<DemoSport, 'hike'>, readonly FavouriteSpec[]> = {
  run: [
    { weekend: false, km: [5, 7], loopShare: 1 },
    { weekend: false, km: [8, 11], loopShare: 0.5 },
    { weekend: true, km: [15, 21], loopShare: 0.4 },
  ],
  ride: [
    { weekend: false, km: [25, 40], loopShare: 0.7 },
    { weekend: true, km: [55, 90], loopShare: 0.5 },
  ],
  walk: [
    { weekend: false, km: [3, 5], loopShare: 1 },
    { weekend: true, km: [4, 7], loopShare: 1 },
  ],
};

export function pickSport(rng: Rng, weekend: boolean): DemoSport {
  const u = rng.next();
  if (weekend) return u < 0.33 ? 'run' : u < 0.63 ? 'ride' : u < 0.85 ? 'hike' : 'walk';
  return u < 0.64 ? 'run' : u < 0.88 ? 'ride' : u < 0.91 ? 'hike' : 'walk';
}

/** Uniform in [min, max) but skewed towards min (more short outings than long ones). */
function skewed(rng: Rng, min: number, max: number): number {
  const u = rng.next();
  return min + (max - min) * u * u;
}

function homePoint(seed: number, cityIndex: number): [number, number] {
  const rng = createRng(hashSeed(seed, cityIndex, 3));
  const r = rng.range(200, 900);
  const a = rng.range(0, 2 * Math.PI);
  return [r * Math.sin(a), r * Math.cos(a)];
}

function cityCourse(
  rng: Rng,
  ctx: CourseContext,
  lengthM: number,
  kind: RouteKind,
  start: [number, number],
): Route {
  const city = cityOf(ctx);
  return buildCityRoute(rng, cityTerrain(city), {
    kind,
    lengthM,
    startX: start[0],
    startY: start[1],
    sector: city.landSector,
  });
}

function cityOf(ctx: CourseContext): City {
  const city = CITIES[ctx.cityIndex];
  if (!city) throw new RangeError(`no demo city ${ctx.cityIndex}`);
  return city;
}

/** Effort for the day: flat speed or power, with a slow fitness gain and day-to-day form. */
function baseEffort(rng: Rng, ctx: CourseContext, long: boolean, lengthM: number): number {
  const form = (0.97 + 0.06 * ctx.progress) * (1 + 0.02 * rng.normal());
  switch (ctx.sport) {
    case 'run':
      if (long) return rng.range(2.7, 3.0) * form;
      return (lengthM <= 10000 && rng.chance(0.2) ? rng.range(3.4, 3.75) : rng.range(2.75, 3.15)) * form;
    case 'ride':
      return ATHLETE.ftpW * (long ? rng.range(0.58, 0.68) : rng.range(0.62, 0.74)) * form;
    case 'hike':
      return rng.range(1.25, 1.45) * form;
    case 'walk':
      return rng.range(1.2, 1.4);
  }
}

const MAX_SPEED: Record<DemoSport, number> = { run: 6, ride: 14, hike: 2.5, walk: 2.2 };

function favouriteName(city: City, sport: DemoSport, k: number, kind: RouteKind): string {
  const place = city.routeNames[(k + SPORT_INDEX[sport]) % city.routeNames.length] ?? city.name;
  if (sport === 'ride') return `${place} Ride`;
  if (sport === 'walk') return `${place} Walk`;
  return `${place} ${kind === 'loop' ? 'Loop' : 'Out & Back'}`;
}

function freshCityLength(rng: Rng, sport: DemoSport, weekend: boolean): { km: number; long: boolean } {
  if (sport === 'run') {
    if (weekend && rng.chance(0.55)) return { km: rng.range(14, 21), long: true };
    return { km: weekend ? rng.range(6, 12) : skewed(rng, 5, 11), long: false };
  }
  if (sport === 'ride')
    return weekend ? { km: skewed(rng, 40, 100), long: true } : { km: rng.range(20, 35), long: false };
  if (sport === 'hike') return { km: rng.range(8, 12), long: false };
  return { km: rng.range(3, 7), long: false };
}

type Placed = Omit<Course, 'base' | 'maxSpeed' | 'alpine'>;

function cityActivity(rng: Rng, ctx: CourseContext): Placed {
  const city = cityOf(ctx);
  const home = homePoint(ctx.seed, ctx.cityIndex);
  const favourites = ctx.sport === 'hike' ? [] : FAVOURITES[ctx.sport];
  const candidates = favourites.map((f, k) => ({ f, k })).filter(({ f }) => ctx.weekend || !f.weekend);
  if (candidates.length > 0 && rng.chance(FAVOURITE_SHARE)) {
    const { f, k } = rng.pick(candidates);
    const frng = createRng(hashSeed(ctx.seed, ctx.cityIndex, SPORT_INDEX[ctx.sport], k, 2));
    const kind: RouteKind = frng.chance(f.loopShare) ? 'loop' : 'out-and-back';
    const lengthM = frng.range(f.km[0], f.km[1]) * 1000;
    const route = cityCourse(frng, ctx, lengthM, kind, home);
    return {
      route,
      originLat: city.lat,
      originLon: city.lon,
      favouriteName: favouriteName(city, ctx.sport, k, kind),
      long: f.weekend,
    };
  }
  const { km, long } = freshCityLength(rng, ctx.sport, ctx.weekend);
  const kind: RouteKind = rng.chance(ctx.sport === 'walk' ? 0.8 : 0.6) ? 'loop' : 'out-and-back';
  const a = rng.range(0, 2 * Math.PI);
  const r = rng.range(0, 2000);
  const start: [number, number] = rng.chance(0.7)
    ? home
    : [home[0] + r * Math.sin(a), home[1] + r * Math.cos(a)];
  const route = cityCourse(rng, ctx, km * 1000, kind, start);
  return { route, originLat: city.lat, originLon: city.lon, favouriteName: null, long };
}

function alpineHike(rng: Rng, ctx: CourseContext): Placed {
  const { mountain } = cityOf(ctx);
  const favourite = rng.chance(FAVOURITE_SHARE) ? rng.int(0, 1) : null;
  const hrng =
    favourite === null ? rng : createRng(hashSeed(ctx.seed, ctx.cityIndex, SPORT_INDEX.hike, favourite, 4));
  const relief = mountain.summitEleM - mountain.valleyEleM;
  const climbM = Math.min(hrng.range(ALPINE_CLIMB_M[0], ALPINE_CLIMB_M[1]), ALPINE_MAX_RELIEF_SHARE * relief);
  const direct = 2 * trailheadDistance(mountain, climbM);
  const lengthM = Math.min(HIKE_LENGTH_M[1], Math.max(HIKE_LENGTH_M[0], direct * hrng.range(1.3, 1.9)));
  const kind: RouteKind = hrng.chance(0.45) ? 'loop' : 'out-and-back';
  const route = buildSummitRoute(hrng, mountain, { kind, climbM, lengthM });
  const favouriteName =
    favourite === null
      ? null
      : `${mountain.name} ${favourite === 0 ? 'Summit' : 'Ridge'} ${kind === 'loop' ? 'Loop' : 'Hike'}`;
  return { route, originLat: mountain.lat, originLon: mountain.lon, favouriteName, long: true };
}

export function planCourse(rng: Rng, ctx: CourseContext): Course {
  const alpine = ctx.sport === 'hike' && rng.chance(ALPINE_HIKE_SHARE);
  const course = alpine ? alpineHike(rng, ctx) : cityActivity(rng, ctx);
  const base = baseEffort(rng, ctx, course.long, course.route.length);
  return { ...course, alpine, base, maxSpeed: MAX_SPEED[ctx.sport] };
}
