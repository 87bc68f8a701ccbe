/**
 * Private groups (issue 37): the documents of a group, as firestore.rules checks them.
 *
 * - groups/{groupId}: the group (name, owner, closed). Read by its members; created by its owner
 *   together with the owner's member document; the owner only closes it.
 * - groups/{groupId}/members/{uid}: one per member, written by that member only (the owner may
 *   delete it: removing a member). Holds the name the member shows, when they joined, the invite
 *   they joined with (null for the owner) and what they share with the group.
 * - groups/{groupId}/invites/{token}: a one-time invite made by the owner, read by whoever has the
 *   link; joining is creating one's member document in the batch that marks the invite used.
 * - groups/{groupId}/totals/{uid}: the member's weekly and monthly totals by sport, from 1 January
 *   of last year (domain/groups/group-totals.ts), in ONE document written by that member only, and
 *   present only while the member shares their totals. It carries the member's name (the rules
 *   check it is their entry's), so a year's leaderboard of 1,000 members is 1,000 document reads
 *   plus the group and the reader's own entry, and no document is written by every member.
 *
 * Group ids and invite tokens are 32 random hex characters (128 bits, collection-rules.ts randomId).
 * A totals row is text, `YYYY-MM-DD sport distanceM movingS ascentM count` (whole numbers), and a
 * document's week rows are one string of up to 800 rows joined by '|' (its month rows another), so
 * the rules check them with one pattern each (firestore.rules validGroupTotals).
 */
import { SPORTS, type Sport } from '../domain/stats/types';
import type { TotalsRow } from '../domain/groups/group-totals';
import { z } from '../domain/zod';
import { idSchema } from './schemas';

export const GROUP_ID_PATTERN = /^[0-9a-f]{32}$/;
export const groupIdSchema = z.string().regex(GROUP_ID_PATTERN, 'a group id is 32 hex characters');
/** The stored format of a group and its totals (the `v` field; firestore.rules accepts only this). */
export const GROUP_DOC_VERSION = 1;
export const MAX_GROUP_NAME_CHARS = 80;
export const MAX_MEMBER_NAME_CHARS = 80;
/** Week rows kept: two calendar years of weeks (106 at most) of up to 7 sports fit in 800. */
export const MAX_WEEK_ROWS = 800;
/** Month rows kept: 24 months of up to 7 sports fit in 200. */
export const MAX_MONTH_ROWS = 200;
/** The longest row: a date, 'other', and every figure at its most digits (10, 9, 8 and 5). */
export const MAX_ROW_CHARS = 52;
/** Rows are stored joined by '|' in one string: the most characters of MAX_WEEK_ROWS rows. */
export const MAX_WEEK_CHARS = MAX_WEEK_ROWS * (MAX_ROW_CHARS + 1) - 1;
export const MAX_MONTH_CHARS = MAX_MONTH_ROWS * (MAX_ROW_CHARS + 1) - 1;

const nonNegative = z.number().nonnegative();

const nonBlank = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} cannot be blank`)
    .refine((s) => s.length <= max, { message: `${what} has at most ${max} characters` })
    .meta({ utf16Max: max });

export const groupNameSchema = nonBlank(MAX_GROUP_NAME_CHARS, 'a group name');
export const memberNameSchema = nonBlank(MAX_MEMBER_NAME_CHARS, 'a member name');

/** groups/{groupId}. */
export const groupDocSchema = z.strictObject({
  v: z.literal(GROUP_DOC_VERSION),
  name: groupNameSchema,
  owner: idSchema,
  createdAt: nonNegative,
  closed: z.boolean(),
});

/** What a member lets the group see; only `totals` is shown so far (the others are kept false). */
export const memberSharesSchema = z.strictObject({
  totals: z.boolean(),
  curves: z.boolean(),
  fitness: z.boolean(),
  efforts: z.boolean(),
});

/** groups/{groupId}/members/{uid}. */
export const memberDocSchema = z.strictObject({
  uid: idSchema,
  name: memberNameSchema,
  joinedAt: nonNegative,
  /** The invite the member joined with; null for the owner, who made the group. */
  invite: groupIdSchema.nullable(),
  shares: memberSharesSchema,
});

/** groups/{groupId}/invites/{token}. */
export const inviteDocSchema = z.strictObject({
  createdAt: nonNegative,
  /** The group's name, shown on the join page before joining (the group itself is members-only). */
  groupName: groupNameSchema,
  usedBy: idSchema.nullable(),
  usedAt: nonNegative.nullable(),
});

const SPORT_ALTERNATIVES = SPORTS.join('|');
const WHOLE = (digits: number) => `(0|[1-9][0-9]{0,${digits - 1}})`;
const FIGURES = `${WHOLE(10)} ${WHOLE(9)} ${WHOLE(8)} ${WHOLE(5)}`;
/** A week row: its Monday, the sport, distance (m), moving time (s), ascent (m), activities. */
export const WEEK_ROW_PATTERN = `[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) (${SPORT_ALTERNATIVES}) ${FIGURES}`;
/** A month row: the month's first day, then as a week row. */
export const MONTH_ROW_PATTERN = `[0-9]{4}-(0[1-9]|1[0-2])-01 (${SPORT_ALTERNATIVES}) ${FIGURES}`;

/**
 * Rows joined by '|' in one string ('' for none): one value per document instead of hundreds, which
 * the SDK decodes several times faster for a group of 1,000 (bench group-leaderboard).
 */
const rowText = (pattern: string, maxChars: number) =>
  z
    .string()
    .refine((s) => s.length <= maxChars, { message: `at most ${maxChars} characters` })
    .regex(new RegExp(`^(${pattern}([|]${pattern})*)?$`), 'not totals rows');

/** groups/{groupId}/totals/{uid}. */
export const totalsDocSchema = z.strictObject({
  v: z.literal(GROUP_DOC_VERSION),
  /** The member's name as their entry has it: the leaderboard needs no read of the entries. */
  name: memberNameSchema,
  updatedAt: nonNegative,
  weeks: rowText(WEEK_ROW_PATTERN, MAX_WEEK_CHARS),
  months: rowText(MONTH_ROW_PATTERN, MAX_MONTH_CHARS),
});

export type GroupDoc = z.infer<typeof groupDocSchema>;
export type MemberDoc = z.infer<typeof memberDocSchema>;

/** A row as stored: whole numbers (domain/groups/group-totals.ts rounds them already). */
function encodeTotalsRow(r: TotalsRow): string {
  // Whole, and within the digits the pattern allows (an absurd file cannot make the row invalid).
  const whole = (v: number, digits: number) => Math.min(10 ** digits - 1, Math.max(0, Math.round(v)));
  return `${r.start} ${r.sport} ${whole(r.distanceM, 10)} ${whole(r.movingS, 9)} ${whole(r.ascentM, 8)} ${whole(r.count, 5)}`;
}

/** Rows as stored: joined by '|'. */
export function encodeTotalsRows(rows: readonly TotalsRow[]): string {
  return rows.map(encodeTotalsRow).join('|');
}

/** Stored rows (checked by totalsDocSchema) back as figures. */
export function decodeTotalsRows(text: string): TotalsRow[] {
  return text === '' ? [] : text.split('|').map(decodeTotalsRow);
}

/** A stored row (checked by totalsDocSchema) back as figures. */
function decodeTotalsRow(text: string): TotalsRow {
  const [start = '', sport = 'other', d = '0', m = '0', a = '0', c = '0'] = text.split(' ');
  return {
    start,
    sport: sport as Sport,
    distanceM: Number(d),
    movingS: Number(m),
    ascentM: Number(a),
    count: Number(c),
  };
}
