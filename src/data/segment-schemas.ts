/**
 * Stored segments and efforts (issue 16), parsed at every boundary like summaries: what is written
 * must match, what is read is checked and a corrupt row is skipped with a warning.
 */
import { z } from '../domain/zod';
import type { Segment, SegmentEffort } from '../domain/segments/types';
import { describeZodError, idSchema, sportSchema } from './schemas';
import { forEachInSlices } from './time-slices';
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
  | 'replaceEfforts'
  | 'listEfforts'
>;

/** A segment has at most this many points (a 50 km segment with a point every 2.5 m). */
export const MAX_SEGMENT_POINTS = 20_000;
export const MAX_SEGMENT_NAME_CHARS = 200;

const nullableNumber = z.number().nullable();
const nonNegative = z.number().nonnegative();
const nullableNonNegative = nonNegative.nullable();

export const segmentNameSchema = z
  .string()
  .trim()
  .min(1, 'a segment needs a name')
  .refine((s) => s.length <= MAX_SEGMENT_NAME_CHARS, {
    message: `a segment name has at most ${MAX_SEGMENT_NAME_CHARS} characters`,
  })
  .meta({ utf16Max: MAX_SEGMENT_NAME_CHARS });

/**
 * A column of a segment's points: an array of 2 (`min`) to MAX_SEGMENT_POINTS finite numbers, each
 * in [lo, hi] (`NaN` allowed where `nanOk`: unknown elevation). Checked in one plain loop: a segment
 * has up to 20,000 points a column, which zod's per-element checks took ~15 ms to go through on the
 * main thread (a segment is checked on every write and read).
 */
function pointColumn(min: number, lo: number, hi: number, nanOk: boolean) {
  const what = `an array of ${min} to ${MAX_SEGMENT_POINTS} numbers${nanOk ? '' : ` from ${lo} to ${hi}`}`;
  return z.custom<number[]>((value) => {
    if (!Array.isArray(value) || value.length < min || value.length > MAX_SEGMENT_POINTS) return false;
    for (const v of value as unknown[]) {
      if (typeof v !== 'number') return false;
      if (Number.isNaN(v) ? !nanOk : !Number.isFinite(v) || v < lo || v > hi) return false;
    }
    return true;
  }, `expected ${what}`);
}

export const segmentSchema = z
  .object({
    id: idSchema,
    name: segmentNameSchema,
    points: z.object({
      lat: pointColumn(2, -90, 90, false),
      lon: pointColumn(2, -180, 180, false),
      ele: pointColumn(0, -Infinity, Infinity, true),
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

function parseEffortForWrite(value: unknown): SegmentEffort {
  const result = effortSchema.safeParse(value);
  if (!result.success) throw new Error(`Invalid segment effort: ${describeZodError(result.error)}`);
  return result.data;
}

export function parseEffortsForWrite(values: readonly unknown[]): SegmentEffort[] {
  return values.map(parseEffortForWrite);
}

/** One activity's efforts checked for replaceEfforts: an effort of another activity is refused. */
export function parseTrackEffortsForWrite(trackId: string, values: readonly unknown[]): SegmentEffort[] {
  const list = parseEffortsForWrite(values);
  if (list.some((e) => e.trackId !== trackId)) throw new Error('An effort belongs to another activity');
  return list;
}

/**
 * parseEffortsForWrite in time slices (time-slices.ts): a new segment's efforts are checked on the
 * main thread before they are stored, hundreds of them (~20 µs each, several times that on a
 * loaded machine).
 */
export async function parseEffortsForWriteInSlices(values: readonly unknown[]): Promise<SegmentEffort[]> {
  const out: SegmentEffort[] = [];
  await forEachInSlices(values, (value) => out.push(parseEffortForWrite(value)));
  return out;
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
