/**
 * A read-only shared Year in review (issue 37): the figures the owner's /review/<year> page shows
 * (totals and their change on the year before, highlights, the sports split, the records set that
 * year, the calendar's per-day distance and count) and the year's map, and nothing else: no
 * activity's name, id, file or note (a highlight or a record gives its figure and day only).
 *
 * The map is every path of the year with the owner's privacy zones cut out on the owner's device
 * (pathOutsideZones: no position inside a zone, no step drawn across one), then thinned together
 * to SHARED_REVIEW_POINTS positions (thin-paths.ts: one Douglas-Peucker tolerance for the whole
 * year, every activity kept) and stored with the shared path codec (shared-page.ts).
 *
 * The figures are stored as JSON text checked field by field when the page is opened
 * (data/share-schemas.ts sharedReviewFiguresSchema); the page is one document read.
 */
import { pathOutsideZones } from '../privacy/cut';
import type { PrivacyZone } from '../privacy/zones';
import type { SimplifiedPath } from '../series/types';
import type { BestEffortKey, Sport } from '../stats/types';
import { MAX_SHARE_TITLE_CHARS, MAX_SHARED_PATH_POINTS } from './shared-page';
import { thinPaths } from './thin-paths';

/** The year's totals as the review shows them. */
export interface ReviewTotalsFigures {
  count: number;
  activeDays: number;
  distanceM: number;
  movingS: number;
  elevationGainM: number;
}

/** A day, week or month of the most distance: its first day (day number, UTC days since 1970). */
export interface ReviewPeak {
  start: number;
  distanceM: number;
  count: number;
}

export interface ReviewSport {
  sport: Sport;
  count: number;
  distanceM: number;
  movingS: number;
}

/** A best effort of the year faster than any before (its activity is not named). */
export interface ReviewRecordFigures {
  sport: Sport;
  key: BestEffortKey;
  timeS: number;
  /** The best time before the year; null for a first effort at this distance. */
  previousS: number | null;
}

/** One day of the calendar with an activity. */
export interface ReviewDay {
  day: number;
  distanceM: number;
  count: number;
}

/** Everything the year page shows in figures (features/review/year-review.ts defines each). */
export interface ReviewFigures {
  year: number;
  totals: ReviewTotalsFigures;
  previous: ReviewTotalsFigures | null;
  biggestDay: ReviewPeak | null;
  biggestWeek: ReviewPeak | null;
  biggestMonth: ReviewPeak | null;
  /** The year's longest activity: its day and distance. */
  longest: { day: number; distanceM: number } | null;
  /** The year's highest activity: its day and highest elevation. */
  highest: { day: number; maxElevationM: number } | null;
  sports: ReviewSport[];
  records: ReviewRecordFigures[];
  /** The days with an activity, in order. */
  days: ReviewDay[];
}

export interface SharedReviewPage {
  kind: 'review';
  title: string;
  figures: ReviewFigures;
  /** Every path of the year, privacy zones cut out, thinned to SHARED_REVIEW_POINTS. */
  paths: SimplifiedPath;
  /** The Douglas-Peucker tolerance the map was thinned with, metres (0: nothing left out). */
  toleranceM: number;
}

/** Most positions of a shared year's map: the shared path's limit (shared-page.ts). */
export const SHARED_REVIEW_POINTS = MAX_SHARED_PATH_POINTS;
/** Most characters of a shared year's figures as JSON (a year of days is about 12,000). */
export const MAX_REVIEW_FIGURES_CHARS = 60_000;
/** Years a shared review may be of (the history's sanity range, domain/sanity/history.ts). */
export const MIN_REVIEW_YEAR = 1990;
export const MAX_REVIEW_YEAR = 2100;

/**
 * The shared page of a year: `figures` as the owner's page computed them, and `paths` (the year's
 * stored simplified paths) with every privacy zone cut out, thinned to SHARED_REVIEW_POINTS.
 */
export function buildSharedReview(
  figures: ReviewFigures,
  paths: readonly SimplifiedPath[],
  zones: readonly PrivacyZone[],
  title: string,
): SharedReviewPage {
  const trimmed = title.trim().slice(0, MAX_SHARE_TITLE_CHARS);
  const cut = paths.map((p) => pathOutsideZones(p, zones)).filter((p) => p.lonLat.length >= 4);
  const { path, toleranceM } = thinPaths(cut, SHARED_REVIEW_POINTS);
  return {
    kind: 'review',
    title: trimmed.length > 0 ? trimmed : `${figures.year} in review`,
    figures,
    paths: path,
    toleranceM,
  };
}

/** Relative change from `before` to `now` (0.25 = +25 %); null when there is no base. */
export function changeOf(now: number, before: number | null | undefined): number | null {
  if (before === null || before === undefined || !(before > 0)) return null;
  return (now - before) / before;
}
