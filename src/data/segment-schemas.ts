/**
 * Stored segments and efforts (issue 16), parsed at every boundary like summaries: what is written
 * must match, what is read is checked and a corrupt row is skipped with a warning.
 */
import { z } from '../domain/zod';
import type { Segment, SegmentEffort } from '../domain/segments/types';
import { describeZodError, idSchema, sportSchema } from './schemas';
import type { TrackStore } from './track-store';

/** The segment part of the TrackStore port, as each adapter implements it. */
export type SegmentOps = Pick<
  TrackStore,
  | 'listSegments'
  | 'getSegment'
  | 'putSegment'
  | 'renameSegment'
  | 'deleteSegment'
  | 'putEfforts'
  | 'listEfforts'
>;

/** A segment has at most this many points (a 50 km segment with a point every 2.5 m). */
export const MAX_SEGMENT_POINTS = 20_000;
export const MAX_SEGMENT_NAME_CHARS = 200;

const finiteOrNaN = z.number().or(z.nan());
const nullableNumber = z.number().nullable();
const nonNegative = z.number().nonnegative();
const nullableNonNegative = nonNegative.nullable();

export const segmentNameSchema = z
  .string()
  .trim()
  .min(1, 'a segment needs a name')
  .max(MAX_SEGMENT_NAME_CHARS, `a segment name has at most ${MAX_SEGMENT_NAME_CHARS} characters`);

export const segmentSchema = z
  .object({
    id: idSchema,
    name: segmentNameSchema,
    points: z.object({
      lat: z.array(z.number().min(-90).max(90)).min(2).max(MAX_SEGMENT_POINTS),
      lon: z.array(z.number().min(-180).max(180)).min(2).max(MAX_SEGMENT_POINTS),
      ele: z.array(finiteOrNaN).max(MAX_SEGMENT_POINTS),
    }),
    distanceM: nonNegative,
    elevationGainM: nullableNonNegative,
    avgGradePct: nullableNumber,
    maxGradePct: nullableNumber,
    createdAt: nonNegative,
    source: z.enum(['activity', 'gpx', 'suggestion']),
    sourceTrackId: idSchema.nullable(),
  })
  .refine((s) => s.points.lat.length === s.points.lon.length && s.points.lat.length === s.points.ele.length, {
    message: 'the point columns differ in length',
  });

export const effortSchema = z.object({
  id: z.string().min(1).max(300),
  segmentId: idSchema,
  trackId: idSchema,
  sport: sportSchema,
  activityStartTime: nullableNumber,
  startPos: nonNegative,
  endPos: nonNegative,
  startTime: nullableNumber,
  endTime: nullableNumber,
  elapsedS: nullableNonNegative,
  movingS: nullableNonNegative,
  distanceM: z.number(),
  avgSpeedMps: nullableNonNegative,
  avgHr: nullableNonNegative,
  avgPower: nullableNonNegative,
});

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const schemasMatchTypes: [
  Equals<z.infer<typeof segmentSchema>, Segment>,
  Equals<z.infer<typeof effortSchema>, SegmentEffort>,
] = [true, true];
void schemasMatchTypes;

export function parseSegmentForWrite(value: unknown): Segment {
  const result = segmentSchema.safeParse(value);
  if (!result.success) throw new Error(`Invalid segment: ${describeZodError(result.error)}`);
  return result.data;
}

export function parseEffortsForWrite(values: readonly unknown[]): SegmentEffort[] {
  return values.map((value) => {
    const result = effortSchema.safeParse(value);
    if (!result.success) throw new Error(`Invalid segment effort: ${describeZodError(result.error)}`);
    return result.data;
  });
}

export function parseSegmentName(name: string): string {
  const result = segmentNameSchema.safeParse(name);
  if (!result.success) throw new Error(`Invalid segment name: ${describeZodError(result.error)}`);
  return result.data;
}

/** Ordered by creation time, then id, so the order is stable across adapters. */
export function bySegmentCreation(a: Segment, b: Segment): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
