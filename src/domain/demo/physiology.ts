/**
 * How fast the demo athlete moves on a grade and how hard that is. Deliberately simple models with
 * the right shape, not sports science:
 * - run: flat pace slowed uphill (1 / (1 + 4 g)), slightly faster on gentle descents;
 *   effort = speed x metabolic cost factor (Minetti-like: +5 per unit grade uphill) / threshold speed.
 * - ride: the rider holds a power that rises on climbs and drops to zero on descents (COAST_GRADE); speed
 *   solves power = v (m g (grade + Crr)) + 0.5 rho CdA v^3; effort = power / FTP.
 * - hike and walk: Tobler's hiking function scaled to the walker's flat speed;
 *   effort = speed x (1 + 10 g uphill) / WALK_REFERENCE_MPS.
 * Heart rate follows effort: target = rest + (max - rest) (HR_FLOOR + HR_SLOPE x effort).
 */
export type DemoSport = 'run' | 'ride' | 'hike' | 'walk';

export const ATHLETE = {
  restHr: 52,
  maxHr: 189,
  /** Running speed at lactate threshold, m/s. */
  thresholdRunMps: 3.9,
  ftpW: 250,
  /** Rider plus bike, kg. */
  riderMassKg: 82,
} as const;

const GRAVITY = 9.81;
const ROLLING_RESISTANCE = 0.005;
const DRAG_AREA_M2 = 0.32;
const DRIVETRAIN_EFFICIENCY = 0.97;
/** Descent grade from which the rider stops pedalling. */
const COAST_GRADE = -0.04;
/** Speed at which walking effort counts as 1 (threshold-like), m/s on the flat. */
const WALK_REFERENCE_MPS = 3.6;
/** Tobler's function on the flat: 6 km/h x exp(-3.5 x 0.05). */
const TOBLER_FLAT_MPS = (6 / 3.6) * Math.exp(-0.175);
export const HR_FLOOR = 0.2;
export const HR_SLOPE = 0.7;

export interface Effort {
  /** Speed the athlete wants to go, m/s. */
  speed: number;
  /** Relative intensity, 1 = threshold. */
  intensity: number;
  /** Rider power (rides only), watts; 0 otherwise. */
  powerW: number;
}

/** Real root of a v^3 + b v - c = 0 with the largest value (a > 0, c >= 0). */
function solveCubicSpeed(a: number, b: number, c: number): number {
  const p = b / a;
  const q = -c / a;
  const disc = (q * q) / 4 + (p * p * p) / 27;
  if (disc >= 0) {
    const s = Math.sqrt(disc);
    return Math.cbrt(-q / 2 + s) + Math.cbrt(-q / 2 - s);
  }
  const m = 2 * Math.sqrt(-p / 3);
  const theta = Math.acos(Math.max(-1, Math.min(1, (3 * q) / (p * m)))) / 3;
  return m * Math.cos(theta);
}

function rideEffort(grade: number, eleM: number, basePowerW: number, maxSpeed: number): Effort {
  const climb = Math.max(0, grade);
  // Pushes harder uphill, eases off on descents and coasts from COAST_GRADE down.
  const effort = Math.max(0, 1 + 3 * climb - Math.min(0, grade) / COAST_GRADE);
  const powerW = Math.min(1.05 * ATHLETE.ftpW, basePowerW * effort);
  const rho = 1.225 * Math.exp(-eleM / 8500);
  const a = 0.5 * rho * DRAG_AREA_M2;
  const b = ATHLETE.riderMassKg * GRAVITY * (grade + ROLLING_RESISTANCE);
  const v = solveCubicSpeed(a, b, powerW * DRIVETRAIN_EFFICIENCY);
  return { speed: Math.min(maxSpeed, Math.max(1.5, v)), intensity: powerW / ATHLETE.ftpW, powerW };
}

function runEffort(grade: number, flatMps: number): Effort {
  const factor =
    grade >= 0
      ? 1 / (1 + 4 * grade)
      : grade > -0.08
        ? 1 - 1.2 * grade
        : Math.max(0.6, 1.096 + 2 * (grade + 0.08));
  const speed = flatMps * Math.max(0.35, factor);
  const cost = grade >= 0 ? 1 + 5 * grade : Math.max(0.6, 1 + 2.8 * grade);
  return { speed, intensity: (speed * cost) / ATHLETE.thresholdRunMps, powerW: 0 };
}

function walkEffort(grade: number, flatMps: number): Effort {
  const speed = (flatMps / TOBLER_FLAT_MPS) * (6 / 3.6) * Math.exp(-3.5 * Math.abs(grade + 0.05));
  const cost = grade >= 0 ? 1 + 10 * grade : Math.max(0.5, 1 + 3 * grade);
  return { speed, intensity: (speed * cost) / WALK_REFERENCE_MPS, powerW: 0 };
}

/**
 * What the athlete wants to do at this point. base: flat speed in m/s (run, hike, walk) or the
 * held power in watts (ride); maxSpeed caps descents (m/s).
 */
export function effortAt(
  sport: DemoSport,
  grade: number,
  eleM: number,
  base: number,
  maxSpeed: number,
): Effort {
  const g = Math.max(-0.45, Math.min(0.45, grade));
  if (sport === 'ride') return rideEffort(g, eleM, base, maxSpeed);
  if (sport === 'run') return runEffort(g, base);
  return walkEffort(g, base);
}

/** Heart rate the body settles at for an intensity (before drift), bpm. */
export function steadyHeartRate(intensity: number): number {
  const fraction = Math.min(1, HR_FLOOR + HR_SLOPE * Math.max(0, intensity));
  return ATHLETE.restHr + (ATHLETE.maxHr - ATHLETE.restHr) * fraction;
}

/** Time constants of the heart-rate response, seconds (faster up than down). */
export const HR_RISE_S = 30;
export const HR_FALL_S = 60;

/** Cadence as a device writes it: steps/min per foot (run, hike, walk) or crank rpm (ride). */
export function cadenceAt(
  sport: DemoSport,
  speed: number,
  grade: number,
  powerW: number,
  noise: number,
): number {
  if (speed < 0.3) return 0;
  if (sport === 'ride')
    return powerW < 30 ? 0 : Math.max(55, Math.min(110, 86 - 60 * Math.max(0, grade) + 3 * noise));
  if (sport === 'run') return Math.max(70, 80 + 4 * (speed - 2.8) + 20 * Math.max(0, grade) + 1.2 * noise);
  if (sport === 'hike') return Math.max(35, 53 - 25 * Math.max(0, grade) + 2 * noise);
  return Math.max(40, 56 + 2 * (speed - 1.3) + 1.5 * noise);
}
