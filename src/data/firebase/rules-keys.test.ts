// firestore.rules lists the keys of each document the app writes; the app's zod schemas define
// them. A field added to TrackSummary but not to trackKeys() makes the rules refuse every write in
// Firebase mode (it happened twice): this compares the lists in seconds, without the emulator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  activityLegSchema,
  BEST_EFFORT_KEYS,
  boundsSchema,
  MAX_FLAGS,
  MAX_LEG_FIGURE,
  MAX_LEG_POINTS,
  MAX_LEGS,
  MAX_WARNING_CHARS,
  MAX_WARNINGS,
  MAX_WARNINGS_TOTAL_CHARS,
  sanityFlagSchema,
  collectionSchema,
  GEAR_ID_PATTERN,
  loggerPartSchema,
  trackSummarySchema,
  MAX_BEST_EFFORTS,
} from '../schemas';
import { BEST_EFFORT_FIGURES } from './track-doc';
import { NON_NEGATIVE_TEXT } from './legs-flags-doc';
import { z } from '../../domain/zod';
import { SANITY_CODES } from '../../domain/sanity/types';
import { GEAR_KINDS } from '../../domain/gear/types';
import { GOAL_METRICS, GOAL_PERIODS } from '../../domain/goals/types';
import {
  gearRuleSchema,
  gearSchema,
  goalSchema,
  maintenanceTaskSchema,
  MAX_DAY,
  MAX_GEAR_DISTANCE_M,
  MAX_GEAR_NAME_CHARS,
  MAX_GEAR_NOTE_CHARS,
  MAX_GOAL_TARGET,
  MAX_TASK_DAYS,
  MAX_TIME_MS,
  MIN_DAY,
} from '../gear-schemas';

const RULES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'firestore.rules'), 'utf8');

/** The body of `function name(...) { ... }` in firestore.rules (up to the next function). */
function body(name: string): string {
  const start = RULES.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const next = RULES.indexOf('\n    function ', start + 1);
  return RULES.slice(start, next < 0 ? undefined : next);
}

/** The quoted names of the first `[...]` list after `marker` in `text`. */
function listAfter(text: string, marker: string): string[] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in ${text.slice(0, 40)}`);
  const open = text.indexOf('[', at);
  const close = text.indexOf(']', open);
  return [...text.slice(open, close).matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();
}

const keys = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe('firestore.rules keys match the zod schemas', () => {
  it('trackKeys() is the summary schema as stored (best efforts as two lists), deleted and updatedAt', () => {
    const stored = keys(trackSummarySchema).filter((k) => k !== 'bestEfforts');
    expect(listAfter(body('trackKeys'), 'return')).toEqual(
      [...stored, 'bestEffortKeys', 'bestEffortFigures', 'deleted', 'updatedAt'].sort(),
    );
  });

  it('a live activity has exactly trackKeys(): their count, and a check that reads each of them', () => {
    // validLiveTrack() counts the keys instead of comparing them with the list (the comparison
    // cost over 65 of the budget of 1,000 expressions): that is exact only while every listed key
    // is read by a check, since reading a key the document lacks fails the rule.
    const listed = listAfter(body('trackKeys'), 'return');
    expect(body('validLiveTrack')).toContain(`d.size() == ${listed.length}`);
    const checks = ['validLiveTrack', 'validExportMeta', 'validChoices', 'validMeasures']
      .map(body)
      .join('\n');
    const unread = listed.filter((k) => !new RegExp(`\\bd\\.${k}\\b`).test(checks));
    expect(unread).toEqual([]);
  });

  it('the thresholds document: its count of keys, each read', () => {
    const listed = listAfter(body('thresholdsKeys'), 'return');
    const check = body('validThresholds');
    expect(check).toContain(`d.size() == ${listed.length}`);
    expect(listed.filter((k) => !check.includes(`d.${k}`))).toEqual([]);
    const kind = body('thresholdKind');
    expect(kind).toContain('l.size() == 4');
    for (const k of ['ids', 'sports', 'values', 'from']) expect(kind).toContain(`l.${k}`);
  });

  it('a collection document has exactly the collection schema keys', () => {
    expect(listAfter(body('validCollection'), 'hasOnly(')).toEqual(keys(collectionSchema));
    expect(listAfter(body('validCollection'), 'hasAll(')).toEqual(keys(collectionSchema));
  });

  it('nested maps: bounds, a logger part', () => {
    expect(listAfter(body('boundsOrNull'), 'hasOnly(')).toEqual(keys(boundsSchema));
    expect(listAfter(body('validMeasures'), 'd.part.keys().hasOnly(')).toEqual(keys(loggerPartSchema));
  });

  it('enumerations: sports, elevation sources, formats; one best effort per distance', () => {
    // bestEffortLists(): at most one per distance, each one of the schema's, three figures each.
    const efforts = body('bestEffortLists');
    expect(MAX_BEST_EFFORTS).toBe(BEST_EFFORT_KEYS.length);
    expect(efforts).toContain(`keys.size() <= ${MAX_BEST_EFFORTS}`);
    expect(efforts).toContain(`figures.size() == keys.size() * ${BEST_EFFORT_FIGURES}`);
    const alternatives = `(${BEST_EFFORT_KEYS.join('|')})`;
    expect(efforts).toContain(`'^${alternatives}(,${alternatives})*$'`);
    expect(listAfter(body('validLiveTrack'), 'd.sport in')).toEqual(
      [...trackSummarySchema.shape.sport.options].sort(),
    );
    expect(listAfter(body('validMeasures'), 'd.elevationSource in')).toEqual(
      [...trackSummarySchema.shape.elevationSource.unwrap().options].sort(),
    );
    expect(listAfter(body('validMeasures'), 'd.format in')).toEqual(
      [...trackSummarySchema.shape.format.unwrap().unwrap().options].sort(),
    );
  });
});

/** The code-point limit of a listText() schema (schemas.ts). */
const codePointMax = (s: z.ZodType): number | undefined =>
  (z.globalRegistry.get(s) as { codePointMax?: number } | undefined)?.codePointMax;

describe('firestore.rules legs, flags and warnings match their schemas (issue 40)', () => {
  it('legs: at most MAX_LEGS lines, each of the schema’s sports, counts and sport-name limit', () => {
    const legs = body('legsText');
    expect(legs).toContain(`l.size() <= ${MAX_LEGS}`);
    const sports = `(${activityLegSchema.shape.sport.options.join('|')})`;
    // The first line and every line after a U+001F start with one of the sports.
    expect(legs).toContain(`'${sports};`);
    expect(legs).toContain(`(\\u001f${sports};`);
    const max = codePointMax(activityLegSchema.shape.sportName);
    expect(max).toBeDefined();
    expect(legs.match(new RegExp(`;\\[\\^\\\\u001f\\]\\{0,${max}\\}`, 'g'))).toHaveLength(2);
    // Points: whole numbers of at most 15 digits, all of them safe integers.
    expect(MAX_LEG_POINTS).toBe(10 ** 15 - 1);
    expect(Number.isSafeInteger(MAX_LEG_POINTS)).toBe(true);
    expect(legs.split(';(0|[1-9][0-9]{0,14});')).toHaveLength(3);
    // Figures: at most a two-digit positive exponent, or 1e+100 itself (schemas.ts MAX_LEG_FIGURE).
    expect(MAX_LEG_FIGURE).toBe(1e100);
    expect(NON_NEGATIVE_TEXT).toContain('e([+][0-9]{1,2}|');
    expect(NON_NEGATIVE_TEXT).toContain('|1e[+]100)');
    expect(legs.split(NON_NEGATIVE_TEXT)).toHaveLength(7);
  });

  it('warnings: at most MAX_WARNINGS, each within its code points, all within their UTF-16 units', () => {
    const warnings = body('warningList');
    expect(warnings).toContain(`l.size() <= ${MAX_WARNINGS}`);
    const each = trackSummarySchema.shape.warnings.element;
    expect(codePointMax(each)).toBe(MAX_WARNING_CHARS);
    const text = `[^\\u001f]{0,${MAX_WARNING_CHARS}}`;
    expect(warnings).toContain(`'${text}(\\u001f${text})*'`);
    expect(warnings).toContain(`l.join('').size() <= ${MAX_WARNINGS_TOTAL_CHARS}`);
  });

  it('flags: at most MAX_FLAGS lines, each a code of the schema and a message within its limit', () => {
    const flags = body('flagsText');
    expect(flags).toContain(`l.size() <= ${MAX_FLAGS}`);
    expect(sanityFlagSchema.shape.code.options).toEqual([...SANITY_CODES]);
    const line = `(${SANITY_CODES.join('|')}) [^\\u001f]{0,${codePointMax(sanityFlagSchema.shape.message)}}`;
    expect(flags).toContain(`'${line}(\\u001f${line})*'`);
  });
});

describe('firestore.rules keys of the gear kinds (issue 35) match data/gear-schemas.ts', () => {
  it.each([
    ['validGear', gearSchema],
    ['validGearRule', gearRuleSchema],
    ['validMaintenance', maintenanceTaskSchema],
    ['validGoal', goalSchema],
  ] as const)('%s checks exactly the schema keys', (fn, schema) => {
    expect(listAfter(body(fn), 'exactKeys(d,')).toEqual(keys(schema));
  });

  it('enumerations and limits', () => {
    expect(listAfter(body('validGear'), 'd.kind in')).toEqual([...GEAR_KINDS].sort());
    expect(listAfter(body('validGoal'), 'd.period in')).toEqual([...GOAL_PERIODS].sort());
    expect(listAfter(body('validGoal'), 'd.metric in')).toEqual([...GOAL_METRICS].sort());
    expect(listAfter(body('sportName'), 'v in')).toEqual([...trackSummarySchema.shape.sport.options].sort());
    expect(body('dayOrNull')).toContain(`v >= ${MIN_DAY} && v <= ${MAX_DAY}`);
    expect(body('gearDistance')).toContain(`v <= ${MAX_GEAR_DISTANCE_M}`);
    expect(body('timeMs')).toContain(`v <= ${MAX_TIME_MS}`);
    expect(body('validGoal')).toContain(`d.target <= ${MAX_GOAL_TARGET}`);
    expect(body('validMaintenance')).toContain(`d.everyDays <= ${MAX_TASK_DAYS}`);
    expect(body('validGear')).toContain(`boundedString(d.note, ${MAX_GEAR_NOTE_CHARS})`);
    expect(body('validGear')).toContain(`nonBlankString(d.name, ${MAX_GEAR_NAME_CHARS})`);
    expect(body('gearIdText')).toContain(`'${GEAR_ID_PATTERN.source}'`);
  });
});
