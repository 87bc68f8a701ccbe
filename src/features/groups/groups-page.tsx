/**
 * /groups (issue 37): the private groups the person is in, and a form to make one. Groups need an
 * account (Firebase mode): in local mode the page says so and nothing leaves the device.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { MAX_GROUP_NAME_CHARS, MAX_MEMBER_NAME_CHARS } from '../../data';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { formatActivityDate } from '../../lib/format';
import { useGroupActions, useGroupList, useGroupsAvailable } from './group-queries';
import { NEEDS_ACCOUNT } from './group-text';
import './groups.css';

function CreateGroupForm() {
  const id = useId();
  const navigate = useNavigate();
  const { create } = useGroupActions();
  const [name, setName] = useState('');
  const [memberName, setMemberName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, memberName },
      { onSuccess: (g) => void navigate({ to: '/groups/$id', params: { id: g.id } }) },
    );
  };
  return (
    <form className="form-fields form-fields--grid" aria-label="New group" onSubmit={submit}>
      <label htmlFor={`${id}-n`}>Group name</label>
      <input
        id={`${id}-n`}
        value={name}
        maxLength={MAX_GROUP_NAME_CHARS}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor={`${id}-m`}>Your name in the group</label>
      <input
        id={`${id}-m`}
        value={memberName}
        maxLength={MAX_MEMBER_NAME_CHARS}
        required
        onChange={(e) => setMemberName(e.target.value)}
      />
      <div className="groups-form__actions">
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create group
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="groups-form__error">
          Could not create the group: {errorMessage(create.error)}
        </p>
      ) : null}
    </form>
  );
}

export function GroupsPage() {
  const available = useGroupsAvailable();
  const list = useGroupList();
  return (
    <>
      <PageHeader
        title="Groups"
        description="Private groups: compare weekly totals with friends, a club or your family. Only members see a group."
      />
      {!available ? (
        <section className="card">
          <p>{NEEDS_ACCOUNT}</p>
        </section>
      ) : (
        <div className="stack">
          <section className="card" aria-label="Your groups">
            <h2 className="card__title">Your groups</h2>
            {list.isError ? (
              <ErrorPanel error={list.error} title="Could not read your groups" />
            ) : list.isPending ? (
              <p role="status">Reading your groups…</p>
            ) : list.data.length === 0 ? (
              <p className="muted">You are in no group yet. Create one below, or open an invite link.</p>
            ) : (
              <ul className="groups-list">
                {list.data.map((g) => (
                  <li key={g.id} className="groups-list__item">
                    <Link to="/groups/$id" params={{ id: g.id }}>
                      <bdi>{g.name}</bdi>
                    </Link>{' '}
                    <span className="muted">
                      {g.owned ? 'You own it' : 'Member'} · joined {formatActivityDate(g.joinedAt, null)}
                      {g.closed ? ' · closed' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-label="New group">
            <h2 className="card__title">New group</h2>
            <CreateGroupForm />
          </section>
        </div>
      )}
    </>
  );
}
