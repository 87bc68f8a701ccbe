/**
 * Shares (issue 37): the documents of a read-only shared page, as firestore.rules checks them.
 *
 * - shares/{shareId}: the page a link shows, readable by anyone who knows its id (get, never list).
 *   Live: the snapshot (domain/share/shared-page.ts) with its line and chart as bytes. Revoked: only
 *   { v, revoked: true }: the page's content is gone from the server, and the id stays taken, so a
 *   revoked link can never show anything again.
 * - users/{uid}/shares/{shareId}: the owner's list of their shares (what, when, revoked when), read
 *   by the owner only. Creating it together with the page is what makes the page the owner's
 *   (firestore.rules lets only the holder of that entry revoke the page).
 *
 * Share ids are 32 random hex characters (128 bits, collection-rules.ts randomId): a link cannot be
 * guessed, and pages cannot be listed.
 */
import {
  MAX_SHARE_TITLE_CHARS,
  MAX_SHARED_PATH_BYTES,
  MAX_SHARED_PROFILE_BYTES,
  MIN_SHARED_BYTES,
} from '../domain/share/shared-page';
import {
  MAX_SHARED_CURVES_BYTES,
  MIN_SHARED_CURVES_BYTES,
  SHARED_CURVE_VIEWS,
} from '../domain/share/shared-curves';
import {
  MAX_REVIEW_FIGURES_CHARS,
  MAX_REVIEW_YEAR,
  MIN_REVIEW_YEAR,
  type ReviewFigures,
} from '../domain/share/shared-review';
import { MAX_SHARED_EFFORTS_BYTES } from '../domain/share/shared-segment';
import { z } from '../domain/zod';
import {
  BEST_EFFORT_KEYS,
  idSchema,
  MAX_TIME_ZONE_CHARS,
  MAX_UTC_OFFSET_MIN,
  sportSchema,
  utf16Text,
} from './schemas';

export const SHARE_ID_PATTERN = /^[0-9a-f]{32}$/;
export const shareIdSchema = z.string().regex(SHARE_ID_PATTERN, 'a share id is 32 hex characters');
/** The stored format of a shared page (the `v` field; firestore.rules accepts only this one). */
export const SHARE_DOC_VERSION = 1;

const nonNegative = z.number().nonnegative();
const nullableNonNegative = nonNegative.nullable();

export const sharedFiguresSchema = z.strictObject({
  distanceM: nonNegative,
  movingS: nullableNonNegative,
  elapsedS: nullableNonNegative,
  elevationGainM: nullableNonNegative,
  avgSpeedMps: nullableNonNegative,
  maxSpeedMps: nullableNonNegative,
  avgHr: nullableNonNegative,
  maxHr: nullableNonNegative,
});

const bytesOfSize = (min: number, max: number) =>
  z.custom<{ toUint8Array(): Uint8Array }>(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { toUint8Array?: unknown }).toUint8Array === 'function' &&
      (() => {
        const n = (v as { toUint8Array(): Uint8Array }).toUint8Array().byteLength;
        return n >= min && n <= max;
      })(),
    `bytes of ${min} to ${max}`,
  );

export const shareTitleSchema = z
  .string()
  .trim()
  .min(1, 'a shared page needs a title')
  .refine((s) => s.length <= MAX_SHARE_TITLE_CHARS, {
    message: `a title has at most ${MAX_SHARE_TITLE_CHARS} characters`,
  })
  .meta({ utf16Max: MAX_SHARE_TITLE_CHARS });

/** The fields every live shared page has, whatever its kind (and its `kind`). */
const liveShareHead = {
  v: z.literal(SHARE_DOC_VERSION),
  revoked: z.literal(false),
  createdAt: nonNegative,
  title: shareTitleSchema,
};

/** A live shared activity page (shares/{shareId}). */
export const liveShareDocSchema = z.strictObject({
  ...liveShareHead,
  kind: z.literal('activity'),
  sport: sportSchema,
  startTime: z.number().nullable(),
  utcOffsetMin: z.number().int().min(-MAX_UTC_OFFSET_MIN).max(MAX_UTC_OFFSET_MIN).nullable(),
  timeZone: utf16Text(MAX_TIME_ZONE_CHARS).nullable(),
  figures: sharedFiguresSchema,
  path: bytesOfSize(MIN_SHARED_BYTES, MAX_SHARED_PATH_BYTES),
  profile: bytesOfSize(MIN_SHARED_BYTES, MAX_SHARED_PROFILE_BYTES),
});

/** A live shared Curves page (shares/{shareId}): one channel's curves, no track. */
export const liveCurvesShareDocSchema = z.strictObject({
  ...liveShareHead,
  kind: z.literal('curves'),
  view: z.enum(SHARED_CURVE_VIEWS),
  curves: bytesOfSize(MIN_SHARED_CURVES_BYTES, MAX_SHARED_CURVES_BYTES),
});

const count = z.number().int().nonnegative();
const dayNumber = z.number().int();
const reviewTotalsSchema = z.strictObject({
  count,
  activeDays: count,
  distanceM: nonNegative,
  movingS: nonNegative,
  elevationGainM: nonNegative,
});
const reviewPeakSchema = z.strictObject({ start: dayNumber, distanceM: nonNegative, count }).nullable();

/**
 * The figures of a shared Year in review (domain/share/shared-review.ts), stored as JSON text in
 * its page's `figures`: checked field by field when the page is made and when it is opened.
 */
export const sharedReviewFiguresSchema = z.strictObject({
  year: z.number().int().min(MIN_REVIEW_YEAR).max(MAX_REVIEW_YEAR),
  totals: reviewTotalsSchema,
  previous: reviewTotalsSchema.nullable(),
  biggestDay: reviewPeakSchema,
  biggestWeek: reviewPeakSchema,
  biggestMonth: reviewPeakSchema,
  longest: z.strictObject({ day: dayNumber, distanceM: nonNegative }).nullable(),
  highest: z.strictObject({ day: dayNumber, maxElevationM: z.number() }).nullable(),
  sports: z
    .array(z.strictObject({ sport: sportSchema, count, distanceM: nonNegative, movingS: nonNegative }))
    .max(7),
  records: z
    .array(
      z.strictObject({
        sport: sportSchema,
        key: z.enum(BEST_EFFORT_KEYS),
        timeS: z.number().positive(),
        previousS: z.number().positive().nullable(),
      }),
    )
    .max(7 * BEST_EFFORT_KEYS.length),
  days: z.array(z.strictObject({ day: dayNumber, distanceM: nonNegative, count: count.min(1) })).max(366),
}) satisfies z.ZodType<ReviewFigures>;

/** A live shared Year in review (shares/{shareId}): its figures as JSON, its map as bytes. */
export const liveReviewShareDocSchema = z.strictObject({
  ...liveShareHead,
  kind: z.literal('review'),
  figures: z.string().max(MAX_REVIEW_FIGURES_CHARS).meta({ utf16Max: MAX_REVIEW_FIGURES_CHARS }),
  toleranceM: nonNegative,
  paths: bytesOfSize(MIN_SHARED_BYTES, MAX_SHARED_PATH_BYTES),
});

/** A live shared segment (shares/{shareId}): its figures, its line and its efforts as bytes. */
export const liveSegmentShareDocSchema = z.strictObject({
  ...liveShareHead,
  kind: z.literal('segment'),
  distanceM: nonNegative,
  elevationGainM: nullableNonNegative,
  avgGradePct: z.number().nullable(),
  maxGradePct: z.number().nullable(),
  path: bytesOfSize(MIN_SHARED_BYTES, MAX_SHARED_PATH_BYTES),
  efforts: bytesOfSize(MIN_SHARED_BYTES, MAX_SHARED_EFFORTS_BYTES),
});

/** A live shared page of any kind, told apart by `kind`. */
export const liveSharedPageDocSchema = z.discriminatedUnion('kind', [
  liveShareDocSchema,
  liveCurvesShareDocSchema,
  liveReviewShareDocSchema,
  liveSegmentShareDocSchema,
]);

export type LiveSharedPageDoc = z.infer<typeof liveSharedPageDocSchema>;

/** The kinds of page a link can show. */
export const SHARE_KINDS = ['activity', 'curves', 'review', 'segment'] as const;

/** What a revoked link's document holds: nothing of the page. */
export const revokedShareDocSchema = z.strictObject({
  v: z.literal(SHARE_DOC_VERSION),
  revoked: z.literal(true),
});

export const shareDocSchema = z.union([liveSharedPageDocSchema, revokedShareDocSchema]);

/** The owner's entry for one share (users/{uid}/shares/{shareId}). */
export const shareEntrySchema = z.strictObject({
  id: shareIdSchema,
  kind: z.enum(SHARE_KINDS),
  /** The activity shared; for curves, the channel (power, hr, pace); a review's year; a segment's id. */
  targetId: idSchema,
  title: shareTitleSchema,
  createdAt: nonNegative,
  revokedAt: nullableNonNegative,
});
