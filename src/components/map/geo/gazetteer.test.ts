import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gazetteerFromJson, searchPlaces } from './gazetteer';

const g = gazetteerFromJson(readFileSync(join(import.meta.dirname, 'places.json'), 'utf8'));

describe('searchPlaces', () => {
  it('finds large places by the start of their name, largest first', () => {
    const [first] = searchPlaces(g, 'lond');
    expect(first?.name).toBe('London');
    expect(first?.country).toBe('GB');
    expect(first!.lat).toBeCloseTo(51.5, 0);
  });

  it('ignores case and accents, and matches a later word', () => {
    expect(searchPlaces(g, 'zurich')[0]?.name).toBe('Zürich');
    expect(searchPlaces(g, 'TOWN').some((p) => p.name === 'Cape Town')).toBe(true);
  });

  it('gives nothing for an empty query and at most the limit', () => {
    expect(searchPlaces(g, '  ')).toEqual([]);
    expect(searchPlaces(g, 'san', 5)).toHaveLength(5);
  });
});
