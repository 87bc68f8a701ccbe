/**
 * /groups/$id/join/$token (issue 37): a one-time invite link. Signed out, the app's sign-in screen
 * comes first (and brings the person back here); signed in, the page names the group and joins it
 * with the name the person gives. A used invite, or none, says so.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { MAX_MEMBER_NAME_CHARS } from '../../data';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorPanel, errorMessage } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { useGroupActions, useGroupsAvailable, useInvite } from './group-queries';
import { NEEDS_ACCOUNT } from './group-text';
import './groups.css';

export function JoinGroupPage() {
  const { id, token } = useParams({ from: '/groups/$id/join/$token' });
  const available = useGroupsAvailable();
  const invite = useInvite(id, token);
  const { join } = useGroupActions();
  const navigate = useNavigate();
  const fieldId = useId();
  const [memberName, setMemberName] = useState('');
  if (!available)
    return (
      <>
        <PageHeader title="Join a group" />
        <section className="card">
          <p>{NEEDS_ACCOUNT}</p>
        </section>
      </>
    );
  if (invite.isError) return <ErrorPanel error={invite.error} title="Could not read the invite" />;
  if (invite.isPending) return <p role="status">Reading the invite…</p>;
  if (invite.data.state !== 'open')
    return (
      <>
        <PageHeader title={invite.data.state === 'used' ? 'Invite already used' : 'No invite here'} />
        <section className="card">
          <p>
            {invite.data.state === 'used'
              ? 'Each invite link works once, and this one was used. Ask the group’s owner for a new link.'
              : 'This link opens no invite: it may be mistyped, or the owner deleted it.'}
          </p>
          <p>
            <Link to="/groups">Your groups</Link>
          </p>
        </section>
      </>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    join.mutate(
      { id, token, memberName },
      { onSuccess: () => void navigate({ to: '/groups/$id', params: { id } }) },
    );
  };
  return (
    <>
      <PageHeader
        title={`Join “${invite.data.groupName}”`}
        description="You were invited to a private group."
      />
      <section className="card" aria-label="Join the group">
        <p>
          Members see each other’s names and the weekly totals by sport of those who share them (distance,
          moving time, ascent, activities): never an activity, a place or a track. You can stop sharing or
          leave at any time.
        </p>
        <form className="form-fields form-fields--grid" aria-label="Join the group" onSubmit={submit}>
          <label htmlFor={fieldId}>Your name in the group</label>
          <input
            id={fieldId}
            value={memberName}
            maxLength={MAX_MEMBER_NAME_CHARS}
            required
            onChange={(e) => setMemberName(e.target.value)}
          />
          <div className="groups-form__actions">
            <Button type="submit" variant="primary" busy={join.isPending}>
              Join group
            </Button>
          </div>
          {join.isError ? (
            <p role="alert" className="groups-form__error">
              Could not join: {errorMessage(join.error)}
            </p>
          ) : null}
        </form>
      </section>
    </>
  );
}
