/**
 * Queries and mutations of private groups (issue 37) over the store's GroupStore port. Opening a
 * group's leaderboard first writes the person's own totals (when they share them), so what they see
 * includes their latest activities; the other members' totals are as their apps last wrote them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GroupsNeedAccountError, type GroupSharing, type GroupStore } from '../../data';
import type { TrackSummary } from '../../domain/stats/types';
import { localDayOf } from '../../domain/filters';
import { memberTotals } from '../../domain/groups/group-totals';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';

export const groupKeys = {
  all: ['groups'] as const,
  list: () => ['groups', 'list'] as const,
  group: (id: string) => ['groups', 'group', id] as const,
  totals: (id: string) => ['groups', 'totals', id] as const,
  members: (id: string) => ['groups', 'members', id] as const,
  invite: (id: string, token: string) => ['groups', 'invite', id, token] as const,
};

function useGroupStore(): GroupStore | null {
  const store = useTrackStore();
  return store.groups?.available ? store.groups : null;
}

const needStore = (groups: GroupStore | null): GroupStore => {
  if (!groups) throw new GroupsNeedAccountError();
  return groups;
};

/** The person's own totals now (domain/groups/group-totals.ts), from their activities. */
export function myTotals(summaries: readonly TrackSummary[]) {
  return memberTotals(summaries, localDayOf(new Date()));
}

export function useGroupsAvailable(): boolean {
  return useGroupStore() !== null;
}

export function useGroupList() {
  const groups = useGroupStore();
  return useQuery({
    queryKey: groupKeys.list(),
    queryFn: () => needStore(groups).listGroups(),
    enabled: groups !== null,
  });
}

export function useGroup(id: string) {
  const groups = useGroupStore();
  return useQuery({
    queryKey: groupKeys.group(id),
    queryFn: () => needStore(groups).getGroup(id),
    enabled: groups !== null,
  });
}

export function useGroupMembers(id: string) {
  const groups = useGroupStore();
  return useQuery({
    queryKey: groupKeys.members(id),
    queryFn: () => needStore(groups).listMembers(id),
    enabled: groups !== null,
  });
}

/**
 * The members' totals, after writing the person's own under `myName` when given (they share
 * totals).
 */
export function useGroupTotals(id: string, enabled: boolean, myName: string | null) {
  const store = useTrackStore();
  const groups = useGroupStore();
  const client = useQueryClient();
  return useQuery({
    queryKey: groupKeys.totals(id),
    queryFn: async () => {
      const g = needStore(groups);
      if (myName !== null) {
        const summaries = await client.fetchQuery(summariesQuery(store));
        await g.putTotals(id, myName, myTotals(summaries));
      }
      return g.listTotals(id);
    },
    enabled: groups !== null && enabled,
  });
}

export function useInvite(id: string, token: string) {
  const groups = useGroupStore();
  return useQuery({
    queryKey: groupKeys.invite(id, token),
    queryFn: () => needStore(groups).readInvite(id, token),
    enabled: groups !== null,
  });
}

/** Every group action; each refreshes what it changed. */
export function useGroupActions() {
  const groups = useGroupStore();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: groupKeys.all });
  return {
    create: useMutation({
      mutationFn: (v: { name: string; memberName: string }) =>
        needStore(groups).createGroup(v.name, v.memberName),
      onSuccess: refresh,
    }),
    invite: useMutation({ mutationFn: (id: string) => needStore(groups).createInvite(id) }),
    join: useMutation({
      mutationFn: (v: { id: string; token: string; memberName: string }) =>
        needStore(groups).joinGroup(v.id, v.token, v.memberName),
      onSuccess: refresh,
    }),
    setSharing: useMutation({
      mutationFn: (v: { id: string; sharing: GroupSharing }) => needStore(groups).setSharing(v.id, v.sharing),
      onSuccess: refresh,
    }),
    // Only the list: the page being left would read a group it no longer sees (it navigates away).
    leave: useMutation({
      mutationFn: (id: string) => needStore(groups).leaveGroup(id),
      onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.list() }),
    }),
    remove: useMutation({
      mutationFn: (v: { id: string; uid: string }) => needStore(groups).removeMember(v.id, v.uid),
      onSuccess: refresh,
    }),
    close: useMutation({ mutationFn: (id: string) => needStore(groups).closeGroup(id), onSuccess: refresh }),
  };
}

/** The address of a one-time invite. */
export function inviteUrl(groupId: string, token: string): string {
  return `${window.location.origin}/groups/${groupId}/join/${token}`;
}
