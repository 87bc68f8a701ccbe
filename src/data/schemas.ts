/**
 * zod schemas for what the store reads and writes: parse, don't cast, at the storage boundary.
 * Shared by the local (Dexie) adapter and the Firebase adapter's converters, so both accept and
 * reject exactly the same documents.
 */
import { cleanName, MAX_NAME_CHARS } from '../domain/names';
import { z } from '../domain/zod';
import type { BestEffortKey, TrackSummary } from '../domain/stats/types';
import { ELEVATION_SOURCES } from '../domain/stats/elevation-source';
import { ACTIVITY_KINDS, EDITABLE_FIELDS, SPORTS } from '../domain/stats/types';
import { SOURCE_FORMATS } from '../domain/formats/types';
import { SANITY_CODES } from '../domain/sanity/types';
import { editHistorySchema } from '../domain/edits/types';
import type { Collection, SummaryPatch } from './track-store';
import { forEachInSlices } from './time-slices';
import { trainingProductSchema } from './training-product-schema';

/**
 * Activity and collection ids: a content hash (hex) or a random id. Limited to characters that are
 * safe as IndexedDB keys, Firestore document ids and Cloud Storage path segments.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export { MAX_NAME_CHARS };
export const MAX_FILE_NAME_CHARS = 1000;
export const MAX_WARNINGS = 1000;
export const MAX_WARNING_CHARS = 1000;
/**
 * All warnings of one activity together: keeps a summary document well under Firestore's 1 MiB
 * (firestore.rules checks the same total; see its size budget).
 */
export const MAX_WARNINGS_TOTAL_CHARS = 100_000;
export const MAX_METHOD_CHARS = 300;
/** One best effort per distance (BEST_EFFORT_KEYS); firestore.rules checks each of them. */
export const MAX_BEST_EFFORTS = 7;
export const MAX_GEAR_CHARS = 200;
/** An activity's gear choice: a gear id (data/gear-schemas.ts) or NO_GEAR_ID. */
export const GEAR_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_DESCRIPTION_CHARS = 10_000;
export const MAX_HR_ZONES = 10;
export const MAX_DEVICE_CHARS = 200;
/** A multisport activity has a few legs (triathlon: five); 50 leaves room for odd files. */
export const MAX_LEGS = 50;
export const MAX_COLLECTION_NAME_CHARS = 200;
/** A Firestore document holds at most 1 MiB: 10,000 ids of 64 characters fit with room to spare. */
export const MAX_COLLECTION_TRACKS = 10_000;
/** UTC offsets in the world range from -12:00 to +14:00; allow the ISO 8601 limit of ±18:00. */
export const MAX_UTC_OFFSET_MIN = 18 * 60;

export const BEST_EFFORT_KEYS = [
  '400m',
  '1k',
  '1mi',
  '5k',
  '10k',
  'half',
  'marathon',
] as const satisfies readonly BestEffortKey[];

/**
 * Highest statsVersion a stored summary may hold (firestore.rules validLiveTrack checks the same):
 * far above any version the code has had (domain/stats/stats-version.ts), yet bounded, so a stored
 * 2^53-1 cannot make every later recompute skip the activity.
 */
export const MAX_STATS_VERSION = 1000;

/**
 * Text of at most `max` UTF-16 code units: the unit firestore.rules' size() counts (measured on the
 * Firestore emulator: a bicycle emoji is 2, "é" written as e + U+0301 is 2, a CJK character 1), and
 * the unit of String.length, <input maxlength> and domain/names.ts keepName. zod's own .max()
 * counts code points (a bicycle emoji is 1), which let the app write text the rules then refused.
 * Use this for every stored string that stands alone in a document.
 */
export function utf16Text(max: number) {
  return z
    .string()
    .refine((s) => s.length <= max, { message: `must hold at most ${max} characters`, abort: true })
    .meta({ utf16Max: max });
}

/**
 * A string inside a stored list of strings: at most `max` Unicode code points (a bicycle emoji is
 * 1, "é" written as e + U+0301 is 2, a CJK character 1), what firestore.rules' patterns over the
 * joined list count (RE2's `[^\u001f]{0,N}` matches code points), and without U+001F (the
 * separator the rules join the list with; firestore.rules warningList(), legsText(), flagsText()).
 * Counted here rather than by zod's .max(), whose unit changed between zod versions.
 */
export function listText(max: number) {
  return z
    .string()
    .refine((s) => codePoints(s) <= max, {
      message: `must hold at most ${max} characters`,
      abort: true,
    })
    .refine((s) => !s.includes('\u001f'), { message: 'must not hold U+001F' })
    .meta({ codePointMax: max });
}

/** Code points of `s` (a lone surrogate counts as one, as the stores write it as U+FFFD). */
export function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const hi = s.charCodeAt(i);
    if (hi >= 0xd800 && hi <= 0xdbff) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export const idSchema = z.string().regex(ID_PATTERN, 'must be 1-128 letters, digits, "-" or "_"');
export const sportSchema = z.enum(SPORTS);

/** zod 4's z.number() already rejects NaN and ±Infinity: every number here is finite. */
/** zod's .int() takes safe integers only (|v| <= 2^53 - 1): firestore.rules count() checks the same. */
const count = z.number().int().nonnegative();
const nonNegative = z.number().nonnegative();
const nullableNumber = z.number().nullable();
const nullableNonNegative = nonNegative.nullable();
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const boundsSchema = z.object({
  minLat: latitude,
  maxLat: latitude,
  minLon: longitude,
  maxLon: longitude,
});

const bestEffortsFitKeys: (typeof BEST_EFFORT_KEYS)['length'] = MAX_BEST_EFFORTS;
void bestEffortsFitKeys;

export const bestEffortSchema = z.object({
  key: z.enum(BEST_EFFORT_KEYS),
  distanceM: nonNegative,
  timeS: nonNegative,
  startDistanceM: nonNegative,
});

/**
 * The figures of a multisport leg, below 1e100 in size: firestore.rules checks legs as lines of
 * text (firebase/legs-flags-doc.ts), each number as JavaScript writes it with at most a two-digit
 * positive exponent (so 1e100 itself is written out as such); bounded, the schema accepts exactly
 * what that pattern accepts. Whole counts at most 15 digits (the pattern's), all safe integers.
 */
export const MAX_LEG_FIGURE = 1e100;
export const MAX_LEG_POINTS = 999_999_999_999_999;
const legFigure = nonNegative.max(MAX_LEG_FIGURE);

export const activityLegSchema = z.object({
  sport: sportSchema,
  sportName: listText(MAX_NAME_CHARS),
  startTime: z.number().min(-MAX_LEG_FIGURE).max(MAX_LEG_FIGURE).nullable(),
  points: count.max(MAX_LEG_POINTS),
  distanceM: legFigure,
  elapsedS: legFigure.nullable(),
  movingS: legFigure.nullable(),
  avgHr: legFigure.nullable(),
  deviceDistanceM: legFigure.nullable(),
  deviceTimerS: legFigure.nullable(),
});

/** More flags than codes cannot happen; room for a few repeats. */
export const MAX_FLAGS = 20;
export const MAX_TIME_ZONE_CHARS = 64;
/** A flag's message, in code points (listText). */
export const MAX_FLAG_CHARS = 500;

export const sanityFlagSchema = z.object({
  code: z.enum(SANITY_CODES),
  message: listText(MAX_FLAG_CHARS),
});

export const loggerPartSchema = z.object({
  sourceId: idSchema,
  index: z.number().int().min(1),
  count: z.number().int().min(1),
});

/**
 * The person's lists (issue 41) are sets: a repeat is dropped on read (firestore.rules checks the
 * length and the values, not the repeats, to stay within its expression budget).
 */
const asSet = <T>(values: T[]): T[] => [...new Set(values)];
const excludedEffortsSchema = z.array(z.enum(BEST_EFFORT_KEYS)).max(MAX_BEST_EFFORTS).transform(asSet);
const editedFieldsSchema = z.array(z.enum(EDITABLE_FIELDS)).max(EDITABLE_FIELDS.length).transform(asSet);

export const trackSummarySchema = z.object({
  id: idSchema,
  // Bidirectional controls never reach the screen, also in names stored before they were removed
  // on import (domain/names.ts).
  name: utf16Text(MAX_NAME_CHARS).transform(cleanName),
  sport: sportSchema,
  utcOffsetMin: z.number().int().min(-MAX_UTC_OFFSET_MIN).max(MAX_UTC_OFFSET_MIN).nullable(),
  // The start's IANA zone (issue 19): absent before, read as unknown.
  timeZone: utf16Text(MAX_TIME_ZONE_CHARS).nullable().default(null),
  fileName: utf16Text(MAX_FILE_NAME_CHARS),
  fileSize: count,
  droppedPoints: count,
  warnings: z
    .array(listText(MAX_WARNING_CHARS))
    .max(MAX_WARNINGS)
    .refine((w) => w.join('').length <= MAX_WARNINGS_TOTAL_CHARS, {
      message: `warnings hold at most ${MAX_WARNINGS_TOTAL_CHARS} characters in all`,
    }),
  statsVersion: count.max(MAX_STATS_VERSION),
  importedAt: nonNegative,
  // TrackStats
  points: count,
  segments: count,
  distanceM: nonNegative,
  startTime: nullableNumber,
  endTime: nullableNumber,
  elapsedS: nullableNonNegative,
  movingS: nullableNonNegative,
  // Added with statsVersion 2: summaries stored before read as "not computed".
  stopsS: nullableNonNegative.default(null),
  elevationGainM: nullableNonNegative,
  elevationGainRawM: nullableNonNegative.default(null),
  elevationSource: z.enum(ELEVATION_SOURCES).default('unknown'),
  /** Sign convention belongs to the stats module: any finite value. */
  elevationLossM: nullableNumber,
  minElevationM: nullableNumber,
  maxElevationM: nullableNumber,
  avgSpeedMps: nullableNonNegative,
  maxSpeedMps: nullableNonNegative,
  avgHr: nullableNonNegative,
  maxHr: nullableNonNegative,
  avgCadence: nullableNonNegative,
  maxCadence: nullableNonNegative,
  avgPower: nullableNonNegative,
  maxPower: nullableNonNegative,
  avgTempC: nullableNumber,
  maxTempC: nullableNumber,
  hrZonesS: z.array(nonNegative).max(MAX_HR_ZONES).nullable(),
  bounds: boundsSchema.nullable(),
  startLat: latitude.nullable(),
  startLon: longitude.nullable(),
  bestEfforts: z.array(bestEffortSchema).max(MAX_BEST_EFFORTS),
  spikePoints: count,
  elevationMethod: utf16Text(MAX_METHOD_CHARS),
  movingMethod: utf16Text(MAX_METHOD_CHARS),
  // Source file (issue 13). Summaries stored before these fields existed were all GPX: the
  // defaults read them as such.
  format: z.enum(SOURCE_FORMATS).nullable().default('gpx'),
  device: utf16Text(MAX_DEVICE_CHARS).nullable().default(null),
  deviceDistanceM: nullableNonNegative.default(null),
  deviceTimerS: nullableNonNegative.default(null),
  deviceAscentM: nullableNonNegative.default(null),
  legs: z.array(activityLegSchema).max(MAX_LEGS).default([]),
  // Bulk-export metadata: absent in summaries stored before it existed, read as null / false.
  gear: utf16Text(MAX_GEAR_CHARS).nullable().default(null),
  // The activity's own gear choice (issue 35): absent before, read as no choice.
  gearId: z.string().regex(GEAR_ID_PATTERN).nullable().default(null),
  description: utf16Text(MAX_DESCRIPTION_CHARS).nullable().default(null),
  commute: z.boolean().nullable().default(null),
  privateNote: utf16Text(MAX_DESCRIPTION_CHARS).nullable().default(null),
  manual: z.boolean().default(false),
  // Sanity flags and logger parts (issue 19): absent before, read as none.
  flags: z.array(sanityFlagSchema).max(MAX_FLAGS).default([]),
  part: loggerPartSchema.nullable().default(null),
  // Training product (issue 33): absent before statsVersion 6, read as none.
  training: trainingProductSchema.nullable().default(null),
  // Edits of the recording (issue 36): absent before, read as never edited.
  edits: editHistorySchema.nullable().default(null),
  // What the person decides (issue 41): absent before, read as a counted activity, nothing edited.
  kind: z.enum(ACTIVITY_KINDS).default('activity'),
  excluded: z.boolean().default(false),
  excludedEfforts: excludedEffortsSchema.default([]),
  editedFields: editedFieldsSchema.default([]),
});

export const collectionNameSchema = z
  .string()
  .trim()
  .min(1, 'a collection needs a name')
  .refine((s) => s.length <= MAX_COLLECTION_NAME_CHARS, {
    message: `a collection name has at most ${MAX_COLLECTION_NAME_CHARS} characters`,
  })
  .meta({ utf16Max: MAX_COLLECTION_NAME_CHARS });

export const collectionSchema = z.object({
  id: idSchema,
  name: collectionNameSchema,
  trackIds: z.array(idSchema).max(MAX_COLLECTION_TRACKS),
  createdAt: nonNegative,
  updatedAt: nonNegative,
});

export const summaryPatchSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'a name cannot be empty')
    .refine((s) => s.length <= MAX_NAME_CHARS, { message: `a name has at most ${MAX_NAME_CHARS} characters` })
    .optional(),
  sport: sportSchema.optional(),
  // A bulk export's metadata on an activity already stored (issue 41).
  // In UTF-16 units, as the stored summary and firestore.rules' size() count (zod's .max() counts
  // code points: 101 bicycle emoji passed it and were then refused as a 202-unit gear).
  gear: utf16Text(MAX_GEAR_CHARS).nullable().optional(),
  description: utf16Text(MAX_DESCRIPTION_CHARS).nullable().optional(),
  commute: z.boolean().nullable().optional(),
  // The person's choices (issue 41).
  kind: z.enum(ACTIVITY_KINDS).optional(),
  excluded: z.boolean().optional(),
  excludedEfforts: excludedEffortsSchema.optional(),
  editedFields: editedFieldsSchema.optional(),
  // The activity's own gear choice (issue 35; domain/gear/assign.ts); null clears it.
  gearId: z.string().regex(GEAR_ID_PATTERN).nullable().optional(),
});

// Compile-time guard: the schemas describe the domain types exactly. When a field is added to
// TrackSummary (or Collection), this fails to type-check until the schema learns it too, instead
// of the new field being silently stripped on read.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const schemasMatchTypes: [
  Equals<z.infer<typeof trackSummarySchema>, TrackSummary>,
  Equals<z.infer<typeof collectionSchema>, Collection>,
  Equals<Required<z.infer<typeof summaryPatchSchema>>, Required<SummaryPatch>>,
] = [true, true, true];
void schemasMatchTypes;

/** One-line description of a zod error: "field.path: message; ..." (first three issues). */
export function describeZodError(error: z.ZodError): string {
  const parts = error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'value'}: ${i.message}`);
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return parts.join('; ') + more;
}

/** Parses a summary about to be stored; throws one clear line when it is invalid. */
export function parseSummaryForWrite(value: unknown): TrackSummary {
  const result = trackSummarySchema.safeParse(value);
  if (!result.success) throw new Error(`Activity summary is invalid: ${describeZodError(result.error)}`);
  return result.data;
}

/**
 * Parses stored rows, skipping (with a console.warn naming the row) those that do not match.
 * A corrupt row never hides the others.
 */
export function parseStoredRows<T>(schema: z.ZodType<T>, rows: readonly unknown[], what: string): T[] {
  const out: T[] = [];
  for (const row of rows) {
    const parsed = parseStoredRow(schema, row, what);
    if (parsed !== undefined) out.push(parsed);
  }
  return out;
}

/**
 * At most this many rows are validated in one task by parseStoredRowsInSlices, which otherwise
 * yields by time (time-slices.ts SLICE_BUDGET_MS): zod checks a summary in roughly 5-40 µs, so
 * 10,000 rows in one go would block the main thread for over 200 ms on a slow machine.
 */
export const PARSE_SLICE_ROWS = 1000;

/**
 * parseStoredRows, yielding to the main thread whenever a slice has run SLICE_BUDGET_MS (or
 * `sliceRows` rows), so large lists never freeze the page.
 */
export async function parseStoredRowsInSlices<T>(
  schema: z.ZodType<T>,
  rows: readonly unknown[],
  what: string,
  sliceRows = PARSE_SLICE_ROWS,
): Promise<T[]> {
  const out: T[] = [];
  await forEachInSlices(
    rows,
    (row) => {
      const parsed = parseStoredRow(schema, row, what);
      if (parsed !== undefined) out.push(parsed);
    },
    sliceRows,
  );
  return out;
}

export function parseStoredRow<T>(schema: z.ZodType<T>, row: unknown, what: string): T | undefined {
  if (row === undefined) return undefined;
  const result = schema.safeParse(row);
  if (result.success) return result.data;
  console.warn(`Skipped a corrupt stored ${what} (${rowId(row)}): ${describeZodError(result.error)}`);
  return undefined;
}

function rowId(row: unknown): string {
  if (typeof row === 'object' && row !== null && 'id' in row) {
    const id = row.id;
    if (typeof id === 'string') return `id ${id.slice(0, 80)}`;
  }
  return 'no id';
}
