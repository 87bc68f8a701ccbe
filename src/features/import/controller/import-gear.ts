/**
 * Gear on import (issue 35): as an import stores an activity whose export row names a gear (a new
 * activity, a stored one the export updated, a duplicate merged), the gear of that name is created
 * unless one has it (lib/export-gear.ts), before the file's line is done, so every activity that
 * names a gear has it once the import is. Each name is asked for once per import and store; a name
 * whose gear could not be made is asked for again by its next activity.
 *
 * A row whose activity is not kept makes no gear, as a probable duplicate left out makes none: when
 * a later, richer file replaces an activity this import stored (process-item.ts replaceEarlier), a
 * gear this import made for its name alone is taken back (lib/export-gear.ts removeMadeGear), so
 * the Gear page lists the gear `npm run gear` prints. "Import anyway" or "Merge" on that file's line
 * names it again and makes it again.
 *
 * Gear made by hand, rules and sport defaults need nothing here: assignment is worked out when read
 * (domain/gear/assign.ts), so they apply to new imports at once.
 */
import type { TrackStore } from '../../../data';
import { namesGear } from '../../../domain/gear/export-gear';
import type { Gear } from '../../../domain/gear/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { oneLineError } from '../../../workers/shared/errors';
import { createExportGear, removeMadeGear } from '../../../lib/export-gear';

export type GearNamed = Pick<TrackSummary, 'gear' | 'sport'>;

/** What one import knows of one export name in one store. */
interface NameState {
  /** Activities this import stored that name it, less those it removed again. */
  kept: number;
  /** Its gear is in the store (made by this import, or there before). */
  exists: boolean;
  /** The gear this import made for it, while it stands; null when it was there before. */
  made: Gear | null;
  /** The last step for this name: steps run one after another. */
  last: Promise<void>;
}

/** One import's asks; `create` and `remove` are lib/export-gear.ts's but in tests. */
export function createImportGear(
  create: typeof createExportGear = createExportGear,
  remove: typeof removeMadeGear = removeMadeGear,
) {
  const states = new WeakMap<TrackStore, Map<string, NameState>>();
  const stateOf = (store: TrackStore, name: string): NameState => {
    let names = states.get(store);
    if (!names) states.set(store, (names = new Map<string, NameState>()));
    let state = names.get(name);
    if (!state) names.set(name, (state = { kept: 0, exists: false, made: null, last: Promise.resolve() }));
    return state;
  };

  const ensure = async (state: NameState, store: TrackStore, row: GearNamed & { gear: string }) => {
    if (state.exists) return;
    try {
      const made = await create(store, [row]);
      state.exists = true;
      state.made = made.find((g) => g.importName === row.gear) ?? null;
    } catch (error) {
      console.warn(`Could not create the gear "${row.gear}" of an export: ${oneLineError(error)}`);
    }
  };

  const takeBack = async (state: NameState, store: TrackStore, name: string) => {
    const made = state.made;
    if (state.kept > 0 || !made) return;
    try {
      if (await remove(store, made)) {
        state.exists = false;
        state.made = null;
      }
    } catch (error) {
      console.warn(`Could not remove the gear "${name}" of an activity not kept: ${oneLineError(error)}`);
    }
  };

  return {
    /**
     * An activity naming `row.gear` was stored: makes sure that gear exists in `store`; never
     * rejects (the file stays imported).
     */
    named(store: TrackStore, row: GearNamed): Promise<void> {
      const name = row.gear;
      if (!namesGear(name)) return Promise.resolve();
      const state = stateOf(store, name);
      state.kept++;
      if (state.exists) return state.last;
      state.last = state.last.then(() => ensure(state, store, { ...row, gear: name }));
      return state.last;
    },

    /**
     * An activity naming `row.gear` that this import stored was removed again (a richer duplicate
     * replaced it): once no activity of this import names it, the gear this import made for it is
     * taken back (removeMadeGear says when). Never rejects.
     */
    dropped(store: TrackStore, row: GearNamed): Promise<void> {
      const name = row.gear;
      if (!namesGear(name)) return Promise.resolve();
      const state = states.get(store)?.get(name);
      if (!state || state.kept === 0) return Promise.resolve();
      state.kept--;
      state.last = state.last.then(() => takeBack(state, store, name));
      return state.last;
    },
  };
}
