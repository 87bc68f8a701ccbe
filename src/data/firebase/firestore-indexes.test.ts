// Every query the Firebase adapter sends either runs on Firestore's automatic single-field indexes
// or has its composite index in firestore.indexes.json; and none filters or orders on a field whose
// single-field index firestore.indexes.json turns off. (The emulator does not enforce indexes, so
// this is the only check before a deploy.) A guard counts the query calls in the adapter's source,
// so a new query cannot be added without being listed here.
//
// When a query needs a composite index (Firestore's rules, simplified to what matters here):
// equality filters alone never do; one range filter or orderBy on a single field does not; a
// range filter or orderBy combined with a filter or order on any OTHER field does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  collection,
  collectionGroup,
  query,
  Timestamp,
  where,
  type CollectionReference,
  type Query,
} from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { summaryServerQuery, SYNC_PAGE_SIZE } from './summary-sync';
import { changesAfterQuery } from './summary-watch';
import type { TrackDoc } from './track-doc';
import { createOfflineFirestore, type OfflineFirestore } from './testing/offline-firestore';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DIR = join(ROOT, 'src', 'data', 'firebase');

interface IndexFile {
  indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
}
const indexFile = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexFile;

interface QueryShape {
  collectionGroup: string;
  equality: string[];
  /** Fields under a range or inequality filter, and the orderBy fields, in order. */
  rangeAndOrder: string[];
}

/** Reads the filters and orders out of a Query (the SDK's internal query object). */
function shapeOf(q: Query<unknown>): QueryShape {
  const inner = (q as unknown as { _query: InternalQuery })._query;
  const path = inner.path.canonicalString().split('/');
  const equality: string[] = [];
  const range: string[] = [];
  for (const f of inner.filters) (f.op === '==' ? equality : range).push(f.field.canonicalString());
  const order = inner.explicitOrderBy.map((o) => o.field.canonicalString());
  return {
    collectionGroup: inner.collectionGroup ?? path[path.length - 1] ?? '',
    equality,
    rangeAndOrder: [...new Set([...range, ...order])],
  };
}
interface InternalQuery {
  path: { canonicalString(): string };
  collectionGroup: string | null;
  filters: { op: string; field: { canonicalString(): string } }[];
  explicitOrderBy: { field: { canonicalString(): string } }[];
}

function needsComposite(s: QueryShape): boolean {
  if (s.rangeAndOrder.length === 0) return false;
  return s.rangeAndOrder.length > 1 || s.equality.length > 0;
}

function hasComposite(s: QueryShape): boolean {
  const wanted = [...s.equality, ...s.rangeAndOrder];
  return indexFile.indexes.some(
    (i) =>
      i.collectionGroup === s.collectionGroup &&
      i.fields.length === wanted.length &&
      i.fields.every((f, k) => f.fieldPath === wanted[k]),
  );
}

const exempted = (s: QueryShape) =>
  [...s.equality, ...s.rangeAndOrder].filter((field) =>
    indexFile.fieldOverrides.some(
      (o) => o.collectionGroup === s.collectionGroup && o.fieldPath === field && o.indexes.length === 0,
    ),
  );

let firestore: OfflineFirestore | undefined;
afterAll(() => firestore?.dispose());

describe('the adapter’s Firestore queries and firestore.indexes.json', () => {
  it('every query runs on an index that exists', async () => {
    firestore = await createOfflineFirestore();
    const tracks = collection(firestore.db, 'users', 'u', 'tracks');
    const queries: [string, Query<unknown>][] = [
      ['cold load', summaryServerQuery(tracks, { kind: 'live' }, undefined, undefined)],
      [
        'changes since',
        summaryServerQuery(
          tracks,
          { kind: 'changed', afterMs: Timestamp.now().toMillis() },
          SYNC_PAGE_SIZE,
          undefined,
        ),
      ],
      [
        'live changes listener',
        changesAfterQuery(tracks as CollectionReference<TrackDoc>, Timestamp.now().toMillis()),
      ],
      ['collections (whole)', collection(firestore.db, 'users', 'u', 'collections')],
      ['tracks from the cache (whole)', tracks],
      ['segment by id', query(collection(firestore.db, 'users', 'u', 'segments'), where('id', '==', 's'))],
      [
        'efforts of a segment',
        query(collection(firestore.db, 'users', 'u', 'efforts'), where('segmentId', '==', 's')),
      ],
      [
        'efforts of activities',
        query(collection(firestore.db, 'users', 'u', 'efforts'), where('trackId', 'in', ['a'])),
      ],
      [
        'my groups (members, collection group)',
        query(collectionGroup(firestore.db, 'members'), where('uid', '==', 'u')),
      ],
    ];
    const report = queries.map(([name, q]) => {
      const shape = shapeOf(q);
      return {
        name,
        shape,
        composite: needsComposite(shape),
        indexed: hasComposite(shape),
        off: exempted(shape),
      };
    });
    for (const r of report) {
      expect(r.off, `${r.name} uses a field whose index is turned off`).toEqual([]);
      if (r.composite) expect(r.indexed, `${r.name} needs a composite index`).toBe(true);
    }
    expect(report.map((r) => [r.name, r.shape.equality, r.shape.rangeAndOrder])).toEqual([
      ['cold load', ['deleted'], []],
      ['changes since', [], ['updatedAt']],
      ['live changes listener', [], ['updatedAt']],
      ['collections (whole)', [], []],
      ['tracks from the cache (whole)', [], []],
      ['segment by id', ['id'], []],
      ['efforts of a segment', ['segmentId'], []],
      ['efforts of activities', [], ['trackId']],
      ['my groups (members, collection group)', ['uid'], []],
    ]);
    // A collection-group query has no automatic single-field index: firestore.indexes.json turns
    // on the members' uid index at collection-group scope (issue 37, firebase-groups.ts).
    expect(
      indexFile.fieldOverrides.find((o) => o.collectionGroup === 'members' && o.fieldPath === 'uid')?.indexes,
    ).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' });
  });

  it('the rule itself: a range on one field with an equality on another needs an index', () => {
    const shape = { collectionGroup: 'tracks', equality: ['sport'], rangeAndOrder: ['startTime'] };
    expect(needsComposite(shape)).toBe(true);
    expect(hasComposite(shape)).toBe(false);
    expect(needsComposite({ ...shape, equality: [] })).toBe(false);
    expect(exempted({ collectionGroup: 'tracks', equality: ['warnings'], rangeAndOrder: [] })).toEqual([
      'warnings',
    ]);
  });

  it('lists every query the adapter source makes (add new ones above)', () => {
    const source = readdirSync(DIR)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(DIR, f), 'utf8'))
      .join('\n');
    const calls = (name: string) => source.match(new RegExp(`\\b${name}\\(`, 'g'))?.length ?? 0;
    // summary-sync.ts: where() twice, orderBy() once; summary-watch.ts: where() and orderBy() once;
    // firebase-segments.ts: where() three times (segment by id, efforts by segmentId or trackId,
    // efforts of deleted activities by trackId in); firebase-groups.ts: where() and
    // collectionGroup() once (my groups); nothing else queries Firestore.
    expect({
      where: calls('where'),
      orderBy: calls('orderBy'),
      collectionGroup: calls('collectionGroup'),
    }).toEqual({
      where: 7,
      orderBy: 2,
      collectionGroup: 1,
    });
  });
});
