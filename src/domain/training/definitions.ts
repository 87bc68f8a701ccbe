/**
 * Training load, fitness, fatigue and form: the named constants and their published sources. The
 * Training page shows METHOD_NOTE (below) as its method note, so what is on screen is what runs.
 *
 * - Power load (Coggan's Training Stress Score; A. Coggan and H. Allen, "Training and Racing with a
 *   Power Meter", 2nd ed., 2010, ch. 7): NP = fourth root of the mean of the fourth powers of the
 *   NP_WINDOW_S-second rolling mean of power at 1 Hz, from the 30th second on; IF = NP / FTP;
 *   load = seconds × NP × IF / (FTP × 3600) × 100, so one hour at FTP scores 100.
 * - Heart-rate load (Banister's TRIMP; E. W. Banister, "Modeling elite athletic performance", in
 *   Physiological Testing of Elite Athletes, 1991; coefficients of Morton, Fitz-Clarke & Banister,
 *   J. Appl. Physiol. 69(3), 1990): per second r = (hr − rest) / (max − rest) clipped to [0, 1],
 *   trimp += dt/60 × r × TRIMP_K × e^(TRIMP_B × r); load = 100 × trimp / trimp of one hour at LTHR.
 *   Summed over a histogram of seconds per 1 bpm (hr-histogram.ts), never from the average.
 * - Pace load (the run TSS of TrainingPeaks, "rTSS"): IF = normalised grade-adjusted speed /
 *   threshold speed; load = hours × IF² × 100. Grade adjustment: pace-load.ts.
 * - Estimated load (no power, heart rate or usable pace): hours × ESTIMATE_IF[sport]² × 100, an
 *   assumed intensity per sport, always labelled as an estimate.
 * - Fitness and fatigue (Banister's impulse-response model as exponentially weighted averages, the
 *   "CTL/ATL" of TrainingPeaks and intervals.icu): fitness_d = fitness_(d−1) + (load_d −
 *   fitness_(d−1)) × (1 − e^(−1/FITNESS_DAYS)), fatigue the same with FATIGUE_DAYS; both 0 the day
 *   before the first activity; form = fitness − fatigue. A day is the activity's local day.
 */
import type { Sport } from '../stats/types';
import { POWER_BIN_W } from './power-histogram';
import { HR_ZONE_LTHR_SHARES, POWER_ZONE_FTP_SHARES } from './zones';

export const SECONDS_PER_HOUR = 3600;
/** Load of one hour at threshold, by definition of every load here. */
export const THRESHOLD_HOUR_LOAD = 100;

/** NP's rolling window, seconds (Coggan). */
export const NP_WINDOW_S = 30;

/** Banister's TRIMP weighting, men's coefficients (Morton et al. 1990): k × e^(b × r). */
export const TRIMP_K = 0.64;
export const TRIMP_B = 1.92;

/** Time constants of fitness and fatigue, days (TrainingPeaks' defaults, Coggan). */
export const FITNESS_DAYS = 42;
export const FATIGUE_DAYS = 7;
/** Days projected after today with no training. */
export const PROJECTION_DAYS = 14;
/** Ramp rate: change of fitness over this many days (a week). */
export const RAMP_DAYS = 7;

/**
 * Assumed intensity factor of an activity with nothing to score it by, per sport: a steady
 * endurance effort (Coggan's level 2, IF 0.56-0.75) for most; a walk easier. A judgment, shown on
 * screen as such; the load of such an activity is always labelled "estimate".
 */
export const ESTIMATE_IF: Readonly<Record<Sport, number>> = {
  run: 0.75,
  ride: 0.7,
  hike: 0.65,
  walk: 0.55,
  swim: 0.7,
  ski: 0.7,
  other: 0.65,
};

/** Form bands (intervals.icu's absolute form zones, and Friel's guidance), in load units. */
export const FORM_FRESH_ABOVE = 5;
export const FORM_PRODUCTIVE_BELOW = -10;
export const FORM_HIGH_RISK_BELOW = -30;

export type FormBand = 'fresh' | 'neutral' | 'productive' | 'high-risk';

export function formBand(form: number): FormBand {
  if (form > FORM_FRESH_ABOVE) return 'fresh';
  if (form >= FORM_PRODUCTIVE_BELOW) return 'neutral';
  if (form >= FORM_HIGH_RISK_BELOW) return 'productive';
  return 'high-risk';
}

export const FORM_BANDS: readonly { band: FormBand; label: string; definition: string }[] = [
  { band: 'fresh', label: 'Fresh', definition: `form above +${FORM_FRESH_ABOVE}: rested, ready to race` },
  {
    band: 'neutral',
    label: 'Neutral',
    definition: `form from ${FORM_PRODUCTIVE_BELOW} to +${FORM_FRESH_ABOVE}: maintaining`,
  },
  {
    band: 'productive',
    label: 'Productive',
    definition: `form from ${FORM_HIGH_RISK_BELOW} to ${FORM_PRODUCTIVE_BELOW}: training builds fitness`,
  },
  { band: 'high-risk', label: 'High risk', definition: `form below ${FORM_HIGH_RISK_BELOW}: overreaching` },
];

export type LoadSource = 'power' | 'hr' | 'pace' | 'estimate';

const pcts = (shares: readonly number[]) => shares.map((x) => `${Math.round(x * 100)} %`).join(', ');

/** The method note shown on the Training page, one paragraph per definition. */
export const METHOD_NOTE: readonly string[] = [
  `Power load: NP is the fourth root of the mean fourth power of the ${NP_WINDOW_S} s rolling mean power (1 Hz); IF = NP / FTP; load = seconds × NP × IF / (FTP × 3600) × 100, so an hour at FTP scores 100 (Coggan & Allen 2010).`,
  `Heart-rate load: every second, r = (HR − rest) / (max − rest) in [0, 1] adds dt/60 × r × ${TRIMP_K} × e^(${TRIMP_B} r) (Banister's TRIMP, Morton et al. 1990); load = 100 × TRIMP / TRIMP of an hour at LTHR. Scored second by second, never from the average.`,
  'Pace load (runs and walks without sensors): IF = normalised grade-adjusted speed / threshold speed; load = hours × IF² × 100. Grade adjustment: Minetti et al. 2002 energy cost of running on slopes.',
  `Estimated load (nothing else to go by): hours × IF² × 100 with an assumed IF per sport (${Object.entries(
    ESTIMATE_IF,
  )
    .map(([s, f]) => `${s} ${f}`)
    .join(', ')}); always labelled "estimate".`,
  `Time in zones: heart-rate zones of Friel cut at ${pcts(HR_ZONE_LTHR_SHARES)} of LTHR; power zones of Coggan cut at ${pcts(POWER_ZONE_FTP_SHARES)} of FTP; each at the threshold in force on the activity's day, from its seconds per 1 bpm and per ${POWER_BIN_W} W (1 Hz), so a new threshold re-zones without reading a track.`,
  `Fitness and fatigue: exponentially weighted daily load with time constants of ${FITNESS_DAYS} and ${FATIGUE_DAYS} days, by each activity's local day; days without activities count as 0; form = fitness − fatigue. Ramp rate: fitness now minus ${RAMP_DAYS} days ago.`,
];
