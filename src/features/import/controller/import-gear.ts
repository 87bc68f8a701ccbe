/**
 * Gear on import (issue 35): as an import stores an activity whose export row names a gear (a new
 * activity, a stored one the export updated, a duplicate merged), the gear of that name is created
 * unless one has it (lib/export-gear.ts), before the file's line is done, so every activity that
 * names a gear has it once the import is. Each name is asked for once per import and store; a name
 * whose gear could not be made is asked for again by its next activity. Gear made by hand, rules
 * and sport defaults need nothing here: assignment is worked out when read (domain/gear/assign.ts),
 * so they apply to new imports at once.
 */
import type { TrackStore } from '../../../data';
import { namesGear } from '../../../domain/gear/export-gear';
import type { TrackSummary } from '../../../domain/stats/types';
import { oneLineError } from '../../../workers/shared/errors';
import { createExportGear } from '../../../lib/export-gear';

export type GearNamed = Pick<TrackSummary, 'gear' | 'sport'>;

/** One import's asks; `create` is lib/export-gear.ts createExportGear but in tests. */
export function createImportGear(create: typeof createExportGear = createExportGear) {
  const asked = new WeakMap<TrackStore, Map<string, Promise<void>>>();
  return {
    /** Makes sure the gear `row` names exists in `store`; never rejects (the file stays imported). */
    named(store: TrackStore, row: GearNamed): Promise<void> {
      const name = row.gear;
      if (!namesGear(name)) return Promise.resolve();
      let names = asked.get(store);
      if (!names) asked.set(store, (names = new Map<string, Promise<void>>()));
      let done = names.get(name);
      if (!done) {
        const mine = names;
        done = create(store, [row]).then(
          () => undefined,
          (error: unknown) => {
            mine.delete(name);
            console.warn(`Could not create the gear "${name}" of an export: ${oneLineError(error)}`);
          },
        );
        names.set(name, done);
      }
      return done;
    },
  };
}
