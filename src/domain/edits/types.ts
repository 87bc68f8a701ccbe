/**
 * An activity's edits (issue 36): a stored, ordered list of operations applied to the parsed track
 * before statistics, so the original file never changes and a statistics version change (or an
 * undo) computes again through them.
 *
 * Operations address points by their UTC times (ISO 8601, "2024-05-01T07:02:10Z"), never by index,
 * so a parser fix that adds or drops a point does not move an edit:
 * - trim  { start, end }: keeps the points with start <= time <= end.
 * - cut   { start, end }: removes the points with start < time < end; the points after the cut start
 *   a new segment (as a `<trkseg>` break: no distance and no moving time across the gap).
 * - split { at, keep }: keeps the points with time <= at ("before") or time > at ("after"); a split
 *   in the app stores "before" on the activity and "after" on the new one it makes.
 * - merge { ids }: appends the tracks of these other activities (each as edited), all ordered by
 *   time, each joined at a segment break (a pause, never a straight line across the map).
 * A point without a time takes the time of the point before it (the first timed point's for those
 * at the start).
 */
import { z } from '../zod';

/** Most operations one activity keeps (undo history included). */
export const MAX_EDIT_OPS = 100;
/** Most other activities one merge takes. */
export const MAX_MERGE_IDS = 20;
/** Fewest points an edited activity may keep. */
export const MIN_EDITED_POINTS = 2;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A UTC time as ISO 8601 with Z; read back as the canonical form (milliseconds always written). */
const isoTime = z
  .string()
  .regex(ISO_UTC, 'must be a UTC time like 2024-05-01T07:02:10Z')
  .refine((s) => Number.isFinite(Date.parse(s)), 'must be a real date')
  .transform((s) => new Date(Date.parse(s)).toISOString());

const range = { start: isoTime, end: isoTime };

export const editOpSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('trim'), ...range }),
  z.strictObject({ op: z.literal('cut'), ...range }),
  z.strictObject({ op: z.literal('split'), at: isoTime, keep: z.enum(['before', 'after']) }),
  z.strictObject({
    op: z.literal('merge'),
    ids: z.array(z.string().regex(ID, 'must be an activity id')).min(1).max(MAX_MERGE_IDS),
  }),
]);

export type EditOp = z.output<typeof editOpSchema>;

export const editOpsSchema = z
  .array(editOpSchema)
  .max(MAX_EDIT_OPS, `an activity keeps at most ${MAX_EDIT_OPS} edits`);

/**
 * What is stored with an activity: every operation made, and how many of them (from the first) are
 * applied; those after `applied` were undone and can be redone. applied 0: the original.
 */
export const editHistorySchema = z
  .strictObject({ ops: editOpsSchema, applied: z.number().int().min(0) })
  .refine((h) => h.applied <= h.ops.length, 'applied counts more edits than there are');

export type EditHistory = z.output<typeof editHistorySchema>;

/** An edit that cannot be made; message says why in one line. */
export class EditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditError';
  }
}

/** The operations in effect (the undone ones left out). */
export function appliedOps(history: EditHistory | null | undefined): EditOp[] {
  return history ? history.ops.slice(0, history.applied) : [];
}

/** One line for a list that is not an operation list: the first problems with where they are. */
export function describeEditOpsError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'value'}: ${i.message}`)
    .join('; ');
}
