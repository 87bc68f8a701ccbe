/**
 * Rules cases for private groups (issue 37): groups/{gid}, its members, invites and totals, as
 * firebase-groups.ts writes them, and every read and write the rules must refuse: a stranger, a
 * signed-out visitor, a former member, a member of another group, a second use of an invite, a
 * member writing another's totals, a non-owner acting as owner, a closed group, and each field
 * outside its zod schema (src/data/group-schemas.ts).
 *
 * Set-up before each case (seedGroups): group G (open, owner alice) with members alice, bob
 * (sharing totals, with totals) and carol (not sharing), an unused invite OPEN and one bob used;
 * group G2 (owner dave, member erin); group GC (closed, owner alice, member bob with totals, an
 * unused invite). zed is signed in and in no group.
 */
import type firebase from 'firebase/compat/app';
import {
  MAX_GROUP_NAME_CHARS,
  MAX_MEMBER_NAME_CHARS,
  MAX_MONTH_ROWS,
  MAX_WEEK_ROWS,
} from '../../src/data/group-schemas';
import type { Db, RulesCase } from './rules-cases';

const G = '1'.repeat(32);
const G2 = '2'.repeat(32);
const GC = '3'.repeat(32);
const NEW_G = '4'.repeat(32);
const OPEN = 'a'.repeat(32);
const USED = 'b'.repeat(32);
const GC_OPEN = 'c'.repeat(32);
const NEW_INVITE = 'd'.repeat(32);

const SHARE_TOTALS = { totals: true, curves: false, fitness: false, efforts: false };
const NO_SHARING = { totals: false, curves: false, fitness: false, efforts: false };

const group = (owner: string, overrides: Record<string, unknown> = {}) => ({
  v: 1,
  name: 'Saturday riders',
  owner,
  createdAt: 1_700_000_000_000,
  closed: false,
  ...overrides,
});

const member = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  name: uid[0]!.toUpperCase() + uid.slice(1),
  joinedAt: 1_700_000_000_000,
  invite: null,
  shares: SHARE_TOTALS,
  ...overrides,
});

const invite = (overrides: Record<string, unknown> = {}) => ({
  createdAt: 1_700_000_000_000,
  groupName: 'Saturday riders',
  usedBy: null,
  usedAt: null,
  ...overrides,
});

const totals = (overrides: Record<string, unknown> = {}) => ({
  v: 1,
  name: 'Bob',
  updatedAt: 1_700_000_000_000,
  weeks: '2026-11-23 ride 42000 5400 512 2|2026-11-23 run 10000 3000 80 1',
  months: '2026-11-01 ride 420000 54000 5120 20',
  ...overrides,
});

/** Adds the groups above to a set-up batch, and removes what cases create. */
export function seedGroups(fs: firebase.firestore.Firestore, batch: firebase.firestore.WriteBatch) {
  return batch
    .set(fs.doc(`groups/${G}`), group('alice'))
    .set(fs.doc(`groups/${G}/members/alice`), member('alice'))
    .set(fs.doc(`groups/${G}/members/bob`), member('bob', { invite: USED }))
    .set(fs.doc(`groups/${G}/members/carol`), member('carol', { invite: USED, shares: NO_SHARING }))
    .set(fs.doc(`groups/${G}/invites/${OPEN}`), invite())
    .set(fs.doc(`groups/${G}/invites/${USED}`), invite({ usedBy: 'bob', usedAt: 1_700_000_100_000 }))
    .set(fs.doc(`groups/${G}/totals/alice`), totals({ name: 'Alice' }))
    .set(fs.doc(`groups/${G}/totals/bob`), totals())
    .delete(fs.doc(`groups/${G}/totals/carol`))
    .delete(fs.doc(`groups/${G}/members/zed`))
    .delete(fs.doc(`groups/${G}/members/yan`))
    .delete(fs.doc(`groups/${G}/invites/${NEW_INVITE}`))
    .set(fs.doc(`groups/${G2}`), group('dave', { name: 'Club' }))
    .set(fs.doc(`groups/${G2}/members/dave`), member('dave'))
    .set(fs.doc(`groups/${G2}/members/erin`), member('erin', { invite: USED }))
    .set(fs.doc(`groups/${G2}/totals/erin`), totals({ name: 'Erin' }))
    .delete(fs.doc(`groups/${G2}/totals/bob`))
    .set(fs.doc(`groups/${GC}`), group('alice', { closed: true }))
    .set(fs.doc(`groups/${GC}/members/alice`), member('alice'))
    .set(fs.doc(`groups/${GC}/members/bob`), member('bob', { invite: USED }))
    .set(fs.doc(`groups/${GC}/totals/bob`), totals())
    .set(fs.doc(`groups/${GC}/invites/${GC_OPEN}`), invite())
    .delete(fs.doc(`groups/${GC}/members/zed`))
    .delete(fs.doc(`groups/${NEW_G}`))
    .delete(fs.doc(`groups/${NEW_G}/members/alice`))
    .delete(fs.doc(`groups/${NEW_G}/members/zed`));
}

/** The app's create: the group and its owner's entry in one batch. */
const create = (
  d: Db,
  uid: string,
  g: Record<string, unknown> = group(uid),
  m: Record<string, unknown> = member(uid),
  id = NEW_G,
) =>
  d(uid)
    .batch()
    .set(d(uid).doc(`groups/${id}`), g)
    .set(d(uid).doc(`groups/${id}/members/${uid}`), m)
    .commit();

/** The app's join: the member entry and the invite marked used, in one batch. */
const join = (
  d: Db,
  uid: string,
  token = OPEN,
  gid = G,
  m: Record<string, unknown> = member(uid, { invite: token }),
) =>
  d(uid)
    .batch()
    .set(d(uid).doc(`groups/${gid}/members/${uid}`), m)
    .update(d(uid).doc(`groups/${gid}/invites/${token}`), { usedBy: uid, usedAt: 1_700_000_200_000 })
    .commit();

/** Leaving (or removing `who`): the totals and the entry deleted in one batch. */
const leave = (d: Db, uid: string, who = uid, gid = G) =>
  d(uid)
    .batch()
    .delete(d(uid).doc(`groups/${gid}/totals/${who}`))
    .delete(d(uid).doc(`groups/${gid}/members/${who}`))
    .commit();

/** Writes `who`'s totals as `uid`, under `who`'s name (as their entry has it) unless `t` says otherwise. */
const putTotals = (d: Db, uid: string, t: Record<string, unknown> = {}, who = uid, gid = G) =>
  d(uid)
    .doc(`groups/${gid}/totals/${who}`)
    .set({ ...totals({ name: who[0]!.toUpperCase() + who.slice(1) }), ...t });

/** A step a case needs first; it fails with no "permission denied" text, so a deny case cannot pass by it. */
async function first(step: Promise<unknown>, what: string): Promise<void> {
  try {
    await step;
  } catch (error) {
    throw new Error(`set-up step "${what}" failed: ${String(error).replace(/permission/gi, 'p.')}`);
  }
}

/** `n` of the longest rows there can be (group-schemas.ts MAX_ROW_CHARS), joined as stored. */
const longest = (n: number, day = '2025-01-06') =>
  Array.from({ length: n }, () => `${day} other 9999999999 999999999 99999999 99999`).join('|');

export function groupCases(): RulesCase[] {
  const badTotals = (name: string, t: Record<string, unknown>): RulesCase => ({
    expect: 'deny',
    name: `totals: ${name}`,
    run: (d) => d('bob').doc(`groups/${G}/totals/bob`).set(t),
  });
  const badGroup = (name: string, g: Record<string, unknown>): RulesCase => ({
    expect: 'deny',
    name: `group: ${name}`,
    run: (d) => create(d, 'alice', g),
  });
  const badMember = (name: string, m: Record<string, unknown>): RulesCase => ({
    expect: 'deny',
    name: `member: ${name}`,
    run: (d) => join(d, 'zed', OPEN, G, m),
  });
  return [
    // What the app does.
    {
      expect: 'allow',
      name: 'alice makes a group (group and her entry in one batch)',
      run: (d) => create(d, 'alice'),
    },
    {
      expect: 'allow',
      name: 'alice makes a group of the longest name',
      run: (d) => create(d, 'alice', group('alice', { name: 'x'.repeat(MAX_GROUP_NAME_CHARS) })),
    },
    {
      expect: 'allow',
      name: 'the owner makes an invite',
      run: (d) => d('alice').doc(`groups/${G}/invites/${NEW_INVITE}`).set(invite()),
    },
    {
      expect: 'allow',
      name: 'someone with the link reads the invite (signed in)',
      run: (d) => d('zed').doc(`groups/${G}/invites/${OPEN}`).get(),
    },
    { expect: 'allow', name: 'zed joins with an unused invite', run: (d) => join(d, 'zed') },
    {
      expect: 'allow',
      name: 'zed joins with the longest name',
      run: (d) =>
        join(d, 'zed', OPEN, G, member('zed', { invite: OPEN, name: 'z'.repeat(MAX_MEMBER_NAME_CHARS) })),
    },
    { expect: 'allow', name: 'a member reads the group', run: (d) => d('bob').doc(`groups/${G}`).get() },
    {
      expect: 'allow',
      name: 'a member lists the members',
      run: (d) => d('bob').collection(`groups/${G}/members`).get(),
    },
    {
      expect: 'allow',
      name: 'a member lists the totals (the leaderboard)',
      run: (d) => d('carol').collection(`groups/${G}/totals`).get(),
    },
    {
      expect: 'allow',
      name: 'a member finds their groups (collection-group query on their uid)',
      run: (d) => d('bob').collectionGroup('members').where('uid', '==', 'bob').get(),
    },
    { expect: 'allow', name: 'a member writes their own totals', run: (d) => putTotals(d, 'bob') },
    {
      expect: 'allow',
      name: 'a member writes the largest totals (800 weeks, 200 months)',
      run: (d) =>
        putTotals(
          d,
          'bob',
          totals({
            weeks: longest(MAX_WEEK_ROWS),
            months: longest(MAX_MONTH_ROWS, '2026-01-01'),
          }),
        ),
    },
    {
      expect: 'allow',
      name: 'a member writes empty totals',
      run: (d) => putTotals(d, 'bob', totals({ weeks: '', months: '' })),
    },
    {
      expect: 'allow',
      name: 'a member stops sharing totals (entry and totals deleted in one batch)',
      run: (d) =>
        d('bob')
          .batch()
          .update(d('bob').doc(`groups/${G}/members/bob`), { shares: NO_SHARING })
          .delete(d('bob').doc(`groups/${G}/totals/bob`))
          .commit(),
    },
    {
      expect: 'allow',
      name: 'a member starts sharing totals and writes them',
      run: (d) =>
        d('carol')
          .batch()
          .update(d('carol').doc(`groups/${G}/members/carol`), { shares: SHARE_TOTALS })
          .set(d('carol').doc(`groups/${G}/totals/carol`), totals({ name: 'Carol' }))
          .commit(),
    },
    {
      expect: 'allow',
      name: 'a member renames themself',
      run: (d) => d('bob').doc(`groups/${G}/members/bob`).update({ name: 'Benjamin' }),
    },
    { expect: 'allow', name: 'a member leaves (totals and entry)', run: (d) => leave(d, 'bob') },
    { expect: 'allow', name: 'a member who shares nothing leaves', run: (d) => leave(d, 'carol') },
    {
      expect: 'allow',
      name: 'the owner removes a member (totals and entry)',
      run: (d) => leave(d, 'alice', 'bob'),
    },
    {
      expect: 'allow',
      name: 'the owner closes the group',
      run: (d) => d('alice').doc(`groups/${G}`).update({ closed: true }),
    },
    {
      expect: 'allow',
      name: 'the owner deletes an unused invite',
      run: (d) => d('alice').doc(`groups/${G}/invites/${OPEN}`).delete(),
    },
    {
      expect: 'allow',
      name: 'a member of a closed group reads that it is closed',
      run: (d) => d('bob').doc(`groups/${GC}`).get(),
    },
    { expect: 'allow', name: 'a member leaves a closed group', run: (d) => leave(d, 'bob', 'bob', GC) },

    // Strangers, visitors, former members, members of another group.
    { expect: 'deny', name: 'a stranger reads the group', run: (d) => d('zed').doc(`groups/${G}`).get() },
    {
      expect: 'deny',
      name: 'a stranger lists the members',
      run: (d) => d('zed').collection(`groups/${G}/members`).get(),
    },
    {
      expect: 'deny',
      name: 'a stranger lists the totals',
      run: (d) => d('zed').collection(`groups/${G}/totals`).get(),
    },
    {
      expect: 'deny',
      name: 'a stranger reads one member’s totals',
      run: (d) => d('zed').doc(`groups/${G}/totals/bob`).get(),
    },
    {
      expect: 'deny',
      name: 'a stranger reads one member entry',
      run: (d) => d('zed').doc(`groups/${G}/members/bob`).get(),
    },
    {
      expect: 'deny',
      name: 'a signed-out visitor reads the group',
      run: (d) => d(null).doc(`groups/${G}`).get(),
    },
    {
      expect: 'deny',
      name: 'a signed-out visitor reads an invite',
      run: (d) => d(null).doc(`groups/${G}/invites/${OPEN}`).get(),
    },
    {
      expect: 'deny',
      name: 'a signed-out visitor lists the totals',
      run: (d) => d(null).collection(`groups/${G}/totals`).get(),
    },
    {
      expect: 'deny',
      name: 'a member of another group reads the group',
      run: (d) => d('erin').doc(`groups/${G}`).get(),
    },
    {
      expect: 'deny',
      name: 'a member of another group lists its members',
      run: (d) => d('erin').collection(`groups/${G}/members`).get(),
    },
    {
      expect: 'deny',
      name: 'a member of another group lists its totals',
      run: (d) => d('erin').collection(`groups/${G}/totals`).get(),
    },
    {
      expect: 'deny',
      name: 'a former member (left) lists the totals',
      run: async (d) => {
        await first(leave(d, 'bob'), 'bob leaves');
        return d('bob').collection(`groups/${G}/totals`).get();
      },
    },
    {
      expect: 'deny',
      name: 'a former member (removed) reads the group',
      run: async (d) => {
        await first(leave(d, 'alice', 'bob'), 'alice removes bob');
        return d('bob').doc(`groups/${G}`).get();
      },
    },
    {
      expect: 'deny',
      name: 'a former member writes totals again',
      run: async (d) => {
        await first(leave(d, 'bob'), 'bob leaves');
        return putTotals(d, 'bob');
      },
    },
    { expect: 'deny', name: 'listing every group', run: (d) => d('alice').collection('groups').get() },
    {
      expect: 'deny',
      name: 'a collection-group query over every member entry',
      run: (d) => d('bob').collectionGroup('members').get(),
    },
    {
      expect: 'deny',
      name: 'a collection-group query for another person’s groups',
      run: (d) => d('bob').collectionGroup('members').where('uid', '==', 'alice').get(),
    },
    {
      expect: 'deny',
      name: 'a collection-group query over every group’s totals',
      run: (d) => d('bob').collectionGroup('totals').get(),
    },
    {
      expect: 'deny',
      name: 'a stranger lists the invites',
      run: (d) => d('zed').collection(`groups/${G}/invites`).get(),
    },
    {
      expect: 'deny',
      name: 'a member (not the owner) lists the invites',
      run: (d) => d('bob').collection(`groups/${G}/invites`).get(),
    },

    // A closed group: only "closed" is readable; nothing joins or writes.
    {
      expect: 'deny',
      name: 'a member lists a closed group’s members',
      run: (d) => d('bob').collection(`groups/${GC}/members`).get(),
    },
    {
      expect: 'deny',
      name: 'a member lists a closed group’s totals',
      run: (d) => d('bob').collection(`groups/${GC}/totals`).get(),
    },
    {
      expect: 'deny',
      name: 'a member writes totals in a closed group',
      run: (d) => putTotals(d, 'bob', {}, 'bob', GC),
    },
    {
      expect: 'deny',
      name: 'joining a closed group with an unused invite',
      run: (d) => join(d, 'zed', GC_OPEN, GC),
    },
    {
      expect: 'deny',
      name: 'the owner makes an invite to a closed group',
      run: (d) => d('alice').doc(`groups/${GC}/invites/${NEW_INVITE}`).set(invite()),
    },
    {
      expect: 'deny',
      name: 'the owner reopens a closed group',
      run: (d) => d('alice').doc(`groups/${GC}`).update({ closed: false }),
    },

    // Invites: one time, the owner's only.
    {
      expect: 'deny',
      name: 'an invite works once: a second person joins with it',
      run: async (d) => {
        await first(join(d, 'zed'), 'zed joins');
        return join(d, 'yan');
      },
    },
    { expect: 'deny', name: 'joining with an invite already used', run: (d) => join(d, 'zed', USED) },
    {
      expect: 'deny',
      name: 'joining without an invite',
      run: (d) => d('zed').doc(`groups/${G}/members/zed`).set(member('zed')),
    },
    {
      expect: 'deny',
      name: 'joining with an invite that does not exist',
      run: (d) =>
        d('zed')
          .doc(`groups/${G}/members/zed`)
          .set(member('zed', { invite: NEW_INVITE })),
    },
    {
      expect: 'deny',
      name: 'an entry naming the invite without marking it used',
      run: (d) =>
        d('zed')
          .doc(`groups/${G}/members/zed`)
          .set(member('zed', { invite: OPEN })),
    },
    {
      expect: 'deny',
      name: 'marking an invite used without joining',
      run: (d) => d('zed').doc(`groups/${G}/invites/${OPEN}`).update({ usedBy: 'zed', usedAt: 1 }),
    },
    {
      expect: 'deny',
      name: 'using the invite in someone else’s name',
      run: (d) =>
        d('zed')
          .batch()
          .set(d('zed').doc(`groups/${G}/members/zed`), member('zed', { invite: OPEN }))
          .update(d('zed').doc(`groups/${G}/invites/${OPEN}`), { usedBy: 'yan', usedAt: 1 })
          .commit(),
    },
    {
      expect: 'deny',
      name: 'joining in another person’s name',
      run: (d) => join(d, 'zed', OPEN, G, member('yan', { invite: OPEN })),
    },
    {
      expect: 'deny',
      name: 'a member (not the owner) makes an invite',
      run: (d) => d('bob').doc(`groups/${G}/invites/${NEW_INVITE}`).set(invite()),
    },
    {
      expect: 'deny',
      name: 'an invite of a guessable token',
      run: (d) => d('alice').doc(`groups/${G}/invites/abc`).set(invite()),
    },
    {
      expect: 'deny',
      name: 'an invite already used when made',
      run: (d) =>
        d('alice')
          .doc(`groups/${G}/invites/${NEW_INVITE}`)
          .set(invite({ usedBy: 'zed', usedAt: 1 })),
    },
    {
      expect: 'deny',
      name: 'an invite naming another group',
      run: (d) =>
        d('alice')
          .doc(`groups/${G}/invites/${NEW_INVITE}`)
          .set(invite({ groupName: 'Club' })),
    },
    {
      expect: 'deny',
      name: 'an invite with a key outside the schema',
      run: (d) =>
        d('alice')
          .doc(`groups/${G}/invites/${NEW_INVITE}`)
          .set({ ...invite(), note: 'x' }),
    },
    {
      expect: 'deny',
      name: 'a member deletes an invite',
      run: (d) => d('bob').doc(`groups/${G}/invites/${OPEN}`).delete(),
    },

    // Owner powers, and only the owner's.
    { expect: 'deny', name: 'a member removes another member', run: (d) => leave(d, 'bob', 'carol') },
    {
      expect: 'deny',
      name: 'a member closes the group',
      run: (d) => d('bob').doc(`groups/${G}`).update({ closed: true }),
    },
    { expect: 'deny', name: 'the owner leaves instead of closing', run: (d) => leave(d, 'alice') },
    {
      expect: 'deny',
      name: 'the owner renames the group',
      run: (d) => d('alice').doc(`groups/${G}`).update({ name: 'Other' }),
    },
    {
      expect: 'deny',
      name: 'the owner hands the group to a member',
      run: (d) => d('alice').doc(`groups/${G}`).update({ owner: 'bob' }),
    },
    {
      expect: 'deny',
      name: 'the owner deletes the group',
      run: (d) => d('alice').doc(`groups/${G}`).delete(),
    },
    {
      expect: 'deny',
      name: 'the owner removes a member but keeps their totals',
      run: (d) => d('alice').doc(`groups/${G}/members/bob`).delete(),
    },
    {
      expect: 'deny',
      name: 'the owner of another group removes a member here',
      run: (d) => leave(d, 'dave', 'bob'),
    },

    // Each member writes only their own documents.
    {
      expect: 'deny',
      name: 'a member writes another member’s totals',
      run: (d) => putTotals(d, 'bob', {}, 'alice'),
    },
    {
      expect: 'deny',
      name: 'the owner writes a member’s totals',
      run: (d) => putTotals(d, 'alice', {}, 'bob'),
    },
    {
      expect: 'deny',
      name: 'a member deletes another member’s totals',
      run: (d) => d('bob').doc(`groups/${G}/totals/alice`).delete(),
    },
    { expect: 'deny', name: 'a stranger writes totals in the group', run: (d) => putTotals(d, 'zed') },
    {
      expect: 'deny',
      name: 'a member of another group writes totals here',
      run: (d) => putTotals(d, 'erin'),
    },
    {
      expect: 'deny',
      name: 'a member who does not share totals writes them',
      run: (d) => putTotals(d, 'carol'),
    },
    {
      expect: 'deny',
      name: 'a member stops sharing totals but keeps them',
      run: (d) => d('bob').doc(`groups/${G}/members/bob`).update({ shares: NO_SHARING }),
    },
    {
      expect: 'deny',
      name: 'a member leaves but keeps their totals',
      run: (d) => d('bob').doc(`groups/${G}/members/bob`).delete(),
    },
    {
      expect: 'deny',
      name: 'a member changes another member’s entry',
      run: (d) => d('bob').doc(`groups/${G}/members/carol`).update({ name: 'Caz' }),
    },
    {
      expect: 'deny',
      name: 'a member changes the invite they joined with',
      run: (d) => d('bob').doc(`groups/${G}/members/bob`).update({ invite: OPEN }),
    },
    {
      expect: 'deny',
      name: 'a member changes when they joined',
      run: (d) => d('bob').doc(`groups/${G}/members/bob`).update({ joinedAt: 1 }),
    },

    // The group's schema.
    badGroup('a key outside the schema', group('alice', { note: 'x' })),
    badGroup('a blank name', group('alice', { name: ' \u00a0 ' })),
    badGroup('a name one character too long', group('alice', { name: 'x'.repeat(MAX_GROUP_NAME_CHARS + 1) })),
    badGroup('another person as owner', group('bob')),
    badGroup('made closed', group('alice', { closed: true })),
    badGroup('of another format version', group('alice', { v: 2 })),
    badGroup('a negative creation time', group('alice', { createdAt: -1 })),
    {
      expect: 'deny',
      name: 'group: without its owner’s entry',
      run: (d) => d('alice').doc(`groups/${NEW_G}`).set(group('alice')),
    },
    {
      expect: 'deny',
      name: 'group: a guessable id',
      run: (d) => create(d, 'alice', group('alice'), member('alice'), 'abc'),
    },
    {
      expect: 'deny',
      name: 'group: an owner entry in an existing group (no invite)',
      run: (d) => d('zed').doc(`groups/${G}/members/zed`).set(member('zed')),
    },

    // A member entry's schema.
    badMember('a key outside the schema', { ...member('zed', { invite: OPEN }), email: 'z@example.org' }),
    badMember('a blank name', member('zed', { invite: OPEN, name: '   ' })),
    badMember(
      'a name one character too long',
      member('zed', { invite: OPEN, name: 'z'.repeat(MAX_MEMBER_NAME_CHARS + 1) }),
    ),
    badMember('a negative join time', member('zed', { invite: OPEN, joinedAt: -1 })),
    badMember(
      'sharing with a key outside the schema',
      member('zed', { invite: OPEN, shares: { ...SHARE_TOTALS, gps: true } }),
    ),
    badMember(
      'sharing that is not true or false',
      member('zed', { invite: OPEN, shares: { ...SHARE_TOTALS, totals: 'yes' } }),
    ),
    badMember(
      'sharing without its curves choice',
      member('zed', { invite: OPEN, shares: { totals: true, fitness: false, efforts: false } }),
    ),

    // The totals' schema.
    badTotals('a key outside the schema', totals({ home: 'x' })),
    badTotals('under another name than the member’s entry', totals({ name: 'Alice' })),
    badTotals('a blank name', totals({ name: '  ' })),
    badTotals('without a name', (({ name: _, ...rest }) => rest)(totals())),
    badTotals('of another format version', totals({ v: 2 })),
    badTotals('a negative update time', totals({ updatedAt: -1 })),
    badTotals('a week of an unknown sport', totals({ weeks: '2026-11-23 kayak 1000 60 0 1' })),
    badTotals('a fractional distance', totals({ weeks: '2026-11-23 ride 1000.5 60 0 1' })),
    badTotals('a negative distance', totals({ weeks: '2026-11-23 ride -1000 60 0 1' })),
    badTotals('a distance of 11 digits', totals({ weeks: '2026-11-23 ride 10000000000 60 0 1' })),
    badTotals('a row missing its count', totals({ weeks: '2026-11-23 ride 1000 60 0' })),
    badTotals('a row with a key hidden after it', totals({ weeks: '2026-11-23 ride 1000 60 0 1 home' })),
    badTotals('a row that is a number', totals({ weeks: 42 })),
    badTotals(
      'an empty row between two',
      totals({ weeks: '2026-11-23 ride 1000 60 0 1||2026-11-16 ride 1000 60 0 1' }),
    ),
    badTotals(
      'rows joined by another separator',
      totals({ weeks: '2026-11-23 ride 1000 60 0 1;2026-11-16 ride 1000 60 0 1' }),
    ),
    badTotals('a month row not on the first of the month', totals({ months: '2026-11-02 ride 1000 60 0 1' })),
    badTotals('a month of month 13', totals({ months: '2026-13-01 ride 1000 60 0 1' })),
    badTotals('weeks that are a list, not one text', totals({ weeks: ['2026-11-23 ride 1000 60 0 1'] })),
    badTotals('one week row too many', totals({ weeks: longest(MAX_WEEK_ROWS + 1) })),
    badTotals('one month row too many', totals({ months: longest(MAX_MONTH_ROWS + 1, '2026-01-01') })),
  ];
}
