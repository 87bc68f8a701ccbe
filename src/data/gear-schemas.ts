/**
 * zod schemas of the gear kinds (issue 35; domain/gear, domain/goals): gear, assignment rules,
 * maintenance tasks and goals, each a small document checked on every write and read. The limits
 * here are the ones firestore.rules enforces (gear section); a change here is a change there.
 */
import { GEAR_KINDS, type Gear, type GearRule, type MaintenanceTask } from '../domain/gear/types';
import { GOAL_METRICS, GOAL_PERIODS, type Goal } from '../domain/goals/types';
import { z } from '../domain/zod';
import { describeZodError, GEAR_ID_PATTERN, MAX_GEAR_CHARS, sportSchema, utf16Text } from './schemas';

export const MAX_GEAR_NAME_CHARS = 200;
export const MAX_GEAR_NOTE_CHARS = 2000;
export const MAX_TASK_NAME_CHARS = 200;
/** Day numbers from 1696 to 2243: any date a person gives. */
export const MIN_DAY = -100_000;
export const MAX_DAY = 100_000;
/** One million km: more than any gear wears. */
export const MAX_GEAR_DISTANCE_M = 1e9;
export const MAX_TASK_DAYS = 36_500;
/** Epoch ms up to the year 2286. */
export const MAX_TIME_MS = 1e13;
/** A goal's target in its unit (metres, seconds, a count). */
export const MAX_GOAL_TARGET = 1e10;

export const gearIdSchema = z.string().regex(GEAR_ID_PATTERN, 'must be 1-64 letters, digits, "-" or "_"');
const day = z.number().int().min(MIN_DAY).max(MAX_DAY);
const time = z.number().min(0).max(MAX_TIME_MS);
const distance = z.number().min(0).max(MAX_GEAR_DISTANCE_M);
// Text limits in UTF-16 code units, the unit firestore.rules' size() counts (schemas.ts utf16Text).
const text = utf16Text;
/** A name: not blank after trim(), at most `max` UTF-16 code units. */
const nameText = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .refine((s) => s.length <= max, { message: `a name has at most ${max} characters` })
    .meta({ utf16Max: max });

export const gearSchema = z.object({
  id: gearIdSchema,
  kind: z.enum(GEAR_KINDS),
  name: nameText(MAX_GEAR_NAME_CHARS, 'gear needs a name'),
  brand: text(MAX_GEAR_NAME_CHARS),
  model: text(MAX_GEAR_NAME_CHARS),
  note: text(MAX_GEAR_NOTE_CHARS),
  inUseFromDay: day.nullable(),
  startDistanceM: distance,
  retired: z.boolean(),
  retireAtM: distance.nullable(),
  importName: text(MAX_GEAR_CHARS).nullable(),
  createdAt: time,
  updatedAt: time,
});

export const gearRuleSchema = z
  .object({
    id: gearIdSchema,
    gearId: gearIdSchema,
    sport: sportSchema,
    fromDay: day.nullable(),
    toDay: day.nullable(),
    createdAt: time,
  })
  .refine((r) => r.fromDay === null || r.toDay === null || r.fromDay <= r.toDay, {
    message: 'a rule cannot end before it starts',
    path: ['toDay'],
  });

export const maintenanceTaskSchema = z
  .object({
    id: gearIdSchema,
    gearId: gearIdSchema,
    name: nameText(MAX_TASK_NAME_CHARS, 'a task needs a name'),
    everyM: z.number().gt(0).max(MAX_GEAR_DISTANCE_M).nullable(),
    everyDays: z.number().int().min(1).max(MAX_TASK_DAYS).nullable(),
    lastDoneDay: day.nullable(),
    lastDoneAtM: distance.nullable(),
    createdAt: time,
  })
  .refine((t) => t.everyM !== null || t.everyDays !== null, {
    message: 'a task needs an interval in distance or days',
    path: ['everyM'],
  });

export const goalSchema = z.object({
  id: gearIdSchema,
  period: z.enum(GOAL_PERIODS),
  metric: z.enum(GOAL_METRICS),
  sport: sportSchema.nullable(),
  target: z.number().gt(0).max(MAX_GOAL_TARGET),
  startDay: day,
  createdAt: time,
  updatedAt: time,
});

/** The four kinds, by the name of their table (local) and collection (Firestore). */
export const GEAR_KIND_SCHEMAS = {
  gear: gearSchema,
  gearRules: gearRuleSchema,
  maintenance: maintenanceTaskSchema,
  goals: goalSchema,
} as const;
export type GearKindName = keyof typeof GEAR_KIND_SCHEMAS;
export const GEAR_KIND_NAMES = Object.keys(GEAR_KIND_SCHEMAS) as GearKindName[];
export interface GearKindTypes {
  gear: Gear;
  gearRules: GearRule;
  maintenance: MaintenanceTask;
  goals: Goal;
}
/** What each kind is called in messages. */
export const GEAR_KIND_LABELS: Record<GearKindName, string> = {
  gear: 'gear',
  gearRules: 'gear rule',
  maintenance: 'maintenance task',
  goals: 'goal',
};

/** Parses a document about to be stored; throws one clear line when it is invalid. */
export function parseGearKindForWrite<K extends GearKindName>(kind: K, value: unknown): GearKindTypes[K] {
  const result = GEAR_KIND_SCHEMAS[kind].safeParse(value);
  if (!result.success)
    throw new Error(`Invalid ${GEAR_KIND_LABELS[kind]}: ${describeZodError(result.error)}`);
  return result.data as GearKindTypes[K];
}

// Compile-time guard: the schemas describe the domain types exactly (as in schemas.ts).
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const gearSchemasMatchTypes: [
  Equals<z.infer<typeof gearSchema>, Gear>,
  Equals<z.infer<typeof gearRuleSchema>, GearRule>,
  Equals<z.infer<typeof maintenanceTaskSchema>, MaintenanceTask>,
  Equals<z.infer<typeof goalSchema>, Goal>,
] = [true, true, true, true];
void gearSchemasMatchTypes;
