import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_EDIT_OPS, MAX_MERGE_IDS, type EditHistory } from '../../domain/edits/types';
import { storedSummary } from '../../testing/store-fixtures';
import { encodeEdits } from './edit-doc';
import { decodeTrackDoc, encodeTrackDoc } from './track-doc';
import { Timestamp } from 'firebase/firestore';

const RULES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'firestore.rules'), 'utf8');
/** The rules' pattern for the joined operation lines, as a JavaScript RegExp (rules match the whole text). */
const RULES_PATTERN = new RegExp(
  `^(?:${/function editOpsPattern\(\) \{\s*return '([^']+)';/.exec(RULES)![1]!})$`,
);

const history: EditHistory = {
  ops: [
    { op: 'trim', start: '2024-05-01T07:02:10.000Z', end: '2024-05-01T08:40:00.000Z' },
    { op: 'cut', start: '2024-05-01T07:10:00.000Z', end: '2024-05-01T07:20:00.500Z' },
    { op: 'split', at: '2024-05-01T07:30:00.000Z', keep: 'after' },
    { op: 'merge', ids: ['a'.repeat(64), 'b-part2'] },
  ],
  applied: 3,
};

describe('edits in the track document', () => {
  it('round-trips through the document and the schema', () => {
    const summary = storedSummary({ id: 'x', edits: history });
    const doc = encodeTrackDoc({ kind: 'live', summary });
    expect(doc.edits).toEqual({
      ops: [
        'trim 2024-05-01T07:02:10.000Z 2024-05-01T08:40:00.000Z',
        'cut 2024-05-01T07:10:00.000Z 2024-05-01T07:20:00.500Z',
        'split after 2024-05-01T07:30:00.000Z',
        `merge ${'a'.repeat(64)},b-part2`,
      ],
      applied: 3,
    });
    const back = decodeTrackDoc('x', { ...doc, updatedAt: Timestamp.fromMillis(5) }, false);
    expect(back.kind === 'live' && back.summary.edits).toEqual(history);
  });

  it('a stored line the schema does not know makes the document invalid, not a guess', () => {
    const doc = encodeTrackDoc({ kind: 'live', summary: storedSummary({ id: 'x' }) });
    const bad = { ...doc, edits: { ops: ['crop 1 2'], applied: 1 }, updatedAt: Timestamp.fromMillis(5) };
    expect(decodeTrackDoc('x', bad, false).kind).toBe('invalid');
  });

  it('firestore.rules accepts exactly the lines the app writes', () => {
    expect(encodeEdits(history)!.ops.join('|')).toMatch(RULES_PATTERN);
    const merge = `merge ${Array.from({ length: MAX_MERGE_IDS }, () => 'i'.repeat(128)).join(',')}`;
    expect(merge).toMatch(RULES_PATTERN);
    expect(`merge ${Array.from({ length: MAX_MERGE_IDS + 1 }, () => 'i').join(',')}`).not.toMatch(
      RULES_PATTERN,
    );
    expect(`merge ${'i'.repeat(129)}`).not.toMatch(RULES_PATTERN);
    expect('trim 2024-05-01T07:02:10Z 2024-05-01T08:40:00.000Z').not.toMatch(RULES_PATTERN);
    expect('split before 2024-05-01T07:02:10.000Z|').not.toMatch(RULES_PATTERN);
    expect(RULES).toContain(`e.ops.size() <= ${MAX_EDIT_OPS}`);
  });
});
