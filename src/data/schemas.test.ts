import { describe, expect, it, vi } from 'vitest';
import { storedSummary } from '../testing/store-fixtures';
import {
  MAX_COLLECTION_TRACKS,
  MAX_DESCRIPTION_CHARS,
  MAX_GEAR_CHARS,
  MAX_NAME_CHARS,
  MAX_STATS_VERSION,
  collectionNameSchema,
  collectionSchema,
  listText,
  utf16Text,
  parseStoredRows,
  parseStoredRowsInSlices,
  parseSummaryForWrite,
  summaryPatchSchema,
  trackSummarySchema,
} from './schemas';

describe('trackSummarySchema', () => {
  it('accepts a complete summary unchanged', () => {
    const summary = storedSummary();
    expect(trackSummarySchema.parse(summary)).toEqual(summary);
  });

  it('accepts nulls for absent values and a bounds box crossing the 180th meridian', () => {
    const summary = storedSummary({
      startTime: null,
      movingS: null,
      avgHr: null,
      hrZonesS: null,
      bounds: { minLat: -1, maxLat: 1, minLon: 179, maxLon: -179 },
    });
    expect(trackSummarySchema.safeParse(summary).success).toBe(true);
  });

  it.each([
    ['NaN distance', { distanceM: NaN }, 'distanceM'],
    ['infinite speed', { maxSpeedMps: Infinity }, 'maxSpeedMps'],
    ['negative moving time', { movingS: -1 }, 'movingS'],
    ['unknown sport', { sport: 'yoga' }, 'sport'],
    ['id with a slash', { id: 'users/x' }, 'id'],
    ['latitude out of range', { startLat: 91 }, 'startLat'],
    ['too long a name', { name: 'x'.repeat(501) }, 'name'],
    ['too many warnings', { warnings: Array.from({ length: 1001 }, () => 'w') }, 'warnings'],
    ['fractional point count', { points: 1.5 }, 'points'],
    ['absurd UTC offset', { utcOffsetMin: 24 * 60 }, 'utcOffsetMin'],
  ])('rejects %s, naming the field in one line', (_label, override, field) => {
    const bad = { ...storedSummary(), ...override };
    expect(() => parseSummaryForWrite(bad)).toThrow(new RegExp(`^Activity summary is invalid: ${field}`));
  });

  it('rejects a missing field', () => {
    const { distanceM: _distanceM, ...rest } = storedSummary();
    expect(trackSummarySchema.safeParse(rest).success).toBe(false);
  });
});

describe('collectionSchema and summaryPatchSchema', () => {
  const collection = { id: 'c1', name: 'Alps', trackIds: ['a', 'b'], createdAt: 1, updatedAt: 2 };

  it('accepts a collection and bounds its size', () => {
    expect(collectionSchema.parse(collection)).toEqual(collection);
    const huge = {
      ...collection,
      trackIds: Array.from({ length: MAX_COLLECTION_TRACKS + 1 }, (_, i) => `t${i}`),
    };
    expect(collectionSchema.safeParse(huge).success).toBe(false);
    expect(collectionSchema.safeParse({ ...collection, name: ' ' }).success).toBe(false);
  });

  it('allows only name and sport in a patch', () => {
    expect(summaryPatchSchema.parse({ name: ' Hill ' })).toEqual({ name: 'Hill' });
    expect(summaryPatchSchema.safeParse({ distanceM: 3 }).success).toBe(false);
    expect(summaryPatchSchema.safeParse({ sport: 'other' }).success).toBe(true);
  });

  // Issue 40: the patch counts text as the stored summary and firestore.rules' size() do, in
  // UTF-16 units: a bicycle emoji is 2, so half the limit in emoji is exactly at it.
  const BIKE = '\u{1F6B2}';
  it.each([
    ['name', MAX_NAME_CHARS],
    ['gear', MAX_GEAR_CHARS],
    ['description', MAX_DESCRIPTION_CHARS],
  ] as const)('counts %s in UTF-16 units, as the stored summary does', (key, max) => {
    const atLimit = BIKE.repeat(max / 2);
    const over = atLimit + 'x';
    expect(atLimit.length).toBe(max);
    expect(summaryPatchSchema.safeParse({ [key]: atLimit }).success).toBe(true);
    expect(summaryPatchSchema.safeParse({ [key]: over }).success).toBe(false);
    // 101 emoji are 101 code points but 202 units: over every limit that is 2 x 101 - 1 or less.
    expect(summaryPatchSchema.safeParse({ [key]: BIKE.repeat(max / 2 + 1) }).success).toBe(false);
    // Whatever the patch accepts, the whole stored summary accepts too.
    const stored = trackSummarySchema.safeParse({ ...storedSummary(), [key]: atLimit });
    expect(stored.success).toBe(true);
    expect(trackSummarySchema.safeParse({ ...storedSummary(), [key]: over }).success).toBe(false);
  });
});

describe('parseStoredRows', () => {
  it('keeps good rows and warns once per bad row, naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = storedSummary({ id: 'good' });
    const rows = [good, { ...good, id: 'bad', sport: 42 }, null, 'junk'];
    expect(parseStoredRows(trackSummarySchema, rows, 'activity summary')).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Skipped a corrupt stored activity summary \(id bad\): sport:/);
    warn.mockRestore();
  });
});

describe('parseStoredRowsInSlices', () => {
  it('gives the same rows as one pass, in order, skipping bad ones across slices', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows: unknown[] = Array.from({ length: 25 }, (_, i) => storedSummary({ id: `s${i}` }));
    rows[7] = { id: 'bad7' };
    rows[19] = { id: 'bad19' };
    const sliced = await parseStoredRowsInSlices(trackSummarySchema, rows, 'summary', 4);
    expect(sliced.map((r) => r.id)).toEqual(
      parseStoredRows(trackSummarySchema, rows, 'summary').map((r) => r.id),
    );
    expect(sliced).toHaveLength(23);
    expect(sliced[7]?.id).toBe('s8');
    warn.mockRestore();
  });
});

describe("the person's choices (issue 41)", () => {
  it('reads a summary stored before them as a counted activity, nothing edited', () => {
    const {
      kind: _kind,
      excluded: _excluded,
      excludedEfforts: _efforts,
      editedFields: _edited,
      ...before
    } = storedSummary();
    expect(trackSummarySchema.parse(before)).toMatchObject({
      kind: 'activity',
      excluded: false,
      excludedEfforts: [],
      editedFields: [],
    });
  });

  it('reads each list as a set and refuses values outside the schema', () => {
    const s = trackSummarySchema.parse({
      ...storedSummary(),
      excludedEfforts: ['1k', '1k', '5k'],
      editedFields: ['name', 'name'],
    });
    expect(s.excludedEfforts).toEqual(['1k', '5k']);
    expect(s.editedFields).toEqual(['name']);
    for (const bad of [
      { kind: 'plan' },
      { excluded: 1 },
      { excludedEfforts: ['2k'] },
      { editedFields: ['x'] },
    ]) {
      expect(trackSummarySchema.safeParse({ ...storedSummary(), ...bad }).success).toBe(false);
    }
  });
});

describe('text limits count UTF-16 units, as firestore.rules size() does (issue 40)', () => {
  const BIKE = '\u{1F6B2}';
  it('a name of 250 bicycle emoji (500 units) is kept, 251 are refused', () => {
    expect(trackSummarySchema.shape.name.safeParse(BIKE.repeat(250)).success).toBe(true);
    expect(trackSummarySchema.shape.name.safeParse(BIKE.repeat(251)).success).toBe(false);
  });
  it('combining marks count one unit each; CJK characters one each', () => {
    expect(utf16Text(4).safeParse('e\u0301e\u0301').success).toBe(true);
    expect(utf16Text(4).safeParse('e\u0301e\u0301e').success).toBe(false);
    expect(utf16Text(4).safeParse('\u4E2D\u6587\u4E2D\u6587').success).toBe(true);
    expect(utf16Text(4).safeParse('\u4E2D\u6587\u4E2D\u6587\u4E2D').success).toBe(false);
  });
  it('collection names: trimmed as JavaScript trims, then at most 200 units', () => {
    expect(collectionNameSchema.safeParse('\u00A0\u3000\u2028').success).toBe(false);
    expect(collectionNameSchema.safeParse(BIKE.repeat(100)).success).toBe(true);
    expect(collectionNameSchema.safeParse(BIKE.repeat(101)).success).toBe(false);
  });
  it('statsVersion is bounded; list text refuses the rules’ separator U+001F', () => {
    expect(trackSummarySchema.shape.statsVersion.safeParse(MAX_STATS_VERSION).success).toBe(true);
    expect(trackSummarySchema.shape.statsVersion.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(false);
    expect(listText(10).safeParse('a\u001fb').success).toBe(false);
    expect(listText(10).safeParse('ab').success).toBe(true);
  });
  it('list text counts code points, as the rules’ patterns over joined lists do (RE2)', () => {
    expect(listText(4).safeParse(BIKE.repeat(4)).success).toBe(true);
    expect(listText(4).safeParse(BIKE.repeat(5)).success).toBe(false);
    expect(listText(4).safeParse('e\u0301e\u0301').success).toBe(true);
    expect(listText(4).safeParse('e\u0301e\u0301e').success).toBe(false);
    expect(listText(4).safeParse('\u4E2D'.repeat(4)).success).toBe(true);
    expect(listText(4).safeParse('\u4E2D'.repeat(5)).success).toBe(false);
    // A lone surrogate is one code point (the stores write it as U+FFFD).
    expect(listText(2).safeParse('\uD800\uD800').success).toBe(true);
    expect(listText(2).safeParse('\uD800\uD800\uD800').success).toBe(false);
  });
});
