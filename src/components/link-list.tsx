/**
 * A list of read-only links (issue 37): each with its title and dates, its address to copy, and
 * "Stop sharing"; a revoked one says it shows nothing any more.
 */
import { useState } from 'react';
import type { ShareEntry } from '../data';
import { formatActivityDateTime } from '../lib/format';
import { Button } from './button';

/** What kind of page a link shows, as the list names it ("Activity", "Curves", "Year 2025", "Segment"). */
function shareKindLabel(entry: Pick<ShareEntry, 'kind' | 'targetId'>): string {
  switch (entry.kind) {
    case 'activity':
      return 'Activity';
    case 'curves':
      return 'Curves';
    case 'review':
      return `Year ${entry.targetId}`;
    case 'segment':
      return 'Segment';
  }
}

export interface LinkListProps {
  entries: readonly ShareEntry[];
  label: string;
  /** The address of a link. */
  urlOf: (id: string) => string;
  onRevoke: (id: string) => void;
  /** The link being revoked now, if any. */
  revoking: string | null;
}

export function LinkList({ entries, label, urlOf, onRevoke, revoking }: LinkListProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (id: string) => {
    void navigator.clipboard?.writeText(urlOf(id)).then(
      () => setCopied(id),
      () => setCopied(null),
    );
  };
  if (entries.length === 0) return <p className="link-list__empty">No links yet.</p>;
  return (
    <ul className="link-list" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id} className="link-list__item">
          <div>
            <strong>
              <bdi>{e.title}</bdi>
            </strong>{' '}
            <span className="link-list__meta">
              {shareKindLabel(e)} · shared {formatActivityDateTime(e.createdAt, null)}
              {e.revokedAt !== null ? ` · stopped ${formatActivityDateTime(e.revokedAt, null)}` : ''}
            </span>
          </div>
          {e.revokedAt === null ? (
            <div className="link-list__row">
              <input
                className="link-list__url"
                readOnly
                value={urlOf(e.id)}
                aria-label={`Link to “${e.title}”`}
                onFocus={(ev) => ev.currentTarget.select()}
              />
              <Button onClick={() => copy(e.id)}>{copied === e.id ? 'Copied' : 'Copy link'}</Button>
              <Button variant="danger" busy={revoking === e.id} onClick={() => onRevoke(e.id)}>
                Stop sharing
              </Button>
            </div>
          ) : (
            <p className="link-list__meta">No longer shared: the link shows nothing of the page.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
