/**
 * Where and how long the athlete stops. Traffic lights and short stops happen at random along city
 * routes (Poisson, TRAFFIC_STOPS_PER_KM); hikes have short breaks and a summit break; long rides
 * a café stop; occasionally a run or walk is paused on the watch. Long stops are sometimes a
 * "split": the watch was stopped, so the file gets a new segment and no points meanwhile.
 */
import type { DemoSport } from './physiology';
import type { Rng } from '../prng';
import type { Route } from './route';
import type { Pause } from './simulate';

export const TRAFFIC_STOPS_PER_KM: Record<DemoSport, number> = { run: 0.3, ride: 0.12, hike: 0, walk: 0.4 };
/** Pauses closer than this to the previous one are dropped, metres. */
const MIN_PAUSE_SPACING_M = 80;
/** No stop within this distance of the start or the end, metres. */
const END_MARGIN_M = 250;
export const SUMMIT_SPLIT_SHARE = 0.35;
export const CAFE_SPLIT_SHARE = 0.5;
export const CAFE_STOP_MIN_M = 50_000;

/** Knuth's Poisson sampler (fine for the small means used here). */
function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

function at(rng: Rng, route: Route, from: number, to: number): number {
  const lo = Math.max(END_MARGIN_M, route.length * from);
  const hi = Math.min(route.length - END_MARGIN_M, route.length * to);
  return rng.range(lo, Math.max(lo, hi));
}

function longBreaks(rng: Rng, sport: DemoSport, route: Route, alpine: boolean): Pause[] {
  const pauses: Pause[] = [];
  const secs = (min: number, max: number): number => Math.round(rng.range(min, max));
  if (sport === 'hike') {
    const shortBreaks = rng.int(1, 3);
    for (let i = 0; i < shortBreaks; i++)
      pauses.push({ atM: at(rng, route, 0.1, 0.9), durationS: secs(120, 420), split: false });
    if (alpine && route.highlightM !== null) {
      pauses.push({
        atM: route.highlightM,
        durationS: secs(600, 1800),
        split: rng.chance(SUMMIT_SPLIT_SHARE),
      });
    }
  } else if (sport === 'ride' && route.length >= CAFE_STOP_MIN_M && rng.chance(0.6)) {
    pauses.push({
      atM: at(rng, route, 0.45, 0.65),
      durationS: secs(900, 2100),
      split: rng.chance(CAFE_SPLIT_SHARE),
    });
  } else if (sport === 'run' && rng.chance(0.06)) {
    pauses.push({ atM: at(rng, route, 0.3, 0.8), durationS: secs(120, 360), split: true });
  } else if (sport === 'walk' && rng.chance(0.1)) {
    pauses.push({ atM: at(rng, route, 0.3, 0.7), durationS: secs(300, 900), split: rng.chance(0.3) });
  }
  return pauses;
}

export function planPauses(rng: Rng, sport: DemoSport, route: Route, alpine: boolean): Pause[] {
  const pauses = longBreaks(rng, sport, route, alpine);
  if (!alpine) {
    const stops = poisson(rng, (TRAFFIC_STOPS_PER_KM[sport] * route.length) / 1000);
    for (let i = 0; i < stops; i++) {
      const durationS = Math.round(rng.chance(0.75) ? rng.range(8, 45) : rng.range(45, 150));
      pauses.push({ atM: at(rng, route, 0, 1), durationS, split: false });
    }
  }
  pauses.sort((a, b) => a.atM - b.atM);
  const kept: Pause[] = [];
  for (const p of pauses) {
    const last = kept[kept.length - 1];
    if (!last || p.atM - last.atM >= MIN_PAUSE_SPACING_M) kept.push(p);
    else if (p.split || p.durationS > last.durationS) kept[kept.length - 1] = p;
  }
  return kept;
}
