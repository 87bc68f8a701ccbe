// @vitest-environment jsdom
// Private groups (issue 37): the group page's leaderboard over the members' totals (the person's own
// written first, from their activities), the members and the owner's controls; local mode says
// groups need an account and reads nothing.
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupMember, GroupStore, GroupView, SharedTotals } from '../../data';
import { localDayOf } from '../../domain/filters';
import { periodBounds } from '../../domain/groups/group-totals';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeSummary } from '../../testing/summary';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const GID = 'f'.repeat(32);
const refuse = () => Promise.reject(new Error('not used'));
const sharing = (totals: boolean) => ({ totals, curves: false, fitness: false, efforts: false });

function fakeGroups(view: GroupView, members: GroupMember[], others: Map<string, SharedTotals>) {
  const written: SharedTotals[] = [];
  const removed: string[] = [];
  const groups: GroupStore = {
    available: true,
    listGroups: () => Promise.resolve([]),
    createGroup: refuse,
    getGroup: () => Promise.resolve(view),
    listMembers: () => Promise.resolve(members),
    createInvite: () => Promise.resolve('e'.repeat(32)),
    readInvite: refuse,
    joinGroup: refuse,
    listTotals: () =>
      Promise.resolve(new Map([...others, ...(written.length ? [['me', written.at(-1)!] as const] : [])])),
    putTotals: (_id, name, totals) => {
      written.push({ name, totals });
      return Promise.resolve();
    },
    setSharing: refuse,
    leaveGroup: refuse,
    removeMember: (_id, uid) => {
      removed.push(uid);
      return Promise.resolve();
    },
    closeGroup: refuse,
  };
  return { groups, written, removed };
}

describe('the group page', () => {
  it('writes the person’s totals, then ranks the members who share theirs for this week', async () => {
    const today = localDayOf(new Date());
    const week = periodBounds('week', today).from;
    const month = periodBounds('month', today).from;
    const store = createMemoryTrackStore([
      makeSummary({
        id: 'a'.repeat(64),
        startTime: Date.now() - 60_000,
        utcOffsetMin: null,
        distanceM: 12_345,
        movingS: 3600,
        elevationGainM: 250,
      }),
      makeSummary({
        id: 'b'.repeat(64),
        startTime: Date.now() - 60_000,
        utcOffsetMin: null,
        distanceM: 99_000,
        excluded: true,
      }),
    ]);
    const view: GroupView = {
      id: GID,
      name: 'Saturday riders',
      ownerUid: 'me',
      createdAt: 1,
      closed: false,
      me: 'me',
      mine: { uid: 'me', name: 'Ana', joinedAt: 1, owner: true, sharing: sharing(true) },
      memberCount: 3,
    };
    const members: GroupMember[] = [
      view.mine!,
      { uid: 'ben', name: 'Ben', joinedAt: 2, owner: false, sharing: sharing(true) },
      { uid: 'cy', name: 'Cy', joinedAt: 3, owner: false, sharing: sharing(false) },
    ];
    const benRow = {
      start: week,
      sport: 'run' as const,
      distanceM: 20_000,
      movingS: 7200,
      ascentM: 100,
      count: 2,
    };
    const fake = fakeGroups(
      view,
      members,
      new Map([['ben', { name: 'Ben', totals: { weeks: [benRow], months: [{ ...benRow, start: month }] } }]]),
    );
    Object.assign(store, { groups: fake.groups });
    renderPage(`/groups/${GID}`, { store });
    const board = await screen.findByRole('table', { name: 'Leaderboard, this week' });
    const rows = within(board)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['1', 'Ben', '20.0 km', '2:00:00', '100 m', '2'],
      ['2', 'Ana', '12.3 km', '1:00:00', '250 m', '1'],
    ]);
    // The excluded activity counts nowhere.
    expect(fake.written[0]!.totals.weeks.map((w) => w.distanceM)).toEqual([12_345]);
    expect(fake.written[0]!.name).toBe('Ana');
    expect(screen.getByText('3 members · you own this group')).toBeTruthy();
    // The members are read when their list is opened; the owner removes one in two steps.
    await userEvent.click(screen.getByText('Members', { selector: 'summary' }));
    const table = await screen.findByRole('table', { name: 'Members (3)' });
    expect(within(table).getByText('Nothing')).toBeTruthy();
    await userEvent.click(within(table).getAllByRole('button', { name: 'Remove' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ben' }));
    await screen.findByRole('table', { name: 'Leaderboard, this week' });
    expect(fake.removed).toEqual(['ben']);
  });

  it('in local mode says groups need an account', async () => {
    renderPage('/groups');
    expect(await screen.findByText(/Groups need an account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create group' })).toBeNull();
  });
});
