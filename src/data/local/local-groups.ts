/**
 * Local mode's groups (issue 37): none. A group's totals are read by its other members, so they
 * must be kept online; local mode keeps every activity on this device, so each call says so
 * (GroupsNeedAccountError) and sends nothing anywhere. Listing gives no groups (none can exist).
 */
import { GroupsNeedAccountError, type GroupStore } from '../track-store';

export function createLocalGroups(): GroupStore {
  const refuse = () => Promise.reject(new GroupsNeedAccountError());
  return {
    available: false,
    listGroups: () => Promise.resolve([]),
    createGroup: refuse,
    getGroup: refuse,
    listMembers: refuse,
    createInvite: refuse,
    readInvite: refuse,
    joinGroup: refuse,
    listTotals: refuse,
    putTotals: refuse,
    setSharing: refuse,
    leaveGroup: refuse,
    removeMember: refuse,
    closeGroup: refuse,
  };
}
