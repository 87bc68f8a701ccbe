/**
 * Version of the statistics definitions. Bump it whenever a definition or threshold changes, so
 * stored summaries are recomputed from their original files (recompute.ts). 3: sanity rules,
 * logger files split (src/domain/sanity, issue 19). 4: a FIT device that names its barometer makes
 * the altitude barometric. 5: a barometric loop's altimeter drift is removed before the hysteresis
 * (elevation-drift.ts, issue 14). 6: training products (src/domain/training, issue 33). 7: best-effort
 * curves are computed and stored (domain/curves, issue 34). 8: stopped time is elapsed − moving
 * (pauses between segments count), routes and timeless tracks are kind 'route', walking and
 * peak-speed limits, the sport guess checks the fastest stretches (issue 41). 9: the stored path
 * keeps the points its explorer tiles at zoom 17 need (series/tile-faithful.ts, issue 39), so
 * stored paths are derived again. 10: the chart profile's power is its 10 s mean (series/smooth.ts,
 * issue 42). 11: the training product keeps a power histogram for power zones
 * (domain/training/power-histogram.ts, issue 33). 12: a FIT file's power may come from a developer
 * field (a Stryd pod's running power, domain/fit/developer-power.ts, issue 34). 13: each best window
 * of the stored curves keeps where it ends (curves codec 2, issue 34). 14: a FIT file's local time
 * further from UTC than real time zones (−12:00 to +14:00) is ignored, the time zone then coming
 * from the position (domain/fit/decode-fit.ts, issue 41). Its own module so that pages can read it without bundling
 * summarize.ts (and its time-zone table).
 */
export const STATS_VERSION = 14;
