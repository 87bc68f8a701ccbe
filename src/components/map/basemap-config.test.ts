import { describe, expect, it } from 'vitest';
import { basemapStyleUrl, OPENFREEMAP_STYLES, parseBasemapStyleUrl } from './basemap-config';

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

describe('basemapStyleUrl', () => {
  it("uses OpenFreeMap's style of the theme unless a style is configured", () => {
    expect(basemapStyleUrl('light', 'on', null)).toBe(OPENFREEMAP_STYLES.light);
    expect(basemapStyleUrl('dark', 'on', null)).toBe(OPENFREEMAP_STYLES.dark);
    expect(basemapStyleUrl('dark', 'on', 'https://tiles.example.org/s.json')).toBe(
      'https://tiles.example.org/s.json',
    );
  });

  it('uses no style at all with tiles off', () => {
    expect(basemapStyleUrl('light', 'off', null)).toBeNull();
    expect(basemapStyleUrl('light', 'off', 'https://tiles.example.org/s.json')).toBeNull();
  });
});
