import { describe, expect, it } from 'vitest';
import { parseBasemapStyleUrl } from './basemap-config';

describe('parseBasemapStyleUrl', () => {
  it('accepts http(s) URLs, trimmed', () => {
    expect(parseBasemapStyleUrl(' https://tiles.example.org/style.json ')).toBe(
      'https://tiles.example.org/style.json',
    );
    expect(parseBasemapStyleUrl('http://localhost:8080/style.json')).toBe('http://localhost:8080/style.json');
  });

  it('gives null for absent, empty or non-http values', () => {
    for (const raw of [undefined, '', '   ', 'style.json', 'file:///etc/style.json', 42]) {
      expect(parseBasemapStyleUrl(raw)).toBeNull();
    }
  });
});
