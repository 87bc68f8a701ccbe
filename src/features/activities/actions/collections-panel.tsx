/**
 * Collections: named groups of activities (a trip, a race series, commutes). Each one is a filter
 * (a link that puts its id in the URL), can be compared or shown on the heatmap in one click, and
 * takes or gives up the selected activities.
 */
import { memo, useState, type FormEvent, type MouseEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Collection } from '../../../data';
import { cleanCollectionName, MAX_COLLECTION_NAME, useCollectionMutations } from './use-collections';

export interface CollectionLinks {
  filter: (id: string | null) => string;
  compare: (c: Collection) => string;
  heatmap: (c: Collection) => string;
  go: (href: string) => void;
}

export interface CollectionsPanelProps {
  collections: Collection[];
  activeId: string | null;
  selectedIds: string[];
  links: CollectionLinks;
  /** Called after the active collection is deleted. */
  onActiveDeleted: () => void;
}

/** A link the router follows (plain clicks) or the browser (new tab and the like). */
export function RouterLink(props: {
  href: string;
  go: (href: string) => void;
  className?: string;
  children: React.ReactNode;
  current?: boolean;
  label?: string;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    props.go(props.href);
  };
  return (
    <a
      href={props.href}
      className={props.className}
      onClick={onClick}
      aria-current={props.current ? 'true' : undefined}
      aria-label={props.label}
    >
      {props.children}
    </a>
  );
}

export const CollectionsPanel = memo(function CollectionsPanel(props: CollectionsPanelProps) {
  const { collections, activeId, selectedIds, links } = props;
  const m = useCollectionMutations();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<Collection | null>(null);

  const create = (e: FormEvent, withSelection: boolean) => {
    e.preventDefault();
    const clean = cleanCollectionName(name);
    if (clean === null) return;
    m.create.mutate(clean, {
      onSuccess: (c) => {
        setName('');
        if (withSelection && selectedIds.length > 0) m.addTracks.mutate({ id: c.id, trackIds: selectedIds });
      },
    });
  };

  return (
    <aside className="collections card" aria-labelledby="collections-heading">
      <h2 id="collections-heading" className="collections__title">
        Collections
      </h2>
      {activeId !== null ? (
        <RouterLink href={links.filter(null)} go={links.go} className="collections__all">
          Show all activities
        </RouterLink>
      ) : null}
      {collections.length === 0 ? (
        <p className="collections__empty">Group activities into a trip, a race series or a training block.</p>
      ) : (
        <ul className="collections__list">
          {collections.map((c) => (
            <CollectionItem
              key={c.id}
              collection={c}
              active={c.id === activeId}
              selectedIds={selectedIds}
              links={links}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </ul>
      )}
      <form className="collections__create" onSubmit={(e) => create(e, false)}>
        <label htmlFor="new-collection" className="filter-bar__label">
          New collection
        </label>
        <input
          id="new-collection"
          value={name}
          maxLength={MAX_COLLECTION_NAME}
          placeholder="e.g. Alps 2024"
          onChange={(e) => setName(e.target.value)}
        />
        <div className="collections__create-actions">
          <button
            type="submit"
            className="btn btn--secondary btn--sm"
            disabled={cleanCollectionName(name) === null}
          >
            Create
          </button>
          {selectedIds.length > 0 ? (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={cleanCollectionName(name) === null}
              onClick={(e) => create(e, true)}
              aria-label={`Create with ${selectedIds.length} selected`}
            >
              Create with {selectedIds.length}
            </button>
          ) : null}
        </div>
        {m.create.isError ? (
          <p role="alert">Could not create the collection: {m.create.error.message}</p>
        ) : null}
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the collection “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete collection"
        tone="danger"
        busy={m.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const wasActive = deleting.id === activeId;
          m.remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => (wasActive ? props.onActiveDeleted() : undefined),
          });
        }}
      >
        The activities stay; only the grouping is removed.
      </ConfirmDialog>
    </aside>
  );
});

interface CollectionItemProps {
  collection: Collection;
  active: boolean;
  selectedIds: string[];
  links: CollectionLinks;
  onDelete: () => void;
}

function CollectionItem({ collection: c, active, selectedIds, links, onDelete }: CollectionItemProps) {
  const m = useCollectionMutations();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(c.name);
  const members = new Set(c.trackIds);
  const toAdd = selectedIds.filter((id) => !members.has(id));
  const toRemove = selectedIds.filter((id) => members.has(id));
  const finishRename = () => {
    setRenaming(false);
    const clean = cleanCollectionName(draft);
    if (clean !== null && clean !== c.name) m.rename.mutate({ id: c.id, name: clean });
  };
  return (
    <li className={active ? 'collections__item is-active' : 'collections__item'}>
      {renaming ? (
        <input
          aria-label={`New name for collection ${c.name}`}
          value={draft}
          maxLength={MAX_COLLECTION_NAME}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's Rename: focus follows it
          autoFocus
          onChange={(e) => setDraft(e.target.value)}
          onBlur={finishRename}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finishRename();
            if (e.key === 'Escape') setRenaming(false);
          }}
        />
      ) : (
        <RouterLink href={links.filter(c.id)} go={links.go} className="collections__name" current={active}>
          {c.name} <span className="collections__count">{c.trackIds.length}</span>
        </RouterLink>
      )}
      <div className="collections__actions">
        {c.trackIds.length > 0 ? (
          <>
            <RouterLink href={links.compare(c)} go={links.go} label={`Compare collection ${c.name}`}>
              Compare
            </RouterLink>
            <RouterLink href={links.heatmap(c)} go={links.go} label={`Heatmap of collection ${c.name}`}>
              Heatmap
            </RouterLink>
          </>
        ) : null}
        {toAdd.length > 0 ? (
          <button
            type="button"
            className="activities-link"
            onClick={() => m.addTracks.mutate({ id: c.id, trackIds: toAdd })}
            aria-label={`Add ${toAdd.length} selected to ${c.name}`}
          >
            +{toAdd.length}
          </button>
        ) : null}
        {toRemove.length > 0 ? (
          <button
            type="button"
            className="activities-link"
            onClick={() => m.removeTracks.mutate({ id: c.id, trackIds: toRemove })}
            aria-label={`Remove ${toRemove.length} selected from ${c.name}`}
          >
            −{toRemove.length}
          </button>
        ) : null}
        <button
          type="button"
          className="activities-link"
          onClick={() => {
            setDraft(c.name);
            setRenaming(true);
          }}
          aria-label={`Rename collection ${c.name}`}
        >
          Rename
        </button>
        <button
          type="button"
          className="activities-link activities-link--danger"
          onClick={onDelete}
          aria-label={`Delete collection ${c.name}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
