import { defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { buildHref } from './use-href-for';

describe('buildHref', () => {
  it('appends the search params serialised by the given stringifier', () => {
    expect(buildHref(defaultStringifySearch, '/compare', { ids: 'a,b', x: 'time' })).toBe(
      '/compare?ids=a%2Cb&x=time',
    );
  });
  it('leaves out undefined params but keeps other falsy values', () => {
    expect(buildHref(defaultStringifySearch, '/heatmap', { ids: undefined, mode: 'lines', n: 0 })).toBe(
      '/heatmap?mode=lines&n=0',
    );
  });
  it('gives the bare path when no param is defined', () => {
    expect(buildHref(defaultStringifySearch, '/import', {})).toBe('/import');
    expect(buildHref(defaultStringifySearch, '/import', { ids: undefined })).toBe('/import');
  });
});
