/**
 * Rules cases for the kinds of shared page added after the activity's and the Curves page's
 * (issue 37): a Year in review (domain/share/shared-review.ts). Each is written as firebase-shares.ts
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
