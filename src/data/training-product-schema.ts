/**
 * zod schema of the per-activity training product kept in the summary (issue 33;
 * domain/training/product.ts). firestore.rules checks the same shape as one line of text
 * (trainingTextOrNull; the stored form is src/data/firebase/training-doc.ts).
 */
import { z } from '../domain/zod';
import { HR_HIST_MAX, HR_HIST_MIN } from '../domain/training/hr-histogram';
import { EMPTY_POWER_HISTOGRAM, POWER_HIST_BINS } from '../domain/training/power-histogram';
import type { TrainingProduct } from '../domain/training/product';

const nonNegative = z.number().nonnegative();
const nullableNonNegative = nonNegative.nullable();

/** One bin per bpm from HR_HIST_MIN to HR_HIST_MAX. */
export const MAX_HR_BINS = HR_HIST_MAX - HR_HIST_MIN + 1;

/** Whole seconds of one power bin: up to 15 digits, the rules' pattern (well below 2^53). */
export const MAX_POWER_BIN_SECONDS = 999_999_999_999_999;

export const trainingProductSchema = z.strictObject({
  durationS: nonNegative,
  powerS: nonNegative,
  np: nullableNonNegative,
  best20W: nullableNonNegative,
  // Products stored before the power histogram (STATS_VERSION 10 and before) read as having none until recomputed.
  power: z
    .strictObject({
      lo: z
        .number()
        .int()
        .min(0)
        .max(POWER_HIST_BINS - 1),
      seconds: z.array(z.number().int().nonnegative().max(MAX_POWER_BIN_SECONDS)).max(POWER_HIST_BINS),
    })
    .default(EMPTY_POWER_HISTOGRAM),
  hr: z.strictObject({
    lo: z.number().int().min(HR_HIST_MIN).max(HR_HIST_MAX),
    seconds: z.array(nonNegative).max(MAX_HR_BINS),
  }),
  gasS: nonNegative,
  gasMps: nullableNonNegative,
  decoupling: z.strictObject({ basis: z.enum(['power', 'speed']), pct: z.number() }).nullable(),
});

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const schemaMatchesType: Equals<z.infer<typeof trainingProductSchema>, TrainingProduct> = true;
void schemaMatchesType;
