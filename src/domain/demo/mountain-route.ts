/**
 * Alpine summit routes in a mountain's frame (origin at the summit). The trailhead sits where the
 * massif is `climbM` below the summit; the path climbs in switchbacks that hold its grade to at most
 * TRAIL_MAX_GRADE on the actual terrain (ridges included), as a walked trail does, and heads straight
 * up only where the slope allows. The grade (at most TRAIL_MAX_GRADE) is found by bisection so the
 * route has about the wanted length. Loops go up one flank and down the other.
 */
import type { Mountain } from './places';
import { createRng, hashSeed, type Rng } from '../prng';
import { finishRoute, outAndBack, type Route, type RouteKind } from './route';
import { addDetail, polylineLength, type Polyline } from './spline';
import { mountainTerrain, trailheadDistance, type Terrain } from './terrain';

export interface SummitRouteOptions {
  kind: RouteKind;
  /** Wanted climb from trailhead to summit, metres (must be below the mountain's relief). */
  climbM: number;
  /** Wanted total route length, metres. */
  lengthM: number;
}

/**
 * The steepest grade a generated trail climbs, over any stretch: a steep but ordinary mountain
 * path. Where the slope is steeper the trail traverses it at an angle (switchbacks), as real
 * trails do; where it is gentler (near the summit) it heads straight up.
 */
export const TRAIL_MAX_GRADE = 0.2;
/** The gentlest trail tried when a longer route is wanted (longer traverses, same climb). */
export const TRAIL_MIN_GRADE = 0.06;
/** Step of the trail walk, metres. */
const STEP_M = 10;
/** Sideways length of one switchback leg before the trail turns back, metres. */
const LEG_M: readonly [number, number] = [120, 420];
/** The trail never heads more than this far off the line to the summit (so it always gains ground). */
const MAX_TRAVERSE_RAD = (80 * Math.PI) / 180;
/** How often the bisections (traverse angle per step; trail grade per route) halve their interval. */
const ANGLE_STEPS = 10;
const GRADE_STEPS = 12;
/** Small bends of a mountain path, [spacing, sideways amplitude] in metres (small: a bigger bend
 * across a steep slope would change the grade). */
const TRAIL_DETAIL: readonly (readonly [number, number])[] = [[60, 3]];

/** The random choices of one ascent, fixed before its grade is fitted (same plan, same trail). */
interface AscentPlan {
  /** Side (+1 left of the line to the summit, -1 right) of the first leg. */
  firstSide: number;
  /** Sideways length of each leg, metres, in order (cycled). */
  legs: number[];
  /** Legs on firstSide's side are this much longer than the others: >1 drifts round the massif. */
  drift: number;
  detailSeed: number;
}

function planAscent(rng: Rng, side: number | null, drift: number): AscentPlan {
  return {
    firstSide: side ?? (rng.chance(0.5) ? 1 : -1),
    legs: Array.from({ length: 64 }, () => rng.range(LEG_M[0], LEG_M[1])),
    drift,
    detailSeed: hashSeed(rng.int(0, 0x7fffffff)),
  };
}

/** Where one step from (x, y) leads, heading `angle` off the line to the summit towards `side`. */
function stepFrom(x: number, y: number, angle: number, side: number): [number, number] {
  const r = Math.hypot(x, y);
  const ux = -x / r;
  const uy = -y / r;
  const dx = Math.cos(angle) * ux - Math.sin(angle) * uy * side;
  const dy = Math.cos(angle) * uy + Math.sin(angle) * ux * side;
  return [x + dx * STEP_M, y + dy * STEP_M];
}

/**
 * The heading (angle off the line to the summit, towards `side`) whose grade over the next step is
 * `grade`: straight up where the slope is gentler, else found by bisection (the grade falls as the
 * heading turns across the slope). `steep`: even MAX_TRAVERSE_RAD climbs more (a ridge rises
 * that way), so the angle is that cap.
 */
function traverseAngle(
  terrain: Terrain,
  x: number,
  y: number,
  side: number,
  grade: number,
): { angle: number; steep: boolean } {
  const here = terrain(x, y);
  const gradeAt = (a: number): number => (terrain(...stepFrom(x, y, a, side)) - here) / STEP_M;
  if (gradeAt(0) <= grade) return { angle: 0, steep: false };
  if (gradeAt(MAX_TRAVERSE_RAD) > grade) return { angle: MAX_TRAVERSE_RAD, steep: true };
  let lo = 0;
  let hi = MAX_TRAVERSE_RAD;
  for (let i = 0; i < ANGLE_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (gradeAt(mid) > grade) lo = mid;
    else hi = mid;
  }
  return { angle: hi, steep: false };
}

/**
 * A trail from the trailhead (tx, ty) to the summit (0, 0) that climbs at most `grade`: it walks in
 * STEP_M steps, each heading as close to the summit as the grade allows, turning back (a
 * switchback) after each leg's sideways length, or earlier where the slope ahead is too steep
 * that way and not the other.
 */
function switchbacks(terrain: Terrain, plan: AscentPlan, tx: number, ty: number, grade: number): Polyline {
  const line: Polyline = { x: [tx], y: [ty] };
  let x = tx;
  let y = ty;
  let side = plan.firstSide;
  let leg = 0;
  let left = (plan.legs[0] ?? LEG_M[0]) * plan.drift;
  const turn = () => {
    side = -side;
    leg += 1;
    const base = plan.legs[leg % plan.legs.length] ?? LEG_M[0];
    left = side === plan.firstSide ? base * plan.drift : base;
  };
  while (Math.hypot(x, y) > STEP_M) {
    let heading = traverseAngle(terrain, x, y, side, grade);
    if (heading.steep) {
      const other = traverseAngle(terrain, x, y, -side, grade);
      if (!other.steep) {
        turn();
        heading = other;
      }
    }
    [x, y] = stepFrom(x, y, heading.angle, side);
    line.x.push(x);
    line.y.push(y);
    left -= Math.sin(heading.angle) * STEP_M;
    if (left <= 0) turn();
  }
  line.x.push(0);
  line.y.push(0);
  return line;
}

/** Trail from the trailhead (tx, ty) to the summit (0, 0), steepest TRAIL_MAX_GRADE, about `wanted` long
 * where that is possible (the steepest trail is already longer: that one; the gentlest still shorter: that one). */
function ascent(terrain: Terrain, plan: AscentPlan, tx: number, ty: number, wanted: number): Polyline {
  const shape = (grade: number): Polyline => {
    let line = switchbacks(terrain, plan, tx, ty, grade);
    const rng = createRng(plan.detailSeed);
    for (const [spacing, amplitude] of TRAIL_DETAIL) line = addDetail(line, rng, spacing, amplitude, false);
    return line;
  };
  const steepest = shape(TRAIL_MAX_GRADE);
  if (polylineLength(steepest) >= wanted) return steepest;
  let lo = TRAIL_MIN_GRADE;
  let hi = TRAIL_MAX_GRADE;
  if (polylineLength(shape(lo)) < wanted) return shape(lo);
  for (let i = 0; i < GRADE_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (polylineLength(shape(mid)) >= wanted) lo = mid;
    else hi = mid;
  }
  return shape(lo);
}

/** A loop's legs towards its side are this much longer, so its two trails take different flanks. */
const LOOP_DRIFT = 2.5;

function reversed(line: Polyline): Polyline {
  return { x: line.x.slice().reverse(), y: line.y.slice().reverse() };
}

export function buildSummitRoute(rng: Rng, mountain: Mountain, o: SummitRouteOptions): Route {
  const r0 = trailheadDistance(mountain, o.climbM);
  const bearing = rng.range(0, 2 * Math.PI);
  const tx = r0 * Math.sin(bearing);
  const ty = r0 * Math.cos(bearing);
  const terrain = mountainTerrain(mountain);
  if (o.kind === 'out-and-back') {
    const up = ascent(terrain, planAscent(rng, null, 1), tx, ty, o.lengthM / 2);
    return finishRoute('out-and-back', outAndBack(up), terrain, up.x.length - 1);
  }
  // Loop: up one flank, down the other (a second ascent from the same trailhead that drifts round
  // the massif the other way, reversed).
  const side = rng.chance(0.5) ? 1 : -1;
  const up = ascent(terrain, planAscent(rng, side, LOOP_DRIFT), tx, ty, o.lengthM / 2);
  const down = reversed(ascent(terrain, planAscent(rng, -side, LOOP_DRIFT), tx, ty, o.lengthM / 2));
  const line = { x: [...up.x, ...down.x.slice(1)], y: [...up.y, ...down.y.slice(1)] };
  return finishRoute('loop', line, terrain, up.x.length - 1);
}
