/**
 * Rules cases for the kinds of shared page added after the activity's and the Curves page's
 * (issue 37): a Year in review (domain/share/shared-review.ts) and a segment (shared-segment.ts). Each is written as firebase-shares.ts
 * writes it, with the owner rules of share-rules-cases.ts (page and entry in one batch, the entry's
 * kind the page's), and every write outside its zod schema (src/data/share-schemas.ts) refused.
 * The set-up is share-rules-cases.ts seedShares (alice's live link LIVE).
 */
import {
  MAX_SHARE_TITLE_CHARS,
  MAX_SHARED_PATH_BYTES,
  MIN_SHARED_BYTES,
} from '../../src/domain/share/shared-page';
import { MAX_REVIEW_FIGURES_CHARS } from '../../src/domain/share/shared-review';
import { MAX_SHARED_EFFORTS_BYTES } from '../../src/domain/share/shared-segment';
import type { RulesCase } from './rules-cases';
import { blob, create, curvesPage, LIVE, NEW, shareEntry, sharePage } from './share-rules-cases';

/** A shared Year in review as firebase-shares.ts writes it (its figures are JSON text). */
export function reviewPage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    v: 1,
    revoked: false,
    kind: 'review',
    createdAt: 1_700_000_000_000,
    title: 'My 2025 in review',
    figures: JSON.stringify({ year: 2025 }),
    toleranceM: 12.5,
    paths: blob(4_000),
    ...overrides,
  };
}

const reviewEntry = (id: string, overrides: Record<string, unknown> = {}) =>
  shareEntry(id, { kind: 'review', targetId: '2025', title: 'My 2025 in review', ...overrides });

/** A shared segment as firebase-shares.ts writes it. */
export function segmentPage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    v: 1,
    revoked: false,
    kind: 'segment',
    createdAt: 1_700_000_000_000,
    title: 'Col de la Croix',
    distanceM: 4_200,
    elevationGainM: 310,
    avgGradePct: 7.2,
    maxGradePct: -3.5,
    path: blob(800),
    efforts: blob(12 + 16 * 40),
    ...overrides,
  };
}

const segmentEntry = (id: string, overrides: Record<string, unknown> = {}) =>
  shareEntry(id, { kind: 'segment', targetId: 'seg-1', title: 'Col de la Croix', ...overrides });

export function segmentShareCases(): RulesCase[] {
  const badPage = (name: string, page: Record<string, unknown>, entry = segmentEntry(NEW)): RulesCase => ({
    expect: 'deny',
    name,
    run: (d) => create(d, 'alice', page, entry),
  });
  return [
    {
      expect: 'allow',
      name: 'alice shares a segment (page and entry in one batch)',
      run: (d) => create(d, 'alice', segmentPage(), segmentEntry(NEW)),
    },
    {
      expect: 'allow',
      name: 'alice shares a segment without elevations, its line and efforts at their limits',
      run: (d) =>
        create(
          d,
          'alice',
          segmentPage({
            elevationGainM: null,
            avgGradePct: null,
            maxGradePct: null,
            path: blob(MAX_SHARED_PATH_BYTES),
            efforts: blob(MAX_SHARED_EFFORTS_BYTES),
          }),
          segmentEntry(NEW),
        ),
    },
    {
      expect: 'allow',
      name: 'a signed-out visitor reads a shared segment',
      run: async (d) => {
        await create(d, 'alice', segmentPage(), segmentEntry(NEW));
        await d(null).doc(`shares/${NEW}`).get();
      },
    },
    {
      expect: 'deny',
      name: 'a signed-out visitor shares a segment',
      run: (d) => create(d, null, segmentPage()),
    },
    {
      expect: 'deny',
      name: 'bob writes a segment entry under alice',
      run: (d) =>
        d('bob')
          .batch()
          .set(d('bob').doc(`shares/${NEW}`), segmentPage())
          .set(d('bob').doc(`users/alice/shares/${NEW}`), segmentEntry(NEW))
          .commit(),
    },
    {
      expect: 'deny',
      name: 'alice turns her live activity page into a segment',
      run: (d) => d('alice').doc(`shares/${LIVE}`).set(segmentPage()),
    },
    badPage('a segment listed as an activity', segmentPage(), shareEntry(NEW)),
    badPage('a year listed as a segment', reviewPage(), segmentEntry(NEW)),
    badPage('a segment listed as a year', segmentPage(), reviewEntry(NEW)),
    badPage('a segment with a key outside the schema', segmentPage({ owner: 'alice' })),
    badPage('a segment carrying activity names', segmentPage({ activities: ['Morning ride'] })),
    badPage('a segment carrying an activity’s figures', segmentPage({ figures: sharePage().figures })),
    badPage('a segment without its efforts', (({ efforts: _, ...rest }) => rest)(segmentPage())),
    badPage('a segment without its line', (({ path: _, ...rest }) => rest)(segmentPage())),
    badPage('a segment without its max grade', (({ maxGradePct: _, ...rest }) => rest)(segmentPage())),
    badPage('a segment already revoked', segmentPage({ revoked: true })),
    badPage('a segment of another format version', segmentPage({ v: 2 })),
    badPage('a segment with a blank title', segmentPage({ title: '\n' })),
    badPage(
      'a segment title one character too long',
      segmentPage({ title: 'x'.repeat(MAX_SHARE_TITLE_CHARS + 1) }),
    ),
    badPage('a segment with a negative creation time', segmentPage({ createdAt: -1 })),
    badPage('a negative segment distance', segmentPage({ distanceM: -1 })),
    badPage('a segment distance that is text', segmentPage({ distanceM: '4200' })),
    badPage('a negative elevation gain', segmentPage({ elevationGainM: -5 })),
    badPage('an infinite grade', segmentPage({ avgGradePct: Infinity })),
    badPage('a grade that is not a number', segmentPage({ maxGradePct: NaN })),
    badPage('a segment line that is a list, not bytes', segmentPage({ path: [1, 2, 3] })),
    badPage(
      'a segment line one byte over the largest size',
      segmentPage({ path: blob(MAX_SHARED_PATH_BYTES + 1) }),
    ),
    badPage('efforts as a list, not bytes', segmentPage({ efforts: [{ elapsedS: 600 }] })),
    badPage(
      'efforts one byte over the largest size',
      segmentPage({ efforts: blob(MAX_SHARED_EFFORTS_BYTES + 1) }),
    ),
    badPage('efforts shorter than their header', segmentPage({ efforts: blob(MIN_SHARED_BYTES - 1) })),
    badPage(
      'a segment entry of a malformed segment id',
      segmentPage(),
      segmentEntry(NEW, { targetId: 'a b' }),
    ),
  ];
}

export function shareKindsCases(): RulesCase[] {
  const badPage = (name: string, page: Record<string, unknown>, entry = reviewEntry(NEW)): RulesCase => ({
    expect: 'deny',
    name,
    run: (d) => create(d, 'alice', page, entry),
  });
  return [
    {
      expect: 'allow',
      name: 'alice shares her year (page and entry in one batch)',
      run: (d) => create(d, 'alice', reviewPage(), reviewEntry(NEW)),
    },
    {
      expect: 'allow',
      name: 'alice shares the largest year (figures and map at their limits)',
      run: (d) =>
        create(
          d,
          'alice',
          reviewPage({ figures: 'x'.repeat(MAX_REVIEW_FIGURES_CHARS), paths: blob(MAX_SHARED_PATH_BYTES) }),
          reviewEntry(NEW),
        ),
    },
    {
      expect: 'allow',
      name: 'a signed-out visitor reads a shared year',
      run: async (d) => {
        await create(d, 'alice', reviewPage(), reviewEntry(NEW));
        await d(null).doc(`shares/${NEW}`).get();
      },
    },
    { expect: 'deny', name: 'a signed-out visitor shares a year', run: (d) => create(d, null, reviewPage()) },
    {
      expect: 'deny',
      name: 'bob writes a year entry under alice',
      run: (d) =>
        d('bob')
          .batch()
          .set(d('bob').doc(`shares/${NEW}`), reviewPage())
          .set(d('bob').doc(`users/alice/shares/${NEW}`), reviewEntry(NEW))
          .commit(),
    },
    {
      expect: 'deny',
      name: 'alice turns her live activity page into a year',
      run: (d) => d('alice').doc(`shares/${LIVE}`).set(reviewPage()),
    },
    {
      expect: 'deny',
      name: 'a signed-out visitor lists the shared pages',
      run: (d) => d(null).collection('shares').get(),
    },
    badPage('a year listed as an activity', reviewPage(), shareEntry(NEW)),
    badPage('an activity page listed as a year', sharePage(), reviewEntry(NEW)),
    badPage('a Curves page listed as a year', curvesPage(), reviewEntry(NEW)),
    badPage('a year with a key outside the schema', reviewPage({ home: 'x' })),
    badPage('a year carrying activity names', reviewPage({ names: ['Morning ride'] })),
    badPage('a year carrying an activity’s chart', reviewPage({ profile: blob(500) })),
    badPage('a year without its map', (({ paths: _, ...rest }) => rest)(reviewPage())),
    badPage('a year without its figures', (({ figures: _, ...rest }) => rest)(reviewPage())),
    badPage('a year without its tolerance', (({ toleranceM: _, ...rest }) => rest)(reviewPage())),
    badPage('a year already revoked', reviewPage({ revoked: true })),
    badPage('a year of another format version', reviewPage({ v: 2 })),
    badPage('a year with a blank title', reviewPage({ title: '\u2003' })),
    badPage(
      'a year title one character too long',
      reviewPage({ title: 'x'.repeat(MAX_SHARE_TITLE_CHARS + 1) }),
    ),
    badPage('a year with a negative creation time', reviewPage({ createdAt: -1 })),
    badPage(
      'year figures one character too long',
      reviewPage({ figures: 'x'.repeat(MAX_REVIEW_FIGURES_CHARS + 1) }),
    ),
    badPage('year figures as a map, not text', reviewPage({ figures: { year: 2025 } })),
    badPage('a negative tolerance', reviewPage({ toleranceM: -1 })),
    badPage('an infinite tolerance', reviewPage({ toleranceM: Infinity })),
    badPage('a tolerance that is text', reviewPage({ toleranceM: '12' })),
    badPage('a year map that is a list, not bytes', reviewPage({ paths: [1, 2, 3] })),
    badPage(
      'a year map one byte over the largest size',
      reviewPage({ paths: blob(MAX_SHARED_PATH_BYTES + 1) }),
    ),
    badPage('a year map shorter than its header', reviewPage({ paths: blob(MIN_SHARED_BYTES - 1) })),
    badPage('a year entry of a malformed year', reviewPage(), reviewEntry(NEW, { targetId: '20/25' })),
  ];
}
