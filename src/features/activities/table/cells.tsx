/** Interactive cells of the activity table: the name (link plus inline rename) and the sport. */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SPORTS, type Sport, type TrackSummary } from '../../../domain/stats/types';
import { SPORT_LABELS } from '../../../shared/filters/filter-labels';
import { DemoBadge } from '../../../components/demo-notice';
import { HistoryBadge } from '../../../components/history-badge';

/** Longest name accepted by inline rename. */
export const MAX_NAME_LENGTH = 200;

export interface RowActions {
  activityHref: (id: string) => string;
  onOpen: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onSportChange: (id: string, sport: Sport) => void;
  /** Whether the activity is from the demo set (marked "Demo" beside its name). */
  isDemo?: (id: string) => boolean;
}

/** True for clicks the browser should handle itself (new tab, new window, download). */
function isModifiedClick(e: MouseEvent): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

export interface CellProps {
  summary: TrackSummary;
  actions: RowActions;
  /** In the tab order (the row is the active row). */
  tabbable: boolean;
}

export function NameCell({
  summary,
  actions,
  tabbable,
  editing,
  setEditing,
}: CellProps & { editing: boolean; setEditing: (editing: boolean) => void }) {
  if (editing) {
    return (
      <RenameInput
        summary={summary}
        onDone={(name) => {
          setEditing(false);
          if (name !== null) actions.onRename(summary.id, name);
        }}
      />
    );
  }
  return (
    <span className="activities-name">
      <a
        href={actions.activityHref(summary.id)}
        className="activities-name__link"
        tabIndex={tabbable ? 0 : -1}
        onClick={(e) => {
          if (isModifiedClick(e)) return;
          e.preventDefault();
          actions.onOpen(summary.id);
        }}
      >
        <bdi>{summary.name || summary.fileName}</bdi>
      </a>
      {actions.isDemo?.(summary.id) ? <DemoBadge /> : null}
      <HistoryBadge summary={summary} />
      <button
        type="button"
        className="activities-name__edit"
        tabIndex={tabbable ? 0 : -1}
        aria-label={`Rename ${summary.name}`}
        title="Rename"
        onClick={() => setEditing(true)}
      >
        ✎
      </button>
    </span>
  );
}

function RenameInput({ summary, onDone }: { summary: TrackSummary; onDone: (name: string | null) => void }) {
  const [value, setValue] = useState(summary.name);
  const commit = () => {
    const name = value.trim().slice(0, MAX_NAME_LENGTH);
    onDone(name.length > 0 && name !== summary.name ? name : null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter') commit();
    if (e.key === 'Escape') onDone(null);
  };
  return (
    <input
      className="activities-name__input"
      aria-label={`New name for ${summary.name}`}
      value={value}
      maxLength={MAX_NAME_LENGTH}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's click: focus follows it
      autoFocus
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}

/**
 * The sport as a small button; a click swaps in a <select> (opened at once where the browser can)
 * so the rows carry no select elements until one is used.
 */
export function SportCell({ summary, actions, tabbable }: CellProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        className="activities-sport"
        tabIndex={tabbable ? 0 : -1}
        // The visible sport ends the name (WCAG 2.5.3 label in name).
        aria-label={`Change sport of ${summary.name}: ${summary.sport}`}
        onClick={() => setOpen(true)}
      >
        {summary.sport}
      </button>
    );
  }
  return (
    <select
      className="activities-sport"
      aria-label={`Sport of ${summary.name}`}
      value={summary.sport}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's click: focus follows it
      autoFocus
      ref={openPicker}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape') setOpen(false);
      }}
      onBlur={() => setOpen(false)}
      onChange={(e) => {
        const sport = SPORTS.find((s) => s === e.target.value);
        if (sport && sport !== summary.sport) actions.onSportChange(summary.id, sport);
        setOpen(false);
      }}
    >
      {SPORTS.map((s) => (
        <option key={s} value={s}>
          {SPORT_LABELS[s]}
        </option>
      ))}
    </select>
  );
}

/** Opens the list right away (Chrome, Firefox); elsewhere the focused select waits for a click. */
function openPicker(el: HTMLSelectElement | null): void {
  try {
    el?.showPicker();
  } catch {
    // No picker API, or no user activation left: the select stays focused and closed.
  }
}
