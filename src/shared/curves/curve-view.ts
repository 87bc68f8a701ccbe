/** The channels a curve chart draws (the Curves page, the activity page, the Compare page). */
import type { CurveKey } from '../../domain/curves/aggregate';
import type { ActivityCurves } from '../../domain/curves/types';

export type CurveView = 'power' | 'hr' | 'pace';
export const CURVE_VIEWS: readonly { value: CurveView; label: string }[] = [
  { value: 'power', label: 'Power' },
  { value: 'hr', label: 'Heart rate' },
  { value: 'pace', label: 'Pace' },
];

/** The stored channel a view draws (pace is drawn from the best speeds). */
export const viewKey = (view: CurveView): CurveKey => (view === 'pace' ? 'speed' : view);

/** The views these curves have data for, in CURVE_VIEWS order. */
export function viewsOf(curves: readonly (ActivityCurves | null | undefined)[]): CurveView[] {
  return CURVE_VIEWS.map((v) => v.value).filter((v) => curves.some((c) => c && c[viewKey(v)]));
}
