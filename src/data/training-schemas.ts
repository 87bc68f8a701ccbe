/**
 * zod schemas of the training kinds (issue 33): the per-activity training product kept in the
 * summary (domain/training/product.ts) and the dated thresholds (domain/training/thresholds.ts).
 * firestore.rules checks the same shapes (validTraining, validThresholds).
 */
import { z } from '../domain/zod';
import { HR_HIST_MAX, HR_HIST_MIN } from '../domain/training/hr-histogram';
import {
  MAX_THRESHOLD_ENTRIES,
  THRESHOLD_KINDS,
  THRESHOLD_LIMITS,
  dayOfDate,
  type ThresholdEntry,
  type ThresholdSettings,
} from '../domain/training/thresholds';
import type { TrainingProduct } from '../domain/training/product';
import { SPORTS } from '../domain/stats/types';

/** One bin per bpm from HR_HIST_MIN to HR_HIST_MAX. */
export const MAX_HR_BINS = HR_HIST_MAX - HR_HIST_MIN + 1;
const nonNegative = z.number().nonnegative();
const nullableNonNegative = nonNegative.nullable();

export const trainingProductSchema = z.strictObject({
  durationS: nonNegative,
  powerS: nonNegative,
  np: nullableNonNegative,
  best20W: nullableNonNegative,
  hr: z.strictObject({
    lo: z.number().int().min(HR_HIST_MIN).max(HR_HIST_MAX),
    seconds: z.array(nonNegative).max(MAX_HR_BINS),
  }),
  gasS: nonNegative,
  gasMps: nullableNonNegative,
  decoupling: z.strictObject({ basis: z.enum(['power', 'speed']), pct: z.number() }).nullable(),
});

const thresholdEntrySchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    kind: z.enum(THRESHOLD_KINDS),
    sport: z.enum(SPORTS).nullable(),
    value: z.number(),
    from: z.string().refine((d) => dayOfDate(d) !== null, 'must be a date YYYY-MM-DD'),
  })
  .refine((e) => e.value >= THRESHOLD_LIMITS[e.kind].min && e.value <= THRESHOLD_LIMITS[e.kind].max, {
    message: 'value out of range for its kind',
  });

export const thresholdSettingsSchema = z.strictObject({
  entries: z.array(thresholdEntrySchema).max(MAX_THRESHOLD_ENTRIES),
  updatedAt: nonNegative,
});

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const schemasMatchTypes: [
  Equals<z.infer<typeof trainingProductSchema>, TrainingProduct>,
  Equals<z.infer<typeof thresholdEntrySchema>, ThresholdEntry>,
  Equals<z.infer<typeof thresholdSettingsSchema>, ThresholdSettings>,
] = [true, true, true];
void schemasMatchTypes;
