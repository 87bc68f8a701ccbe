/**
 * Private groups on Firestore (issue 37; data/group-schemas.ts has the documents, firestore.rules
 * the rules). Every write is the person's own documents (their member entry, their totals; the
 * owner also the group and its invites, and deleting a removed member's), in one batch where
 * several must change together, and waits for the server like a share does: offline it is refused
 * at once with a clear message.
 *
 * The person's groups are found by one collection-group query over member entries with their uid
 * (firestore.indexes.json has its index; the rules let each person list only their own entries),
 * then one read per group.
 */
import {
  collection,
  collectionGroup,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { decodeTotalsRows, encodeTotalsRows, GROUP_DOC_VERSION, GROUP_ID_PATTERN } from '../group-schemas';
import {
  groupDocSchema,
  inviteDocSchema,
  memberDocSchema,
  totalsDocSchema,
  type GroupDoc,
  type MemberDoc,
} from '../group-schemas';
import type { z } from '../../domain/zod';
import { randomId } from '../collection-rules';
import { describeZodError } from '../schemas';
import type {
  GroupEntry,
  GroupMember,
  GroupSharing,
  GroupStore,
  GroupView,
  SharedTotals,
} from '../track-store';

export const GROUP_OFFLINE_MESSAGE = 'You are offline: groups change only while this device is online.';

/** What a new member shares: their weekly totals (the only thing a group shows so far). */
const JOIN_SHARING: GroupSharing = { totals: true, curves: false, fitness: false, efforts: false };

const isDenied = (error: unknown) => (error as { code?: string } | null)?.code === 'permission-denied';

function checked<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${what}: ${describeZodError(parsed.error)}`);
  return parsed.data;
}

const toMember = (m: MemberDoc, owner: string): GroupMember => ({
  uid: m.uid,
  name: m.name,
  joinedAt: m.joinedAt,
  owner: m.uid === owner,
  sharing: m.shares,
});

export function createFirebaseGroups(
  db: Firestore,
  uid: string,
  deps: { now: () => number; isOnline: () => boolean },
): GroupStore {
  const online = () => {
    if (!deps.isOnline()) throw new Error(GROUP_OFFLINE_MESSAGE);
  };
  const validGroupId = (id: string) => {
    if (!GROUP_ID_PATTERN.test(id)) throw new Error('Not a group id.');
  };
  const groupRef = (id: string) => doc(db, 'groups', id);
  const memberRef = (id: string, member: string) => doc(db, 'groups', id, 'members', member);
  const totalsRef = (id: string, member: string) => doc(db, 'groups', id, 'totals', member);
  const inviteRef = (id: string, token: string) => doc(db, 'groups', id, 'invites', token);

  const readGroup = async (id: string): Promise<GroupDoc | null> => {
    try {
      const snapshot = await getDoc(groupRef(id));
      if (!snapshot.exists()) return null;
      const parsed = groupDocSchema.safeParse(snapshot.data());
      return parsed.success ? parsed.data : null;
    } catch (error) {
      if (isDenied(error)) return null;
      throw error;
    }
  };

  const memberDoc = (name: string, invite: string | null): MemberDoc =>
    checked(
      memberDocSchema,
      { uid, name, joinedAt: deps.now(), invite, shares: JOIN_SHARING },
      'Your name in the group',
    );

  return {
    available: true,

    async listGroups() {
      const mine = await getDocs(query(collectionGroup(db, 'members'), where('uid', '==', uid)));
      const entries = await Promise.all(
        mine.docs.map(async (m): Promise<GroupEntry | null> => {
          const id = m.ref.parent.parent?.id;
          const member = memberDocSchema.safeParse(m.data());
          if (!id || !GROUP_ID_PATTERN.test(id) || !member.success) return null;
          const group = await readGroup(id);
          if (!group) return null;
          return {
            id,
            name: group.name,
            owned: group.owner === uid,
            closed: group.closed,
            joinedAt: member.data.joinedAt,
            memberName: member.data.name,
            sharing: member.data.shares,
          };
        }),
      );
      return entries.filter((e): e is GroupEntry => e !== null).sort((a, b) => b.joinedAt - a.joinedAt);
    },

    async createGroup(name, memberName) {
      online();
      const id = randomId();
      const group = checked(
        groupDocSchema,
        { v: GROUP_DOC_VERSION, name, owner: uid, createdAt: deps.now(), closed: false },
        'This group cannot be made',
      );
      const member = memberDoc(memberName, null);
      const batch = writeBatch(db);
      batch.set(groupRef(id), group);
      batch.set(memberRef(id, uid), member);
      await batch.commit();
      return {
        id,
        name: group.name,
        owned: true,
        closed: false,
        joinedAt: member.joinedAt,
        memberName: member.name,
        sharing: member.shares,
      };
    },

    async getGroup(id) {
      validGroupId(id);
      const group = await readGroup(id);
      if (!group) return null;
      const view: GroupView = {
        id,
        name: group.name,
        ownerUid: group.owner,
        createdAt: group.createdAt,
        closed: group.closed,
        me: uid,
        mine: null,
        memberCount: 0,
      };
      if (group.closed) return view;
      const [snapshot, count] = await Promise.all([
        getDoc(memberRef(id, uid)),
        getCountFromServer(collection(db, 'groups', id, 'members')),
      ]);
      const parsed = memberDocSchema.safeParse(snapshot.data());
      if (!snapshot.exists() || !parsed.success) return null;
      view.mine = toMember(parsed.data, group.owner);
      view.memberCount = count.data().count;
      return view;
    },

    async listMembers(id) {
      validGroupId(id);
      const group = await readGroup(id);
      if (!group || group.closed) return [];
      const members = await getDocs(collection(db, 'groups', id, 'members'));
      return members.docs
        .flatMap((d) => {
          const parsed = memberDocSchema.safeParse(d.data());
          if (parsed.success && parsed.data.uid === d.id) return [toMember(parsed.data, group.owner)];
          console.warn('Skipped a malformed group member');
          return [];
        })
        .sort((x, y) => x.joinedAt - y.joinedAt);
    },

    async createInvite(id) {
      online();
      validGroupId(id);
      const group = await readGroup(id);
      if (!group) throw new Error('You are not a member of this group.');
      const token = randomId();
      const invite = checked(
        inviteDocSchema,
        { createdAt: deps.now(), groupName: group.name, usedBy: null, usedAt: null },
        'This invite cannot be made',
      );
      await setDoc(inviteRef(id, token), invite);
      return token;
    },

    async readInvite(id, token) {
      if (!GROUP_ID_PATTERN.test(id) || !GROUP_ID_PATTERN.test(token)) return { state: 'missing' };
      const snapshot = await getDoc(inviteRef(id, token));
      if (!snapshot.exists()) return { state: 'missing' };
      const parsed = inviteDocSchema.safeParse(snapshot.data());
      if (!parsed.success) return { state: 'missing' };
      return parsed.data.usedBy === null
        ? { state: 'open', groupName: parsed.data.groupName }
        : { state: 'used' };
    },

    async joinGroup(id, token, memberName) {
      online();
      validGroupId(id);
      if (!GROUP_ID_PATTERN.test(token)) throw new Error('Not an invite link.');
      const member = memberDoc(memberName, token);
      const batch = writeBatch(db);
      batch.set(memberRef(id, uid), member);
      batch.update(inviteRef(id, token), { usedBy: uid, usedAt: member.joinedAt });
      try {
        await batch.commit();
      } catch (error) {
        if (isDenied(error))
          throw new Error('This invite cannot be used: it was used already, or the group was closed.');
        throw error;
      }
    },

    async listTotals(id) {
      validGroupId(id);
      const snapshot = await getDocs(collection(db, 'groups', id, 'totals'));
      const totals = new Map<string, SharedTotals>();
      for (const d of snapshot.docs) {
        const parsed = totalsDocSchema.safeParse(d.data());
        if (!parsed.success) {
          console.warn('Skipped malformed group totals');
          continue;
        }
        totals.set(d.id, {
          name: parsed.data.name,
          totals: {
            weeks: decodeTotalsRows(parsed.data.weeks),
            months: decodeTotalsRows(parsed.data.months),
          },
        });
      }
      return totals;
    },

    async putTotals(id, memberName, totals) {
      online();
      validGroupId(id);
      const data = checked(
        totalsDocSchema,
        {
          v: GROUP_DOC_VERSION,
          name: memberName,
          updatedAt: deps.now(),
          weeks: encodeTotalsRows(totals.weeks),
          months: encodeTotalsRows(totals.months),
        },
        'Your totals cannot be shared',
      );
      await setDoc(totalsRef(id, uid), data);
    },

    async setSharing(id, sharing) {
      online();
      validGroupId(id);
      const batch = writeBatch(db);
      batch.update(memberRef(id, uid), { shares: { ...sharing } });
      if (!sharing.totals) batch.delete(totalsRef(id, uid));
      await batch.commit();
    },

    async leaveGroup(id) {
      online();
      validGroupId(id);
      const batch = writeBatch(db);
      batch.delete(totalsRef(id, uid));
      batch.delete(memberRef(id, uid));
      await batch.commit();
    },

    async removeMember(id, member) {
      online();
      validGroupId(id);
      const batch = writeBatch(db);
      batch.delete(totalsRef(id, member));
      batch.delete(memberRef(id, member));
      await batch.commit();
    },

    async closeGroup(id) {
      online();
      validGroupId(id);
      await updateDoc(groupRef(id), { closed: true });
    },
  };
}
