/** One channel's curve of one activity: best mean per grid duration (grid.ts) and where it starts. */
export interface CurveChannel {
  /** Best mean per grid duration: the first values.length durations of CURVE_DURATIONS_S. */
  values: Float32Array;
  /** Start of each best window: seconds after the activity's start (real time). */
  startS: Uint32Array;
  /**
   * End of each best window, seconds after the activity's start (real time): start + duration,
   * later when a shortened pause (streams/one-hz.ts) or, for heart rate, a drop-out is inside it.
   */
  endS: Uint32Array;
}

/** Best times over the pace distances (grid.ts PACE_DISTANCES_M) of one activity. */
export interface DistanceCurve {
  /** Best time per distance: the first timeS.length of PACE_DISTANCES_M. */
  timeS: Float32Array;
  /** Start of each best window: seconds after the activity's start. */
  startS: Uint32Array;
  /** End of each best window (rounded up to a whole second), seconds after the activity's start. */
  endS: Uint32Array;
}

/** Everything the curves keep of one activity (about a kilobyte per channel). */
export interface ActivityCurves {
  /** CURVES_VERSION they were computed with. */
  version: number;
  /** Watts. */
  power: CurveChannel | null;
  /** Beats per minute. */
  hr: CurveChannel | null;
  /** Metres per second. */
  speed: CurveChannel | null;
  /** Grade-adjusted metres per second (foot sports with elevation). */
  gapSpeed: CurveChannel | null;
  pace: DistanceCurve | null;
  gapPace: DistanceCurve | null;
  /** Samples left out as implausible (streams/one-hz.ts limits). */
  rejected: { power: number; hr: number };
}

export type CurveChannelKey = 'power' | 'hr' | 'speed' | 'gapSpeed';
export type DistanceCurveKey = 'pace' | 'gapPace';
