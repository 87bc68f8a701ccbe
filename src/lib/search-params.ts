/**
 * URL search params are user input: parse them, never cast. parseSearchLeniently keeps every valid
 * field and drops the invalid ones, so the schema's defaults apply to them and a hand-edited or
 * outdated link opens the page instead of an error.
 */
import type { z } from '../domain/zod';

/**
 * Parses `raw` with an object schema. A field that fails validation is removed and parsing is
 * retried, so it takes its default (or stays absent when optional). Schemas used here must give
 * every field a default or make it optional; if even {} fails, that is a programming error and
 * the thrown ZodError says which field lacks one.
 */
export function parseSearchLeniently<S extends z.ZodObject>(schema: S, raw: unknown): z.output<S> {
  const input: Record<string, unknown> = isRecord(raw) ? { ...raw } : {};
  // Each round removes at least one offending key, so this ends within keys + 1 rounds.
  for (let round = 0; round <= Object.keys(input).length + 1; round += 1) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const badKeys = new Set<string>();
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in input) badKeys.add(key);
    }
    if (badKeys.size === 0) break;
    for (const key of badKeys) delete input[key];
  }
  return schema.parse({});
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
