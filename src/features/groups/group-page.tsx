/**
 * /groups/$id (issue 37): a private group as one of its members sees it. The leaderboard of this
 * week, this month or this year (distance, moving time, ascent, activities; one sport or all) over
 * the totals of the members who share them; the members; what the person shares; the owner's
 * invite links, removing members and closing the group; leaving.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { MethodNote } from '../../components/method-note';
import { PageHeader } from '../../components/page-header';
import { Segmented, type SegmentedOption } from '../../components/segmented';
import { SimpleTable, type SimpleColumn } from '../../components/simple-table';
import type { GroupMember, GroupView } from '../../data';
import { localDayOf } from '../../domain/filters';
import {
  leaderboard,
  periodBounds,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardRow,
} from '../../domain/groups/group-totals';
import { SPORTS, type Sport } from '../../domain/stats/types';
import {
  formatActivityDate,
  formatDistance,
  formatElevation,
  formatInteger,
  formatTotalDuration,
} from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import {
  inviteUrl,
  useGroup,
  useGroupActions,
  useGroupMembers,
  useGroupTotals,
  useGroupsAvailable,
} from './group-queries';
import { NEEDS_ACCOUNT } from './group-text';
import './groups.css';

const PERIODS: readonly SegmentedOption<LeaderboardPeriod>[] = [
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
  { value: 'year', label: 'This year' },
  { value: 'lastYear', label: 'Last year' },
];

const METRICS: readonly SegmentedOption<LeaderboardMetric>[] = [
  { value: 'distanceM', label: 'Distance' },
  { value: 'movingS', label: 'Moving time' },
  { value: 'ascentM', label: 'Ascent' },
  { value: 'count', label: 'Activities' },
];

function Leaderboard({ group }: { group: GroupView }) {
  const { units } = useSettings();
  const me = group.mine;
  const totals = useGroupTotals(group.id, !group.closed, me?.sharing.totals === true ? me.name : null);
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const [metric, setMetric] = useState<LeaderboardMetric>('distanceM');
  const [sport, setSport] = useState<Sport | ''>('');
  const today = useMemo(() => localDayOf(new Date()), []);
  const names = useMemo(
    () => new Map([...(totals.data ?? [])].map(([uid, t]) => [uid, t.name])),
    [totals.data],
  );
  const rows = useMemo(() => {
    if (!totals.data) return [];
    // A totals document exists only while its member is in the group and shares totals (rules).
    const members = [...totals.data].map(([uid, t]) => ({ uid, totals: t.totals }));
    return leaderboard(members, period, today, sport === '' ? null : sport, metric);
  }, [totals.data, period, today, sport, metric]);
  const { from, to } = periodBounds(period, today);
  const columns: SimpleColumn<LeaderboardRow>[] = [
    { header: '#', cell: (_, i) => i + 1 },
    { header: 'Member', cell: (r) => <bdi>{names.get(r.uid) ?? '—'}</bdi> },
    { header: 'Distance', numeric: true, cell: (r) => formatDistance(r.distanceM, units, 1) },
    { header: 'Moving time', numeric: true, cell: (r) => formatTotalDuration(r.movingS) },
    { header: 'Ascent', numeric: true, cell: (r) => formatElevation(r.ascentM, units) },
    { header: 'Activities', numeric: true, cell: (r) => formatInteger(r.count) },
  ];
  return (
    <section className="card card--table groups-board" aria-labelledby="groups-board-title">
      <div className="groups-board__head">
        <h2 id="groups-board-title" className="card__title">
          Leaderboard
        </h2>
        <div className="groups-board__controls">
          <Segmented legend="Period" options={PERIODS} value={period} onChange={setPeriod} />
          <Segmented legend="Rank by" options={METRICS} value={metric} onChange={setMetric} />
          <label className="groups-board__sport">
            <span className="visually-hidden">Sport</span>
            <select aria-label="Sport" value={sport} onChange={(e) => setSport(e.target.value as Sport | '')}>
              <option value="">All sports</option>
              {SPORTS.map((s) => (
                <option key={s} value={s}>
                  {SPORT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {totals.isError ? (
        <p role="alert">Could not read the group’s totals: {errorMessage(totals.error)}</p>
      ) : totals.isPending ? (
        <p role="status">Reading the group’s totals…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No member shares their totals yet.</p>
      ) : (
        <div className="groups-board__scroll">
          <SimpleTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.uid}
            label={`Leaderboard, ${PERIODS.find((p) => p.value === period)?.label.toLowerCase()}`}
          />
        </div>
      )}
      <p className="muted groups-board__period">
        {formatDay(from)} to {formatDay(to, -1)} · members who share their totals
      </p>
      <MethodNote>
        Each member’s app counts that member’s own activities as their Overview does: routes, activities they
        excluded and activities of unknown date never count. An activity belongs to the week (Monday to
        Sunday) and month of its local start day, the clock where it happened. Distance is the sum of
        distances; moving time and ascent are summed over the activities that have them; activities is how
        many. This week and this month are the member’s totals for the week or month holding today (your
        calendar); this year and last year are the sums of their months. Figures are whole metres and seconds.
        Your totals are written when you open this page and a few seconds after your activities change;
        another member’s are as their app last wrote them. Only members who share their weekly totals are
        listed; nothing else of anyone’s activities is stored in the group.
      </MethodNote>
    </section>
  );
}

const formatDay = (iso: string, shiftDays = 0) =>
  formatActivityDate(Date.parse(`${iso}T12:00:00Z`) + shiftDays * 86_400_000, 0);

function TwoStepButton({
  label,
  confirm,
  busy,
  onConfirm,
}: {
  label: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [armed, setArmed] = useState(false);
  if (!armed)
    return (
      <Button variant="danger" size="sm" onClick={() => setArmed(true)}>
        {label}
      </Button>
    );
  return (
    <span className="cluster">
      <Button variant="danger" size="sm" busy={busy} onClick={onConfirm}>
        {confirm}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setArmed(false)}>
        Cancel
      </Button>
    </span>
  );
}

function Members({ group }: { group: GroupView }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="card groups-members" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="card__title groups-members__summary">Members</summary>
      {open ? <MemberList group={group} /> : null}
    </details>
  );
}

/** Read when opened: one read per member (the leaderboard needs none). */
function MemberList({ group }: { group: GroupView }) {
  const members = useGroupMembers(group.id);
  const { remove } = useGroupActions();
  const owner = group.ownerUid === group.me;
  const columns: SimpleColumn<GroupMember>[] = [
    {
      header: 'Member',
      cell: (m) => (
        <>
          <bdi>{m.name}</bdi>
          {m.owner ? <span className="badge groups-badge">owner</span> : null}
          {m.uid === group.me ? <span className="badge groups-badge">you</span> : null}
        </>
      ),
    },
    { header: 'Joined', cell: (m) => formatActivityDate(m.joinedAt, null) },
    { header: 'Shares', cell: (m) => (m.sharing.totals ? 'Weekly totals' : 'Nothing') },
  ];
  if (owner)
    columns.push({
      header: 'Actions',
      cell: (m) =>
        m.uid === group.me ? null : (
          <TwoStepButton
            label="Remove"
            confirm={`Remove ${m.name}`}
            busy={remove.isPending && remove.variables.uid === m.uid}
            onConfirm={() => remove.mutate({ id: group.id, uid: m.uid })}
          />
        ),
    });
  if (members.isError) return <p role="alert">Could not read the members: {errorMessage(members.error)}</p>;
  if (members.isPending) return <p role="status">Reading the members…</p>;
  return (
    <>
      <div className="groups-board__scroll">
        <SimpleTable
          columns={columns}
          rows={members.data}
          rowKey={(m) => m.uid}
          label={`Members (${members.data.length})`}
        />
      </div>
      {remove.isError ? <p role="alert">Could not remove the member: {errorMessage(remove.error)}</p> : null}
    </>
  );
}

function InviteCard({ groupId }: { groupId: string }) {
  const { invite } = useGroupActions();
  const [copied, setCopied] = useState(false);
  const url = invite.data ? inviteUrl(groupId, invite.data) : null;
  return (
    <section className="card" aria-labelledby="groups-invite-title">
      <h2 id="groups-invite-title" className="card__title">
        Invite
      </h2>
      <p>Each invite link works once: make one per person you invite, and send it to them yourself.</p>
      <div className="cluster">
        <Button
          variant="primary"
          busy={invite.isPending}
          onClick={() => {
            setCopied(false);
            invite.mutate(groupId);
          }}
        >
          {url ? 'Make another invite link' : 'Make an invite link'}
        </Button>
      </div>
      {url ? (
        <div className="cluster groups-invite__row">
          <input
            className="groups-invite__url"
            readOnly
            value={url}
            aria-label="Invite link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            onClick={() =>
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      ) : null}
      {invite.isError ? <p role="alert">Could not make an invite: {errorMessage(invite.error)}</p> : null}
    </section>
  );
}

function YourPlace({ group }: { group: GroupView }) {
  const { setSharing, leave, close } = useGroupActions();
  const navigate = useNavigate();
  const me = group.mine;
  const owner = group.ownerUid === group.me;
  if (!me) return null;
  return (
    <section className="card" aria-labelledby="groups-you-title">
      <h2 id="groups-you-title" className="card__title">
        What you share
      </h2>
      <label className="groups-share">
        <input
          type="checkbox"
          checked={me.sharing.totals}
          disabled={setSharing.isPending}
          onChange={(e) =>
            setSharing.mutate({ id: group.id, sharing: { ...me.sharing, totals: e.target.checked } })
          }
        />{' '}
        Share my weekly and monthly totals by sport (distance, moving time, ascent, activities)
      </label>
      <p className="muted">
        Nothing else is shared: no activity, place, track, curve or fitness figure. Turning this off deletes
        your totals from the group at once.
      </p>
      {setSharing.isError ? <p role="alert">Could not change it: {errorMessage(setSharing.error)}</p> : null}
      <div className="cluster groups-danger">
        {owner ? (
          <TwoStepButton
            label="Close group"
            confirm="Close the group for everyone"
            busy={close.isPending}
            onConfirm={() => close.mutate(group.id)}
          />
        ) : (
          <TwoStepButton
            label="Leave group"
            confirm="Leave and delete my totals here"
            busy={leave.isPending}
            onConfirm={() => leave.mutate(group.id, { onSuccess: () => void navigate({ to: '/groups' }) })}
          />
        )}
      </div>
      {leave.isError ? <p role="alert">Could not leave: {errorMessage(leave.error)}</p> : null}
      {close.isError ? <p role="alert">Could not close the group: {errorMessage(close.error)}</p> : null}
    </section>
  );
}

function ClosedGroup({ group }: { group: GroupView }) {
  const { leave } = useGroupActions();
  const navigate = useNavigate();
  return (
    <section className="card">
      <p>
        This group was closed by its owner: nothing of it can be read any more, and nothing more is shared.
      </p>
      {group.ownerUid === group.me ? (
        <Link to="/groups">Your groups</Link>
      ) : (
        <Button
          busy={leave.isPending}
          onClick={() => leave.mutate(group.id, { onSuccess: () => void navigate({ to: '/groups' }) })}
        >
          Forget this group
        </Button>
      )}
      {leave.isError ? <p role="alert">Could not forget it: {errorMessage(leave.error)}</p> : null}
    </section>
  );
}

export function GroupPage() {
  const { id } = useParams({ from: '/groups/$id' });
  const available = useGroupsAvailable();
  const group = useGroup(id);
  if (!available)
    return (
      <>
        <PageHeader title="Group" />
        <section className="card">
          <p>{NEEDS_ACCOUNT}</p>
        </section>
      </>
    );
  if (group.isError) return <ErrorPanel error={group.error} title="Could not read the group" />;
  if (group.isPending) return <p role="status">Reading the group…</p>;
  const g = group.data;
  if (!g)
    return (
      <>
        <PageHeader title="Not a member" />
        <section className="card">
          <p>You are not a member of this group (or no longer): only its members see it.</p>
          <p>
            <Link to="/groups">Your groups</Link>
          </p>
        </section>
      </>
    );
  const owner = g.ownerUid === g.me;
  return (
    <>
      <PageHeader
        eyebrow={
          <Link to="/groups" className="groups-eyebrow">
            Groups
          </Link>
        }
        title={g.name}
        description={
          g.closed
            ? 'Closed'
            : `${g.memberCount} ${g.memberCount === 1 ? 'member' : 'members'} · ${owner ? 'you own this group' : 'private group'}`
        }
      />
      {g.closed ? (
        <ClosedGroup group={g} />
      ) : (
        <div className="stack">
          <Leaderboard group={g} />
          <Members group={g} />
          {owner ? <InviteCard groupId={g.id} /> : null}
          <YourPlace group={g} />
        </div>
      )}
    </>
  );
}
