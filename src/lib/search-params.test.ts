import { describe, expect, it } from 'vitest';
import { z } from '../domain/zod';
import { parseSearchLeniently } from './search-params';

const schema = z.object({
  mode: z.enum(['density', 'lines']).default('density'),
  zoom: z.number().min(0).max(22).optional(),
  ids: z.array(z.string()).default([]),
});

describe('parseSearchLeniently', () => {
  it('keeps valid params', () => {
    expect(parseSearchLeniently(schema, { mode: 'lines', zoom: 5, ids: ['a', 'b'] })).toEqual({
      mode: 'lines',
      zoom: 5,
      ids: ['a', 'b'],
    });
  });
  it('drops only the invalid fields and applies their defaults', () => {
    expect(parseSearchLeniently(schema, { mode: 'bogus', zoom: 5, ids: ['a'] })).toEqual({
      mode: 'density',
      zoom: 5,
      ids: ['a'],
    });
    expect(parseSearchLeniently(schema, { mode: 'lines', zoom: 99, ids: [1, 2] })).toEqual({
      mode: 'lines',
      ids: [],
    });
  });
  it('ignores unknown keys and non-object input', () => {
    expect(parseSearchLeniently(schema, { other: 'x' })).toEqual({ mode: 'density', ids: [] });
    expect(parseSearchLeniently(schema, null)).toEqual({ mode: 'density', ids: [] });
    expect(parseSearchLeniently(schema, ['mode'])).toEqual({ mode: 'density', ids: [] });
  });
  it('throws for a schema whose required field has no default', () => {
    const strict = z.object({ page: z.number() });
    expect(() => parseSearchLeniently(strict, { page: 'x' })).toThrow();
  });
});
