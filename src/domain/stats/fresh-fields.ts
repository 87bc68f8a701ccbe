import type { TrackSummary } from './types';

/** The fields of a summary that no file holds: what the person, an export or a later pass adds. */
type FreshFields = Pick<
  TrackSummary,
  | 'gear'
  | 'gearId'
  | 'description'
  | 'commute'
  | 'privateNote'
  | 'manual'
  | 'flags'
  | 'part'
  | 'training'
  | 'edits'
  | 'kind'
  | 'excluded'
  | 'excludedEfforts'
  | 'editedFields'
>;

/**
 * What a newly read activity holds in those fields (new lists each call): no gear, notes, sanity
 * flags, logger part, training product or edits, read from a file (not manual), an activity (not a
 * route), counted, and nothing chosen by the person yet.
 */
export function freshFields(): FreshFields {
  return {
    gear: null,
    gearId: null,
    description: null,
    commute: null,
    privateNote: null,
    manual: false,
    flags: [],
    part: null,
    training: null,
    edits: null,
    kind: 'activity',
    excluded: false,
    excludedEfforts: [],
    editedFields: [],
  };
}
