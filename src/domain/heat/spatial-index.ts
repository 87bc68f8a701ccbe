/**
 * Which activities pass near a point: a Flatbush index over short runs of consecutive heat points.
 *
 * The index holds one box per chunk of HEAT_CHUNK_POINTS consecutive heat points of one activity
 * (about 300 m of track), which keeps it small (one box per ~32 points) while a query only tests
 * the points of the chunks whose box is near the point.
 *
 * Definition of "passes within toleranceM": one of the activity's heat points lies within
 * toleranceM + HEAT_SPACING_M / 2 of the point. Heat points sit every HEAT_SPACING_M of travel, so
 * every position of the track is within HEAT_SPACING_M / 2 of one of them: a track that passes
 * within toleranceM is always found, and one that is found passes within that slack of it.
 * Distances use a local flat-earth approximation around the point (x scaled by cos(latitude)),
 * accurate to well under 1 % over the few hundred metres a click tolerance spans.
 */
import Flatbush from 'flatbush';
import { METRES_PER_DEGREE, normalizeLon } from '../geo';
import { HEAT_SPACING_M } from '../series/heat';
import type { NearHits, PackedHeat, SelectionMask } from './types';

/** Consecutive heat points per index box. */
export const HEAT_CHUNK_POINTS = 32;
/** Slack added to a tolerance: half the spacing between heat points, metres. */
export const NEAR_SLACK_M = HEAT_SPACING_M / 2;
/** Below this cos(latitude) (within ~0.06° of a pole) the longitude window is the whole circle. */
const MIN_COS_LAT = 1e-3;

export interface HeatIndex {
  tree: Flatbush | null;
  chunkActivity: Uint32Array;
  chunkStart: Uint32Array;
  chunkEnd: Uint32Array;
}

function chunkCount(offsets: Uint32Array): number {
  let n = 0;
  for (let a = 0; a + 1 < offsets.length; a++)
    n += Math.ceil((offsets[a + 1]! - offsets[a]!) / HEAT_CHUNK_POINTS);
  return n;
}

/** Adds one chunk's box to the tree. */
function addChunkBox(tree: Flatbush, lonLat: Float32Array, from: number, to: number): void {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (let p = from; p < to; p++) {
    const x = lonLat[2 * p]!,
      y = lonLat[2 * p + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  tree.add(minX, minY, maxX, maxY);
}

export function buildHeatIndex(heat: PackedHeat): HeatIndex {
  const { offsets, lonLat } = heat;
  const n = chunkCount(offsets);
  const chunkActivity = new Uint32Array(n);
  const chunkStart = new Uint32Array(n);
  const chunkEnd = new Uint32Array(n);
  if (n === 0) return { tree: null, chunkActivity, chunkStart, chunkEnd };
  const tree = new Flatbush(n);
  let c = 0;
  for (let a = 0; a + 1 < offsets.length; a++) {
    for (let from = offsets[a]!; from < offsets[a + 1]!; from += HEAT_CHUNK_POINTS) {
      const to = Math.min(offsets[a + 1]!, from + HEAT_CHUNK_POINTS);
      chunkActivity[c] = a;
      chunkStart[c] = from;
      chunkEnd[c] = to;
      addChunkBox(tree, lonLat, from, to);
      c++;
    }
  }
  tree.finish();
  return { tree, chunkActivity, chunkStart, chunkEnd };
}

/** Index boxes near (lon, lat): one window, or two when it crosses the 180th meridian. */
function candidateChunks(tree: Flatbush, lon: number, lat: number, radiusM: number): number[] {
  const dLat = radiusM / METRES_PER_DEGREE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLon = cosLat < MIN_COS_LAT ? 180 : Math.min(180, dLat / cosLat);
  const minY = lat - dLat,
    maxY = lat + dLat;
  const west = lon - dLon,
    east = lon + dLon;
  let found = tree.search(Math.max(-180, west), minY, Math.min(180, east), maxY);
  if (west < -180) found = found.concat(tree.search(west + 360, minY, 180, maxY));
  if (east > 180) found = found.concat(tree.search(-180, minY, east - 360, maxY));
  return found;
}

/**
 * Kept activities passing within toleranceM (see the definition above) of (lon, lat), nearest
 * first (ties by activity index).
 */
export function queryNear(
  heat: PackedHeat,
  index: HeatIndex,
  mask: SelectionMask,
  lon: number,
  lat: number,
  toleranceM: number,
): NearHits {
  const empty = { activities: new Uint32Array(0), distancesM: new Float32Array(0) };
  if (!index.tree || !Number.isFinite(lon) || !Number.isFinite(lat) || !(toleranceM >= 0)) return empty;
  const radiusM = toleranceM + NEAR_SLACK_M;
  const kx = Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE;
  const ky = METRES_PER_DEGREE;
  const r2 = radiusM * radiusM;
  const best = new Float64Array(mask.length).fill(Infinity);
  const found: number[] = [];
  for (const c of candidateChunks(index.tree, lon, lat, radiusM)) {
    const a = index.chunkActivity[c]!;
    if (mask[a] !== 1) continue;
    let min = best[a]!;
    for (let p = index.chunkStart[c]!; p < index.chunkEnd[c]!; p++) {
      const dx = normalizeLon(heat.lonLat[2 * p]! - lon) * kx;
      const dy = (heat.lonLat[2 * p + 1]! - lat) * ky;
      const d2 = dx * dx + dy * dy;
      if (d2 < min) min = d2;
    }
    if (min <= r2) {
      if (best[a] === Infinity) found.push(a);
      best[a] = min;
    }
  }
  const hits = found.sort((x, y) => best[x]! - best[y]! || x - y);
  return {
    activities: Uint32Array.from(hits),
    distancesM: Float32Array.from(hits, (a) => Math.sqrt(best[a]!)),
  };
}
