/**
 * What the person decides for many activities at once (issue 41): the sport of the selection, and
 * whether it counts (domain/sanity/history.ts). Each change goes through the TrackStore one
 * activity at a time; the sport is marked as the person's own edit, so an export never undoes it.
 */
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../components/error-panel';
import { withEdited } from '../../../domain/sanity/history';
import { SPORTS, type Sport, type TrackSummary } from '../../../domain/stats/types';
import type { SummaryPatch } from '../../../data';
import { pluralWord } from '../../../lib/format';
import { SPORT_LABELS } from '../../../shared/filters/filter-labels';
import { useTrackStore } from '../../../lib/store-context';
import { trackKeys } from '../../../lib/track-queries';

export interface BulkChoicesProps {
  selected: readonly TrackSummary[];
  /** Says what was done (or what failed) in the toolbar's notice line. */
  onNotice: (notice: string) => void;
}

function useBulkUpdate(onNotice: (notice: string) => void) {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (
    rows: readonly TrackSummary[],
    patchOf: (s: TrackSummary) => SummaryPatch,
    done: string,
  ) => {
    setBusy(true);
    let failed = 0;
    let error: unknown = null;
    for (const s of rows) {
      try {
        await store.updateSummary(s.id, patchOf(s));
      } catch (e) {
        failed++;
        error = e;
      }
    }
    await queryClient.invalidateQueries({ queryKey: trackKeys.all });
    setBusy(false);
    const n = rows.length - failed;
    onNotice(
      `${done.replace('{n}', `${n} ${pluralWord(n, 'activity', 'activities')}`)}${
        failed > 0 ? ` ${failed} could not be changed: ${errorMessage(error)}` : ''
      }`,
    );
  };
  return { busy, run };
}

export function BulkChoices({ selected, onNotice }: BulkChoicesProps) {
  const id = useId();
  const { busy, run } = useBulkUpdate(onNotice);
  const activities = selected.filter((s) => s.kind !== 'route');
  const allExcluded = activities.length > 0 && activities.every((s) => s.excluded);
  const setSport = (sport: Sport) =>
    void run(
      selected,
      (s) => ({ sport, editedFields: withEdited(s.editedFields, 'sport') }),
      `Set the sport of {n} to ${SPORT_LABELS[sport]}.`,
    );
  const toggle = () =>
    void run(
      activities,
      () => ({ excluded: !allExcluded }),
      allExcluded ? 'Counted {n} again.' : 'Excluded {n} from records, totals, the heatmap and training.',
    );
  return (
    <>
      <label className="activities-toolbar__sport" htmlFor={id}>
        <span className="visually-hidden">Sport of the selected activities</span>
        <select
          id={id}
          className="btn btn--secondary btn--sm"
          value=""
          disabled={busy}
          onChange={(e) => {
            const sport = SPORTS.find((s) => s === e.target.value);
            if (sport) setSport(sport);
          }}
        >
          <option value="">Set sport…</option>
          {SPORTS.map((s) => (
            <option key={s} value={s}>
              {SPORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {activities.length > 0 ? (
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          aria-pressed={allExcluded}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={toggle}
        >
          {allExcluded ? `Include ${activities.length} again` : `Exclude ${activities.length} from totals`}
        </button>
      ) : null}
    </>
  );
}
