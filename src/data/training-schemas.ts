/**
 * zod schemas of the dated training thresholds (issue 33; domain/training/thresholds.ts), stored in
 * both adapters' settings. firestore.rules checks the same shape (validThresholds).
 */
import { z } from '../domain/zod';
import {
  MAX_THRESHOLD_ENTRIES,
  THRESHOLD_KINDS,
  THRESHOLD_LIMITS,
  dayOfDate,
  EMPTY_THRESHOLDS,
  type ThresholdEntry,
  type ThresholdSettings,
} from '../domain/training/thresholds';
import { SPORTS } from '../domain/stats/types';
import { describeZodError } from './schemas';

const nonNegative = z.number().nonnegative();

const thresholdEntrySchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    kind: z.enum(THRESHOLD_KINDS),
    sport: z.enum(SPORTS).nullable(),
    // Whole watts, beats and seconds: firestore.rules checks each kind's range with one pattern.
    value: z.number().int(),
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
  Equals<z.infer<typeof thresholdEntrySchema>, ThresholdEntry>,
  Equals<z.infer<typeof thresholdSettingsSchema>, ThresholdSettings>,
] = [true, true];
void schemasMatchTypes;

/** Thresholds about to be stored; throws one clear line when they are invalid. */
export function parseThresholdsForWrite(value: unknown): ThresholdSettings {
  const result = thresholdSettingsSchema.safeParse(value);
  if (!result.success) throw new Error(`Thresholds are invalid: ${describeZodError(result.error)}`);
  return result.data;
}

/** Stored thresholds as read: none set (with a console.warn) when they are not valid. */
export function readThresholds(value: unknown): ThresholdSettings {
  if (value === undefined) return EMPTY_THRESHOLDS;
  const result = thresholdSettingsSchema.safeParse(value);
  if (result.success) return result.data;
  console.warn(`Ignored the stored thresholds: ${describeZodError(result.error)}`);
  return EMPTY_THRESHOLDS;
}
