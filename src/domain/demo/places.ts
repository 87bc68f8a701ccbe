/**
 * Where the demo athlete is active: a few cities (a home and travel destinations) and, for each,
 * a mountain area for alpine hikes. Coordinates are real; the terrain is synthetic (terrain.ts)
 * and only roughly shaped like the real one (base height, a foothill ramp, one summit).
 */

/** Daylight saving rule used to derive the local UTC offset of a date. */
export type DstRule = 'eu' | 'us' | 'none';

/** One sinusoidal ridge pattern of the synthetic terrain. */
export interface TerrainWave {
  amplitudeM: number;
  wavelengthM: number;
  bearingDeg: number;
  phase: number;
}

/** A linear rise of the terrain towards bearingDeg, starting startM from the origin, capped at maxRiseM. */
export interface TerrainRamp {
  bearingDeg: number;
  startM: number;
  grade: number;
  maxRiseM: number;
}

export interface Mountain {
  name: string;
  /** The summit: origin of the mountain's local frame. */
  lat: number;
  lon: number;
  valleyEleM: number;
  summitEleM: number;
  /** Gaussian radius of the massif: elevation = valley + (summit - valley) * exp(-(r / radius)^2). */
  radiusM: number;
  waves: readonly TerrainWave[];
}

export interface City {
  id: string;
  name: string;
  /** Origin of the city's local frame (a plausible home area). */
  lat: number;
  lon: number;
  baseEleM: number;
  standardOffsetMin: number;
  dst: DstRule;
  /** Bearings (degrees clockwise from north, from..to) where routes may head without meeting the sea or a lake. */
  landSector: readonly [number, number];
  waves: readonly TerrainWave[];
  ramp: TerrainRamp | null;
  /** Names for the city's favourite (repeated) routes. */
  routeNames: readonly string[];
  mountain: Mountain;
}

const wave = (amplitudeM: number, wavelengthM: number, bearingDeg: number, phase: number): TerrainWave => ({
  amplitudeM,
  wavelengthM,
  bearingDeg,
  phase,
});

export const CITIES: readonly City[] = [
  {
    id: 'zurich',
    name: 'Zürich',
    lat: 47.3899,
    lon: 8.5158,
    baseEleM: 420,
    standardOffsetMin: 60,
    dst: 'eu',
    landSector: [240, 400],
    waves: [wave(35, 5200, 20, 0.3), wave(20, 2300, 110, 1.9), wave(10, 900, 65, 4.1)],
    ramp: { bearingDeg: 250, startM: 3500, grade: 0.09, maxRiseM: 380 },
    routeNames: ['Limmat', 'Käferberg', 'Hönggerberg', 'Katzensee'],
    mountain: {
      name: 'Engelberg',
      lat: 46.7925,
      lon: 8.4571,
      valleyEleM: 1000,
      summitEleM: 2620,
      radiusM: 3000,
      waves: [wave(60, 3100, 35, 0.7), wave(35, 1400, 140, 2.2), wave(15, 600, 80, 5.0)],
    },
  },
  {
    id: 'london',
    name: 'London',
    lat: 51.5362,
    lon: -0.1426,
    baseEleM: 35,
    standardOffsetMin: 0,
    dst: 'eu',
    landSector: [0, 360],
    waves: [wave(18, 6000, 10, 1.1), wave(9, 2500, 95, 0.4), wave(4, 800, 160, 2.8)],
    ramp: null,
    routeNames: ['Regent’s Canal', 'Hampstead Heath', 'Primrose Hill', 'Thames Path'],
    mountain: {
      name: 'Scafell Pike',
      lat: 54.4542,
      lon: -3.2117,
      valleyEleM: 90,
      summitEleM: 978,
      radiusM: 2500,
      waves: [wave(40, 2600, 15, 1.3), wave(20, 1100, 120, 0.2), wave(8, 500, 70, 3.3)],
    },
  },
  {
    id: 'boulder',
    name: 'Boulder',
    lat: 40.0176,
    lon: -105.2797,
    baseEleM: 1630,
    standardOffsetMin: -420,
    dst: 'us',
    landSector: [0, 360],
    waves: [wave(25, 7000, 0, 2.0), wave(12, 2400, 80, 0.9), wave(5, 900, 135, 4.4)],
    ramp: { bearingDeg: 265, startM: 1500, grade: 0.12, maxRiseM: 650 },
    routeNames: ['Boulder Creek', 'Mesa Trail', 'Wonderland Lake', 'Valmont'],
    mountain: {
      name: 'Mount Audubon',
      lat: 40.0985,
      lon: -105.6165,
      valleyEleM: 2900,
      summitEleM: 4029,
      radiusM: 3200,
      waves: [wave(50, 2800, 50, 0.1), wave(30, 1200, 160, 1.7), wave(12, 550, 20, 3.9)],
    },
  },
  {
    id: 'cape-town',
    name: 'Cape Town',
    lat: -33.9716,
    lon: 18.4757,
    baseEleM: 40,
    standardOffsetMin: 120,
    dst: 'none',
    landSector: [60, 140],
    waves: [wave(30, 4500, 45, 0.5), wave(14, 1900, 130, 2.6), wave(6, 700, 10, 1.2)],
    ramp: { bearingDeg: 280, startM: 1800, grade: 0.1, maxRiseM: 500 },
    routeNames: ['Liesbeek', 'Rhodes Memorial', 'Kirstenbosch', 'Newlands Forest'],
    mountain: {
      name: 'Table Mountain',
      lat: -33.9628,
      lon: 18.4098,
      valleyEleM: 50,
      summitEleM: 1086,
      radiusM: 2600,
      waves: [wave(45, 2500, 75, 2.4), wave(25, 1000, 5, 0.6), wave(10, 450, 120, 4.7)],
    },
  },
  {
    id: 'tokyo',
    name: 'Tokyo',
    lat: 35.6938,
    lon: 139.6847,
    baseEleM: 40,
    standardOffsetMin: 540,
    dst: 'none',
    landSector: [200, 380],
    waves: [wave(12, 5500, 30, 0.8), wave(6, 2000, 100, 3.1), wave(3, 700, 150, 1.5)],
    ramp: null,
    routeNames: ['Kanda River', 'Yoyogi Park', 'Zenpukuji River', 'Meiji Jingu Gaien'],
    mountain: {
      name: 'Tanzawa',
      lat: 35.4453,
      lon: 139.1633,
      valleyEleM: 280,
      summitEleM: 1491,
      radiusM: 2900,
      waves: [wave(55, 2700, 25, 1.0), wave(30, 1300, 105, 2.9), wave(12, 520, 165, 0.4)],
    },
  },
];

/** The demo athlete lives here; the other cities are travel destinations. */
export const HOME_CITY_INDEX = 0;
