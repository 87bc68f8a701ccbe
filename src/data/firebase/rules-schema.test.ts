// Issue 40: firestore.rules must check exactly what each zod schema checks. For every field of the
// schemas whose rules check it one field at a time (segments, efforts, collections, the summary's
// scalar fields checked by a shared helper), the expected call is derived from the zod schema (its
// type, nullability, bounds, UTF-16 text limit) and must appear in the rule's function, so a bound
// changed on one side only fails here, in seconds, without the emulator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from '../../domain/zod';
import { collectionSchema, MAX_STATS_VERSION, summaryPatchSchema, trackSummarySchema } from '../schemas';
import { gearSchema, maintenanceTaskSchema } from '../gear-schemas';
import { effortSchema, segmentSchema } from '../segment-schemas';
import { re2AcceptsRepeats } from '../../testing/re2-repeats';
import {
  MAX_SHARED_PATH_BYTES,
  MAX_SHARED_PROFILE_BYTES,
  MIN_SHARED_BYTES,
} from '../../domain/share/shared-page';
import { MAX_SHARED_CURVES_BYTES, MIN_SHARED_CURVES_BYTES } from '../../domain/share/shared-curves';
import { MAX_SHARED_EFFORTS_BYTES } from '../../domain/share/shared-segment';
import {
  liveCurvesShareDocSchema,
  liveReviewShareDocSchema,
  liveSegmentShareDocSchema,
  liveShareDocSchema,
  sharedFiguresSchema,
  shareEntrySchema,
  SHARE_KINDS,
} from '../share-schemas';
import {
  groupDocSchema,
  inviteDocSchema,
  MAX_MONTH_CHARS,
  MAX_WEEK_CHARS,
  memberDocSchema,
  MONTH_ROW_PATTERN,
  totalsDocSchema,
  WEEK_ROW_PATTERN,
} from '../group-schemas';

const RULES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'firestore.rules'), 'utf8');

function body(name: string): string {
  const start = RULES.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const next = RULES.indexOf('\n    function ', start + 1);
  // A non-blank string is a bounded string that is not blank.
  return RULES.slice(start, next < 0 ? undefined : next)
    .replace(/\s+/g, ' ')
    .replaceAll('nonBlankString(', 'boundedString(');
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean; format?: string } } }[];
}
const def = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const utf16Max = (s: z.ZodType): number | undefined =>
  (z.globalRegistry.get(s) as { utf16Max?: number } | undefined)?.utf16Max;

/** The rules call that checks `ref` exactly as `schema` does (null when it has no helper). */
function expectedCall(schema: z.ZodType, ref: string): string | null {
  let s = schema;
  let nullable = false;
  for (;;) {
    const d = def(s);
    // Optional (a patch's field): absent keeps the stored value, present is checked as here.
    if ((d.type === 'default' || d.type === 'optional') && d.innerType) s = d.innerType;
    else if (d.type === 'nullable' && d.innerType) [s, nullable] = [d.innerType, true];
    else if (d.type === 'pipe' && d.in) s = d.in;
    else break;
  }
  const d = def(s);
  if (d.type === 'string') {
    const max = utf16Max(s);
    if (max === undefined) return null;
    return nullable ? `boundedStringOrNull(${ref}, ${max})` : `boundedString(${ref}, ${max})`;
  }
  if (d.type !== 'number') return null;
  const checks = (d.checks ?? []).map((c) => c._zod.def);
  const isInt = checks.some((c) => c.check === 'number_format' && c.format === 'safeint');
  const lo = checks.find((c) => c.check === 'greater_than')?.value;
  const hi = checks.find((c) => c.check === 'less_than')?.value;
  if (isInt || (lo !== undefined && hi !== undefined && lo !== 0)) return null; // written out inline
  if (lo === undefined && hi === undefined)
    return nullable ? `finiteOrNull(${ref})` : `isFiniteNumber(${ref})`;
  if (lo === 0 && hi === undefined) return nullable ? `nonNegativeOrNull(${ref})` : `nonNegative(${ref})`;
  if (lo !== undefined && hi !== undefined)
    return nullable ? `inRangeOrNull(${ref}, ${lo}, ${hi})` : `inRange(${ref}, ${lo}, ${hi})`;
  return null;
}

function shape(schema: z.ZodType): Record<string, z.ZodType> {
  const d = def(schema) as Def & { shape?: Record<string, z.ZodType>; schema?: z.ZodType };
  if (d.shape) return d.shape;
  if (d.in) return shape(d.in);
  if (d.schema) return shape(d.schema);
  return (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
}

function expectFieldsChecked(schema: z.ZodType, fn: string, fields?: string[]): number {
  const text = body(fn);
  let checked = 0;
  for (const [key, field] of Object.entries(shape(schema))) {
    if (fields && !fields.includes(key)) continue;
    const call = expectedCall(field, `d.${key}`);
    if (call === null) continue;
    expect(text, `${fn}: ${key}`).toContain(call);
    checked++;
  }
  return checked;
}

describe('firestore.rules checks each field as its zod schema does (issue 40)', () => {
  it('segments: every number finite, bounds and the UTF-16 name limit as in segment-schemas.ts', () => {
    expect(expectFieldsChecked(segmentSchema, 'validSegment')).toBeGreaterThanOrEqual(5);
    expect(RULES).toMatch(/function validSegment[^}]*nonBlankString\(d\.name, 200\)/);
  });

  it('efforts: every number finite and bounded as in effortSchema', () => {
    expect(expectFieldsChecked(effortSchema, 'validEffort')).toBe(11);
  });

  it('collections: times >= 0, the name non-blank and at most its UTF-16 limit', () => {
    expect(expectFieldsChecked(collectionSchema, 'validCollection')).toBe(3);
    const max = utf16Max(collectionSchema.shape.name);
    expect(max).toBeDefined();
    expect(RULES).toMatch(new RegExp(`function validCollection[^}]*nonBlankString\\(d\\.name, ${max}\\)`));
  });

  it('summaries: the text fields, start point and export metadata', () => {
    const text = ['name', 'fileName', 'elevationMethod', 'movingMethod', 'device', 'timeZone'];
    const named = (body('validLiveTrack') + body('validMeasures') + body('validExportMeta')).replace(
      /\(d\.(\w+) == null \|\| boundedString\(d\.\w+, (\d+)\)\)/g,
      'boundedStringOrNull(d.$1, $2)',
    );
    for (const [key, field] of Object.entries(trackSummarySchema.shape)) {
      if (![...text, 'gear', 'description', 'privateNote'].includes(key)) continue;
      const call = expectedCall(field, `d.${key}`);
      expect(call, key).not.toBeNull();
      expect(named, key).toContain(call);
    }
    expect(body('validLiveTrack')).toContain(`d.statsVersion <= ${MAX_STATS_VERSION}`);
    // The same text limits where an edit changes them.
    expect(body('validEdit')).toContain('boundedString(d.name, 500)');
  });

  it('an edit (summaryPatchSchema) counts its text in UTF-16 units, as validEdit() does', () => {
    const edit = (body('validEdit') + body('validExportMeta')).replace(
      /\(d\.(\w+) == null \|\| boundedString\(d\.\w+, (\d+)\)\)/g,
      'boundedStringOrNull(d.$1, $2)',
    );
    expect(body('validEdit')).toContain('validExportMeta(d)');
    for (const key of ['gear', 'description'] as const) {
      const call = expectedCall(summaryPatchSchema.shape[key], `d.${key}`);
      expect(call, key).not.toBeNull();
      expect(edit, key).toContain(call);
      expect(call).toBe(expectedCall(trackSummarySchema.shape[key], `d.${key}`));
    }
  });

  it('shares (issue 37): the page, its figures and the owner’s entry as in share-schemas.ts', () => {
    expect(expectFieldsChecked(sharedFiguresSchema, 'validShareFigures')).toBe(8);
    expect(expectFieldsChecked(liveShareDocSchema, 'validSharedActivityPage')).toBe(4);
    expect(expectFieldsChecked(liveCurvesShareDocSchema, 'validSharedCurvesPage')).toBe(2);
    expect(expectFieldsChecked(liveReviewShareDocSchema, 'validSharedReviewPage')).toBe(4);
    expect(expectFieldsChecked(liveSegmentShareDocSchema, 'validSharedSegmentPage')).toBe(6);
    expect(expectFieldsChecked(shareEntrySchema, 'validShareEntry')).toBe(3);
    expect(RULES).toMatch(/function validSharedActivityPage[^}]*nonBlankString\(d\.title, 200\)/);
    expect(RULES).toMatch(/function validSharedCurvesPage[^}]*nonBlankString\(d\.title, 200\)/);
    expect(RULES).toMatch(/function validShareEntry[^}]*nonBlankString\(d\.title, 200\)/);
    // Each kind's keys are exactly its schema's, and the entry's kinds are the schema's.
    const keysOf = (fn: string) =>
      JSON.parse(
        body(fn)
          .replace(/^.*return \[/, '[')
          .replace(/\];.*$/, ']')
          .replaceAll("'", '"'),
      ) as string[];
    expect(keysOf('shareKeys').sort()).toEqual(Object.keys(liveShareDocSchema.shape).sort());
    expect(keysOf('curvesShareKeys').sort()).toEqual(Object.keys(liveCurvesShareDocSchema.shape).sort());
    expect(keysOf('reviewShareKeys').sort()).toEqual(Object.keys(liveReviewShareDocSchema.shape).sort());
    expect(keysOf('segmentShareKeys').sort()).toEqual(Object.keys(liveSegmentShareDocSchema.shape).sort());
    expect(body('validSharedSegmentPage')).toContain(
      `d.path.size() >= ${MIN_SHARED_BYTES} && d.path.size() <= ${MAX_SHARED_PATH_BYTES}`,
    );
    expect(body('validSharedSegmentPage')).toContain(
      `d.efforts.size() >= ${MIN_SHARED_BYTES} && d.efforts.size() <= ${MAX_SHARED_EFFORTS_BYTES}`,
    );
    expect(body('validSharedReviewPage')).toContain(
      `d.paths.size() >= ${MIN_SHARED_BYTES} && d.paths.size() <= ${MAX_SHARED_PATH_BYTES}`,
    );
    expect(body('validSharedCurvesPage')).toContain(
      `d.view in ${JSON.stringify(liveCurvesShareDocSchema.shape.view.options).replaceAll('"', "'").replaceAll(',', ', ')}`,
    );
    expect(body('validShareEntry')).toContain(
      `d.kind in ${JSON.stringify(SHARE_KINDS).replaceAll('"', "'").replaceAll(',', ', ')}`,
    );
    expect(body('validSharedCurvesPage')).toContain(
      `d.curves.size() >= ${MIN_SHARED_CURVES_BYTES} && d.curves.size() <= ${MAX_SHARED_CURVES_BYTES}`,
    );
    const page = body('validSharedActivityPage');
    expect(page).toContain(
      `d.path.size() >= ${MIN_SHARED_BYTES} && d.path.size() <= ${MAX_SHARED_PATH_BYTES}`,
    );
    expect(page).toContain(
      `d.profile.size() >= ${MIN_SHARED_BYTES} && d.profile.size() <= ${MAX_SHARED_PROFILE_BYTES}`,
    );
  });

  it('groups (issue 37): each document’s keys, names and totals rows as in group-schemas.ts', () => {
    const keysOf = (fn: string) =>
      JSON.parse(
        body(fn)
          .replace(/^.*return \[/, '[')
          .replace(/\];.*$/, ']')
          .replaceAll("'", '"'),
      ) as string[];
    expect(keysOf('groupKeys').sort()).toEqual(Object.keys(groupDocSchema.shape).sort());
    expect(keysOf('memberKeys').sort()).toEqual(Object.keys(memberDocSchema.shape).sort());
    expect(keysOf('inviteKeys').sort()).toEqual(Object.keys(inviteDocSchema.shape).sort());
    expect(keysOf('totalsKeys').sort()).toEqual(Object.keys(totalsDocSchema.shape).sort());
    expect(body('validMemberShares')).toContain(
      `exactKeys(s, ${JSON.stringify(Object.keys(memberDocSchema.shape.shares.shape)).replaceAll('"', "'").replaceAll(',', ', ')})`,
    );
    expect(expectFieldsChecked(groupDocSchema, 'validGroup')).toBe(2);
    expect(expectFieldsChecked(memberDocSchema, 'validMember')).toBe(2);
    // A new invite is unused (usedBy and usedAt null); the join's update sets them, checked there.
    expect(expectFieldsChecked(inviteDocSchema, 'validInvite', ['createdAt', 'groupName'])).toBe(2);
    expect(expectFieldsChecked(totalsDocSchema, 'validGroupTotals')).toBe(2);
    expect(body('weekRowPattern')).toContain(`'${WEEK_ROW_PATTERN}'`);
    expect(body('monthRowPattern')).toContain(`'${MONTH_ROW_PATTERN}'`);
    expect(body('validGroupTotals')).toContain(`totalsText(d.weeks, ${MAX_WEEK_CHARS}, weekRowPattern())`);
    expect(body('validGroupTotals')).toContain(`totalsText(d.months, ${MAX_MONTH_CHARS}, monthRowPattern())`);
    expect(re2AcceptsRepeats(WEEK_ROW_PATTERN)).toBe(true);
  });

  it('gear and maintenance tasks: names non-blank, texts at most their UTF-16 limits (issue 35)', () => {
    const gear = body('validGear').replace(
      /\(d\.(\w+) == null \|\| boundedString\(d\.\w+, (\d+)\)\)/g,
      'boundedStringOrNull(d.$1, $2)',
    );
    for (const key of ['name', 'brand', 'model', 'note', 'importName'] as const) {
      const call = expectedCall(gearSchema.shape[key], `d.${key}`);
      expect(call, key).not.toBeNull();
      expect(gear, key).toContain(call);
    }
    expect(RULES).toMatch(/function validGear\([^}]*nonBlankString\(d\.name, 200\)/);
    expect(expectedCall(shape(maintenanceTaskSchema).name as z.ZodType, 'd.name')).toBe(
      'boundedString(d.name, 200)',
    );
    expect(RULES).toMatch(/function validMaintenance\([^}]*nonBlankString\(d\.name, 200\)/);
  });

  it('the JavaScript trim() whitespace is exactly the class nonBlankString() refuses', () => {
    const cls = /\[(\\u0009[^\]]*)\]/.exec(RULES)?.[1] ?? '';
    const chars = cls.replace(/\\u([0-9A-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const re = new RegExp(`^[${chars}]$`, 'u');
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      expect(re.test(ch), `U+${c.toString(16)}`).toBe(ch.trim() === '');
    }
  });
});

describe('countsThenTwoNumbers() takes exactly the counts zod takes (issue 40)', () => {
  // The rules' matches() must match the whole text, as an anchored JavaScript RegExp does.
  const pattern = /return '([^']*)'/.exec(body('countsThenTwoNumbers'))?.[1] ?? '';
  const re = new RegExp(`^(?:${pattern})$`);
  const count = trackSummarySchema.shape.fileSize;
  const MAX = BigInt(Number.MAX_SAFE_INTEGER);
  const digits = MAX.toString();
  /** Whole numbers near 2^53-1 at every digit: its prefix, one digit, then all 0s or all 9s. */
  const near: bigint[] = [0n, 1n, 9n, 10n, MAX, MAX + 1n, 10n ** 15n - 1n, 10n ** 15n, 10n ** 16n - 1n];
  for (let k = 0; k < digits.length; k++) {
    near.push(MAX - 10n ** BigInt(k), MAX + 10n ** BigInt(k));
    for (let d = 0; d <= 9; d++)
      for (const fill of ['0', '9'])
        near.push(BigInt(digits.slice(0, k) + String(d) + fill.repeat(digits.length - 1 - k)));
  }

  it.each([0, 1, 2, 3, 4])('count %i: matches exactly 0 to 2^53-1, as zod .int().nonnegative()', (at) => {
    expect(pattern.length).toBeGreaterThan(100);
    for (const n of near) {
      const counts = ['0', '0', '0', '0', '0'];
      counts[at] = n.toString();
      const text = [...counts, '1523.5', '1.7E12'].join('|');
      expect(re.test(text), text).toBe(n <= MAX);
      // zod sees the number the JavaScript SDK reads: an int64 over 2^53-1 is rounded, and refused.
      if (n <= MAX) expect(count.safeParse(Number(n)).success).toBe(true);
      else expect(count.safeParse(Number(n)).success).toBe(false);
    }
  });

  it('refuses what join() writes for a fraction, a double, NaN, Infinity, a negative and null', () => {
    for (const bad of ['1.5', '1.0E16', 'NaN', 'Infinity', '-1', 'null', '01', ''])
      expect(re.test([bad, '0', '0', '0', '0', '1', '1'].join('|')), bad).toBe(false);
    expect(re.test(['-0.0', '0', '0', '0', '0', '1', '1'].join('|'))).toBe(true);
  });
});

describe('every pattern in firestore.rules is one RE2 accepts (issue 40)', () => {
  // The emulator matches with re2j, which does not refuse nested counted repetitions; RE2 and Go
  // do (more than 1,000 copies), and a refused pattern would deny every write that reaches it.
  const patterns = [...RULES.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)]
    .map((m) => m[1] ?? '')
    .filter((p) => /\{\d/.test(p));

  it('finds the patterns with counted repetitions (legs, flags, training, edits, ids...)', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(10);
    for (const fn of ['legsText', 'flagsText', 'trainingTextOrNull', 'editOpsPattern'])
      expect(patterns.some((p) => body(fn).includes(p.replace(/\s+/g, ' ')))).toBe(true);
  });

  it.each(patterns.map((p) => [p.slice(0, 70), p]))('%s', (_label, pattern) => {
    expect(re2AcceptsRepeats(pattern)).toBe(true);
  });

  it('the check refuses what RE2 refuses and takes what it takes', () => {
    expect(re2AcceptsRepeats('(,[0-9]{1,15}){0,500}')).toBe(false);
    expect(re2AcceptsRepeats('((a{2}){2}){251}')).toBe(false);
    expect(re2AcceptsRepeats('((a{2}){2}){250}')).toBe(true);
    expect(re2AcceptsRepeats('a{1001}')).toBe(false);
    expect(re2AcceptsRepeats('(,[0-9]+){0,500}[^\\u001f]{0,1000}')).toBe(true);
    expect(re2AcceptsRepeats('(,[0-9][0-9]?[0-9]?){0,500}')).toBe(true);
  });
});
