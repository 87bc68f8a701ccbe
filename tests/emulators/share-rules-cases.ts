/**
 * Rules cases for read-only links (issue 37): shares/{id} (the page a link shows) and
 * users/{uid}/shares/{id} (its owner's entry), as firebase-shares.ts writes them, and every write
 * the rules must refuse: a stranger, a signed-out visitor, a revoked link, a claim on another
 * person's link, and each field outside its zod schema (src/data/share-schemas.ts).
 *
 * Set-up before each case (seedShares): alice owns a live link LIVE and a revoked link REVOKED.
 */
import firebase from 'firebase/compat/app';
import {
  MAX_SHARE_TITLE_CHARS,
  MAX_SHARED_PATH_BYTES,
  MAX_SHARED_PROFILE_BYTES,
  MIN_SHARED_BYTES,
} from '../../src/domain/share/shared-page';
import { MAX_SHARED_CURVES_BYTES, MIN_SHARED_CURVES_BYTES } from '../../src/domain/share/shared-curves';
import type { Db, RulesCase } from './rules-cases';

export const LIVE = 'a'.repeat(32);
export const REVOKED = 'b'.repeat(32);
export const NEW = 'c'.repeat(32);

export const blob = (n: number) => firebase.firestore.Blob.fromUint8Array(new Uint8Array(n).fill(1));

export function sharePage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    v: 1,
    revoked: false,
    kind: 'activity',
    createdAt: 1_700_000_000_000,
    title: 'Ride with Sam',
    sport: 'ride',
    startTime: 1_699_990_000_000,
    utcOffsetMin: 60,
    timeZone: 'Europe/Paris',
    figures: {
      distanceM: 42_000,
      movingS: 5_400,
      elapsedS: 6_000,
      elevationGainM: 512,
      avgSpeedMps: 7.7,
      maxSpeedMps: 15.2,
      avgHr: null,
      maxHr: null,
    },
    path: blob(1_000),
    profile: blob(500),
    ...overrides,
  };
}

export function shareEntry(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    kind: 'activity',
    targetId: 'track-1',
    title: 'Ride with Sam',
    createdAt: 1_700_000_000_000,
    revokedAt: null,
    ...overrides,
  };
}

/** A shared Curves page (domain/share/shared-curves.ts) as firebase-shares.ts writes it. */
export function curvesPage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    v: 1,
    revoked: false,
    kind: 'curves',
    createdAt: 1_700_000_000_000,
    title: 'My power curve',
    view: 'power',
    curves: blob(MIN_SHARED_CURVES_BYTES),
    ...overrides,
  };
}

const curvesEntry = (id: string, overrides: Record<string, unknown> = {}) =>
  shareEntry(id, { kind: 'curves', targetId: 'power', title: 'My power curve', ...overrides });

/** Adds alice's two links to a set-up batch. */
export function seedShares(fs: firebase.firestore.Firestore, batch: firebase.firestore.WriteBatch) {
  return batch
    .set(fs.doc(`shares/${LIVE}`), sharePage())
    .set(fs.doc(`users/alice/shares/${LIVE}`), shareEntry(LIVE))
    .set(fs.doc(`shares/${REVOKED}`), { v: 1, revoked: true })
    .set(fs.doc(`users/alice/shares/${REVOKED}`), shareEntry(REVOKED, { revokedAt: 1_700_000_100_000 }))
    .delete(fs.doc(`shares/${NEW}`))
    .delete(fs.doc(`users/alice/shares/${NEW}`))
    .delete(fs.doc(`users/bob/shares/${NEW}`))
    .delete(fs.doc(`users/bob/shares/${LIVE}`));
}

/** The app's create: the page and the entry in one batch. */
export const create = (d: Db, uid: string | null, page = sharePage(), entry = shareEntry(NEW), id = NEW) =>
  d(uid)
    .batch()
    .set(d(uid).doc(`shares/${id}`), page)
    .set(d(uid).doc(`users/${uid ?? 'alice'}/shares/${id}`), entry)
    .commit();

/** The app's revoke: the page emptied and the entry dated, in one batch. */
const revoke = (d: Db, uid: string, id = LIVE, owner = uid) =>
  d(uid)
    .batch()
    .set(d(uid).doc(`shares/${id}`), { v: 1, revoked: true })
    .update(d(uid).doc(`users/${owner}/shares/${id}`), { revokedAt: 1_700_000_200_000 })
    .commit();

const withFigure = (key: string, value: unknown) =>
  sharePage({ figures: { ...(sharePage().figures as Record<string, unknown>), [key]: value } });

export function shareCases(): RulesCase[] {
  const badPage = (name: string, page: Record<string, unknown>): RulesCase => ({
    expect: 'deny',
    name,
    run: (d) => create(d, 'alice', page),
  });
  const badEntry = (
    name: string,
    entry: Record<string, unknown>,
    id = NEW,
    page = sharePage(),
  ): RulesCase => ({
    expect: 'deny',
    name,
    run: (d) => create(d, 'alice', page, entry, id),
  });
  return [
    // What the app does.
    {
      expect: 'allow',
      name: 'alice shares a page (page and entry in one batch)',
      run: (d) => create(d, 'alice'),
    },
    {
      expect: 'allow',
      name: 'alice shares the largest page',
      run: (d) =>
        create(
          d,
          'alice',
          sharePage({
            title: 'x'.repeat(MAX_SHARE_TITLE_CHARS),
            path: blob(MAX_SHARED_PATH_BYTES),
            profile: blob(MAX_SHARED_PROFILE_BYTES),
          }),
          shareEntry(NEW, { title: 'x'.repeat(MAX_SHARE_TITLE_CHARS) }),
        ),
    },
    {
      expect: 'allow',
      name: 'a signed-out visitor opens a live link',
      run: (d) => d(null).doc(`shares/${LIVE}`).get(),
    },
    {
      expect: 'allow',
      name: 'another user opens a live link',
      run: (d) => d('bob').doc(`shares/${LIVE}`).get(),
    },
    {
      expect: 'allow',
      name: 'a revoked link opens to nothing but "revoked"',
      run: async (d) => {
        const data = (await d(null).doc(`shares/${REVOKED}`).get()).data() ?? {};
        if (Object.keys(data).sort().join() !== 'revoked,v')
          throw new Error(`revoked page holds ${Object.keys(data).join()}`);
      },
    },
    {
      expect: 'allow',
      name: 'alice lists her links',
      run: (d) => d('alice').collection('users/alice/shares').get(),
    },
    { expect: 'allow', name: 'alice revokes her link', run: (d) => revoke(d, 'alice') },

    // Strangers and visitors.
    { expect: 'deny', name: 'a visitor lists the links', run: (d) => d(null).collection('shares').get() },
    {
      expect: 'deny',
      name: 'a signed-in user lists the links',
      run: (d) => d('bob').collection('shares').get(),
    },
    {
      expect: 'deny',
      name: 'a query over every owner’s entries',
      run: (d) => d('bob').collectionGroup('shares').get(),
    },
    {
      expect: 'deny',
      name: 'another user reads alice’s entry',
      run: (d) => d('bob').doc(`users/alice/shares/${LIVE}`).get(),
    },
    {
      expect: 'deny',
      name: 'another user lists alice’s entries',
      run: (d) => d('bob').collection('users/alice/shares').get(),
    },
    { expect: 'deny', name: 'a signed-out visitor shares a page', run: (d) => create(d, null) },
    {
      expect: 'deny',
      name: 'another user writes an entry under alice',
      run: (d) =>
        d('bob')
          .batch()
          .set(d('bob').doc(`shares/${NEW}`), sharePage())
          .set(d('bob').doc(`users/alice/shares/${NEW}`), shareEntry(NEW))
          .commit(),
    },
    {
      expect: 'deny',
      name: 'another user revokes alice’s link',
      run: (d) => revoke(d, 'bob', LIVE, 'alice'),
    },
    {
      expect: 'deny',
      name: 'another user empties alice’s page alone',
      run: (d) => d('bob').doc(`shares/${LIVE}`).set({ v: 1, revoked: true }),
    },
    {
      expect: 'deny',
      name: 'another user claims alice’s link with an entry of their own',
      run: (d) => d('bob').doc(`users/bob/shares/${LIVE}`).set(shareEntry(LIVE)),
    },
    {
      expect: 'deny',
      name: 'another user claims alice’s link and then revokes it (one batch)',
      run: (d) =>
        d('bob')
          .batch()
          .set(d('bob').doc(`users/bob/shares/${LIVE}`), shareEntry(LIVE))
          .set(d('bob').doc(`shares/${LIVE}`), { v: 1, revoked: true })
          .commit(),
    },
    {
      expect: 'deny',
      name: 'someone with the revoked link re-creates a page under its id',
      run: (d) => create(d, 'bob', sharePage(), shareEntry(REVOKED), REVOKED),
    },

    // A revoked link stays revoked; pages and entries are never edited or deleted.
    {
      expect: 'deny',
      name: 'alice re-opens a revoked link',
      run: (d) => d('alice').doc(`shares/${REVOKED}`).set(sharePage()),
    },
    {
      expect: 'deny',
      name: 'alice un-revokes an entry',
      run: (d) => d('alice').doc(`users/alice/shares/${REVOKED}`).update({ revokedAt: null }),
    },
    {
      expect: 'deny',
      name: 'alice changes a live page’s content',
      run: (d) =>
        d('alice')
          .doc(`shares/${LIVE}`)
          .set(sharePage({ title: 'Changed' })),
    },
    {
      expect: 'deny',
      name: 'alice dates her entry revoked without emptying the page',
      run: (d) => d('alice').doc(`users/alice/shares/${LIVE}`).update({ revokedAt: 1_700_000_200_000 }),
    },
    {
      expect: 'deny',
      name: 'alice renames her entry',
      run: (d) => d('alice').doc(`users/alice/shares/${LIVE}`).update({ title: 'Other' }),
    },
    {
      expect: 'deny',
      name: 'alice empties a page into something other than "revoked"',
      run: (d) =>
        d('alice')
          .batch()
          .set(d('alice').doc(`shares/${LIVE}`), { v: 1, revoked: true, title: 'kept' })
          .update(d('alice').doc(`users/alice/shares/${LIVE}`), { revokedAt: 1_700_000_200_000 })
          .commit(),
    },
    { expect: 'deny', name: 'alice deletes a page', run: (d) => d('alice').doc(`shares/${LIVE}`).delete() },
    {
      expect: 'deny',
      name: 'alice deletes an entry',
      run: (d) => d('alice').doc(`users/alice/shares/${LIVE}`).delete(),
    },
    {
      expect: 'deny',
      name: 'a page without its entry',
      run: (d) => d('alice').doc(`shares/${NEW}`).set(sharePage()),
    },
    {
      expect: 'deny',
      name: 'an entry without its page',
      run: (d) => d('alice').doc(`users/alice/shares/${NEW}`).set(shareEntry(NEW)),
    },

    // The page's schema.
    {
      expect: 'deny',
      name: 'a guessable id (not 32 hex characters)',
      run: (d) => create(d, 'alice', sharePage(), shareEntry('abc'), 'abc'),
    },
    badPage('a page with a key outside the schema', sharePage({ owner: 'alice' })),
    badPage('a page without its chart', (({ profile: _, ...rest }) => rest)(sharePage())),
    badPage('a page already revoked', sharePage({ revoked: true })),
    badPage('a page of another format version', sharePage({ v: 2 })),
    badPage('a page of another kind', sharePage({ kind: 'group' })),
    badPage('a blank title', sharePage({ title: ' \u00a0 ' })),
    badPage('a title one character too long', sharePage({ title: 'x'.repeat(MAX_SHARE_TITLE_CHARS + 1) })),
    badPage('an unknown sport', sharePage({ sport: 'kayak' })),
    badPage('a start time that is text', sharePage({ startTime: '2024' })),
    badPage('a fractional UTC offset', sharePage({ utcOffsetMin: 60.5 })),
    badPage('a UTC offset past 18 hours', sharePage({ utcOffsetMin: 1081 })),
    badPage('a time zone of 65 characters', sharePage({ timeZone: 'x'.repeat(65) })),
    badPage('a negative creation time', sharePage({ createdAt: -1 })),
    badPage('a negative distance', withFigure('distanceM', -1)),
    badPage('a distance that is not a number', withFigure('distanceM', NaN)),
    badPage('an infinite heart rate', withFigure('maxHr', Infinity)),
    badPage('figures with a key outside the schema', withFigure('home', 1)),
    badPage('a line that is a list, not bytes', sharePage({ path: [1, 2, 3] })),
    badPage('a line one byte over the largest size', sharePage({ path: blob(MAX_SHARED_PATH_BYTES + 1) })),
    badPage(
      'a chart one byte over the largest size',
      sharePage({ profile: blob(MAX_SHARED_PROFILE_BYTES + 1) }),
    ),
    badPage('a chart shorter than its header', sharePage({ profile: blob(MIN_SHARED_BYTES - 1) })),

    // The entry's schema.
    badEntry('an entry whose id differs from its document', shareEntry('d'.repeat(32))),
    badEntry('an entry of a malformed activity id', shareEntry(NEW, { targetId: 'a/b' })),
    badEntry('an entry revoked from the start', shareEntry(NEW, { revokedAt: 1 })),
    badEntry('an entry with a key outside the schema', shareEntry(NEW, { note: 'x' })),
    badEntry('an entry with a blank title', shareEntry(NEW, { title: '   ' })),

    // Shared Curves pages: the same owner rules, and their own keys and types.
    {
      expect: 'allow',
      name: 'alice shares her curves (page and entry in one batch)',
      run: (d) => create(d, 'alice', curvesPage(), curvesEntry(NEW)),
    },
    {
      expect: 'allow',
      name: 'alice shares the largest curves page (four lines)',
      run: (d) =>
        create(
          d,
          'alice',
          curvesPage({ view: 'pace', curves: blob(MAX_SHARED_CURVES_BYTES) }),
          curvesEntry(NEW, { targetId: 'pace' }),
        ),
    },
    { expect: 'deny', name: 'a signed-out visitor shares curves', run: (d) => create(d, null, curvesPage()) },
    {
      expect: 'deny',
      name: 'another user writes a curves entry under alice',
      run: (d) =>
        d('bob')
          .batch()
          .set(d('bob').doc(`shares/${NEW}`), curvesPage())
          .set(d('bob').doc(`users/alice/shares/${NEW}`), curvesEntry(NEW))
          .commit(),
    },
    {
      expect: 'deny',
      name: 'alice turns her live activity page into curves',
      run: (d) => d('alice').doc(`shares/${LIVE}`).set(curvesPage()),
    },
    badEntry('a curves page listed as an activity', shareEntry(NEW), NEW, curvesPage()),
    badEntry('an activity page listed as curves', curvesEntry(NEW), NEW, sharePage()),
    badEntry('an entry of an unknown kind', curvesEntry(NEW, { kind: 'group' }), NEW, curvesPage()),
    badPage('a curves page with a key outside the schema', curvesPage({ owner: 'alice' })),
    badPage('a curves page without its curves', (({ curves: _, ...rest }) => rest)(curvesPage())),
    badPage('a curves page carrying an activity’s line', curvesPage({ path: blob(1_000) })),
    badPage('a curves page carrying an activity’s figures', curvesPage({ figures: sharePage().figures })),
    badPage('an activity page carrying curves', sharePage({ curves: blob(MIN_SHARED_CURVES_BYTES) })),
    badPage('an activity page with a curve channel', sharePage({ view: 'power' })),
    badPage('a curves page already revoked', curvesPage({ revoked: true })),
    badPage('a curves page of another format version', curvesPage({ v: 2 })),
    badPage('a curves page of an unknown channel', curvesPage({ view: 'cadence' })),
    badPage('a curves page with a blank title', curvesPage({ title: '  ' })),
    badPage(
      'a curves title one character too long',
      curvesPage({ title: 'x'.repeat(MAX_SHARE_TITLE_CHARS + 1) }),
    ),
    badPage('a curves page with a negative creation time', curvesPage({ createdAt: -1 })),
    badPage('curves that are a list, not bytes', curvesPage({ curves: [1, 2, 3] })),
    badPage('curves one byte short of one line', curvesPage({ curves: blob(MIN_SHARED_CURVES_BYTES - 1) })),
    badPage('curves one byte over four lines', curvesPage({ curves: blob(MAX_SHARED_CURVES_BYTES + 1) })),
  ];
}
