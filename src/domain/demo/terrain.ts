/**
 * Synthetic terrain: a smooth elevation function of local east/north metres. Cities get gentle
 * ridges plus an optional foothill ramp; mountain areas a Gaussian massif around the summit.
 * Smooth by construction (sums of sines and a Gaussian), so true grades stay realistic and any
 * roughness in a generated file comes from the simulated GPS/barometer noise.
 */
import type { City, Mountain, TerrainRamp, TerrainWave } from './places';

/** Elevation in metres at local coordinates (x east, y north, metres from the frame's origin). */
export type Terrain = (x: number, y: number) => number;

const DEG = Math.PI / 180;

interface PreparedWave {
  kx: number;
  ky: number;
  amplitudeM: number;
  phase: number;
}

function prepareWaves(waves: readonly TerrainWave[]): PreparedWave[] {
  return waves.map((w) => {
    const k = (2 * Math.PI) / w.wavelengthM;
    return {
      kx: k * Math.sin(w.bearingDeg * DEG),
      ky: k * Math.cos(w.bearingDeg * DEG),
      amplitudeM: w.amplitudeM,
      phase: w.phase,
    };
  });
}

function sumWaves(waves: readonly PreparedWave[], x: number, y: number): number {
  let sum = 0;
  for (const w of waves) sum += w.amplitudeM * Math.sin(w.kx * x + w.ky * y + w.phase);
  return sum;
}

/** Smooth (C1) ramp: 0 before startM, then rising with `grade`, easing into maxRiseM. */
function rampRise(ramp: TerrainRamp, x: number, y: number): number {
  const along = x * Math.sin(ramp.bearingDeg * DEG) + y * Math.cos(ramp.bearingDeg * DEG) - ramp.startM;
  if (along <= 0) return 0;
  return ramp.maxRiseM * Math.tanh((along * ramp.grade) / ramp.maxRiseM);
}

export function cityTerrain(city: City): Terrain {
  const waves = prepareWaves(city.waves);
  const ramp = city.ramp;
  return (x, y) => city.baseEleM + sumWaves(waves, x, y) + (ramp ? rampRise(ramp, x, y) : 0);
}

/** Height of the massif above the valley floor at distance r from the summit. */
export function massifHeight(mountain: Mountain, r: number): number {
  const s = r / mountain.radiusM;
  return (mountain.summitEleM - mountain.valleyEleM) * Math.exp(-s * s);
}

/**
 * Distance from the summit where the massif is `climbM` below the summit top (ignoring the small
 * ridges), i.e. where a trailhead must be for that much climbing. climbM must be below the relief.
 */
export function trailheadDistance(mountain: Mountain, climbM: number): number {
  const relief = mountain.summitEleM - mountain.valleyEleM;
  return mountain.radiusM * Math.sqrt(-Math.log(1 - climbM / relief));
}

export function mountainTerrain(mountain: Mountain): Terrain {
  const waves = prepareWaves(mountain.waves);
  const inv = 1 / (mountain.radiusM * mountain.radiusM);
  const relief = mountain.summitEleM - mountain.valleyEleM;
  return (x, y) => {
    const r2 = x * x + y * y;
    // Ridges fade out near the summit so the summit stays the highest point.
    const fade = 1 - Math.exp(-r2 * inv * 4);
    return mountain.valleyEleM + relief * Math.exp(-r2 * inv) + fade * sumWaves(waves, x, y);
  };
}
