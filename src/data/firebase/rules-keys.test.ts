// firestore.rules lists the keys of each document the app writes; the app's zod schemas define
// them. A field added to TrackSummary but not to trackKeys() makes the rules refuse every write in
// Firebase mode (it happened twice): this compares the lists in seconds, without the emulator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bestEffortSchema,
  boundsSchema,
  collectionSchema,
  loggerPartSchema,
  trackSummarySchema,
} from '../schemas';

const RULES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'firestore.rules'), 'utf8');

/** The body of `function name(...) { ... }` in firestore.rules (up to the next function). */
function body(name: string): string {
  const start = RULES.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const next = RULES.indexOf('\n    function ', start + 1);
  return RULES.slice(start, next < 0 ? undefined : next);
}

/** The quoted names of the first `[...]` list after `marker` in `text`. */
function listAfter(text: string, marker: string): string[] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in ${text.slice(0, 40)}`);
  const open = text.indexOf('[', at);
  const close = text.indexOf(']', open);
  return [...text.slice(open, close).matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();
}

const keys = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe('firestore.rules keys match the zod schemas', () => {
  it('trackKeys() is the summary schema plus deleted and updatedAt', () => {
    expect(listAfter(body('trackKeys'), 'return')).toEqual(
      [...keys(trackSummarySchema), 'deleted', 'updatedAt'].sort(),
    );
  });

  it('a collection document has exactly the collection schema keys', () => {
    expect(listAfter(body('validCollection'), 'hasOnly(')).toEqual(keys(collectionSchema));
    expect(listAfter(body('validCollection'), 'hasAll(')).toEqual(keys(collectionSchema));
  });

  it('nested maps: bounds, a logger part', () => {
    expect(listAfter(body('boundsOrNull'), 'hasOnly(')).toEqual(keys(boundsSchema));
    expect(listAfter(body('validMeasures'), 'd.part.keys().hasOnly(')).toEqual(keys(loggerPartSchema));
  });

  it('enumerations: sports, elevation sources, formats; one best effort per distance', () => {
    // bestEfforts(): at most one per distance.
    expect(body('bestEfforts')).toContain(`l.size() <= ${bestEffortSchema.shape.key.options.length}`);
    expect(listAfter(body('validLiveTrack'), 'd.sport in')).toEqual(
      [...trackSummarySchema.shape.sport.options].sort(),
    );
    expect(listAfter(body('validMeasures'), 'd.elevationSource in')).toEqual(
      [...trackSummarySchema.shape.elevationSource.unwrap().options].sort(),
    );
    expect(listAfter(body('validMeasures'), 'd.format in')).toEqual(
      [...trackSummarySchema.shape.format.unwrap().unwrap().options].sort(),
    );
  });
});
