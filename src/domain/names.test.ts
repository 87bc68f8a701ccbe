import { describe, expect, it } from 'vitest';
import { cleanName, isolated, keepName, MAX_NAME_CHARS, shortenedNameWarning } from './names';

describe('cleanName', () => {
  it('removes bidirectional embeddings, overrides and isolates, keeping right-to-left letters', () => {
    expect(cleanName('Morning\u202Exe.gpx')).toBe('Morningxe.gpx');
    expect(cleanName('\u2066ריצת בוקר\u2069 10k')).toBe('ריצת בוקר 10k');
    expect(cleanName('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069')).toBe('');
    expect(cleanName('جولة الصباح')).toBe('جولة الصباح');
  });

  it('puts the name on one line: controls become spaces, white space runs one space', () => {
    expect(cleanName('  Lunch\tride\r\n\u0007 loop \u0085 ')).toBe('Lunch ride loop');
  });
});

describe('keepName', () => {
  it('keeps a name up to the limit as it is', () => {
    const name = 'a'.repeat(MAX_NAME_CHARS);
    expect(keepName(name)).toEqual({ name, shortenedFrom: null });
  });

  it('shortens a longer name to the limit, ending in an ellipsis, and says from how long', () => {
    const kept = keepName('b'.repeat(MAX_NAME_CHARS + 1));
    expect(kept.name).toHaveLength(MAX_NAME_CHARS);
    expect(kept.name.endsWith('…')).toBe(true);
    expect(kept.shortenedFrom).toBe(MAX_NAME_CHARS + 1);
    expect(shortenedNameWarning(501)).toMatch(/501 characters.*500/);
  });

  it('never cuts inside a surrogate pair', () => {
    const kept = keepName('x'.repeat(8) + '🏃'.repeat(10), 12);
    expect(kept.name).toBe('xxxxxxxx🏃…');
    expect(kept.name.length).toBeLessThanOrEqual(12);
    expect(() => encodeURIComponent(kept.name)).not.toThrow();
  });

  it('counts the length after cleaning', () => {
    expect(keepName('\u202E'.repeat(600) + 'Run').name).toBe('Run');
  });
});

describe('isolated', () => {
  it('wraps the cleaned name in one first-strong isolate', () => {
    expect(isolated('שלום\u202E 5k')).toBe('\u2068שלום 5k\u2069');
  });
});
