/** Rename an activity and change its sport, stored through the TrackStore (useUpdateSummary). */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../components/error-panel';
import { cleanName as cleanActivityName } from '../../../domain/names';
import { SPORTS, type Sport, type TrackSummary } from '../../../domain/stats/types';
import { SPORT_LABELS } from '../../../shared/filters/filter-labels';
import { useUpdateSummary } from '../../../lib/track-queries';

/** Longest activity name accepted. */
export const MAX_NAME_LENGTH = 200;

/** A trimmed, length-limited name, or null when nothing is left. */
export function cleanName(name: string): string | null {
  const t = cleanActivityName(name).slice(0, MAX_NAME_LENGTH);
  return t.length > 0 ? t : null;
}

export interface EditActivityProps {
  summary: TrackSummary;
  onDone: () => void;
}

export function EditActivity({ summary, onDone }: EditActivityProps) {
  const [name, setName] = useState(summary.name);
  const [sport, setSport] = useState<Sport>(summary.sport);
  const update = useUpdateSummary();
  const nameId = useId();
  const sportId = useId();
  const clean = cleanName(name);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (clean === null) return;
    const edited = [
      ...(clean !== summary.name ? (['name'] as const) : []),
      ...(sport !== summary.sport ? (['sport'] as const) : []),
    ];
    if (edited.length === 0) return onDone();
    // The person's own edits are marked, so an export's metadata never overwrites them.
    const editedFields = [...new Set([...summary.editedFields, ...edited])];
    const patch = {
      ...(clean !== summary.name ? { name: clean } : {}),
      ...(sport !== summary.sport ? { sport } : {}),
      editedFields,
    };
    update.mutate({ id: summary.id, patch }, { onSuccess: onDone });
  };

  return (
    <form className="card edit-activity" onSubmit={onSubmit} aria-label="Edit activity">
      <div className="edit-activity__fields">
        <label htmlFor={nameId}>Name</label>
        <input
          id={nameId}
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={clean === null}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the user's Edit: focus follows it
          autoFocus
        />
        <label htmlFor={sportId}>Sport</label>
        <select
          id={sportId}
          value={sport}
          onChange={(e) => setSport(SPORTS.find((s) => s === e.target.value) ?? sport)}
        >
          {SPORTS.map((s) => (
            <option key={s} value={s}>
              {SPORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {clean === null ? <p className="muted">A name cannot be empty.</p> : null}
      {update.isError ? <p role="alert">Could not save: {errorMessage(update.error)}</p> : null}
      <div className="cluster">
        <Button type="submit" variant="primary" busy={update.isPending} disabled={clean === null}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
