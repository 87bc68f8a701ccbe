/**
 * How the Curves page's curves are computed (domain/curves: best-mean.ts, aggregate.ts,
 * critical.ts), shown under its chart. A shared Curves page (issue 37) draws the curves without the
 * critical power fit, so its note is the curve part alone.
 */
/** How a curve is made: what a shared Curves page shows. */
export const CURVES_METHOD_CURVE = `Best mean over a duration: the highest mean over any window of that many seconds of the activity resampled to one value a second, every window tried (every second up to 2 minutes, then about 10 % apart). Power: a gap counts as 0 W (as GoldenCheetah counts it); heart rate: gaps are left out; speed and pace: distance over elapsed time, a pause counts as standing still. Samples over 2,500 W or 250 bpm are left out, and so is a speed or pace point faster than the sport's limit for a best effort (a running or walking world record over its distance, 110 km/h on a bike): a GPS jump never becomes a curve point or a record. Pace curve: best time over each distance, plain and grade-adjusted (Minetti et al. 2002 running cost). Curves of several activities: the best of any of them at each duration.`;

/** The critical power (speed) fit the Curves page draws over the curve and lists in its card. */
const CURVES_METHOD_FIT = `Critical power: least-squares line of work (best mean power × t) against t at every second from 3 to 20 minutes; slope CP, intercept W′. Critical speed: the same with distance. The fitted model, CP + W′/t (CS + D′/t), is drawn dashed over the curve from 3 to 20 minutes, where it rests on it; the card lists the efforts it rests on, with their dates. FTP estimate = CP (an estimate). A fit rests on the all-time curve of one sport only, never on power of different sports pooled (a running power pod estimates power from a model of the runner; a bike power meter measures it at the pedals): cycling for power and running for speed when the selection has them, otherwise the sport with the most such activities; the card names the sport and offers the others present, and the filter bar's sport filter narrows it.`;

export const CURVES_METHOD = `${CURVES_METHOD_CURVE} ${CURVES_METHOD_FIT}`;
