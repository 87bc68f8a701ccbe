import { describe, expect, it } from 'vitest';
import { heatmapSearchSchema, parseHeatView, viewSearch } from './heat-search';

describe('heatmap search params', () => {
  it('reads mode and camera, numbers or numeric strings', () => {
    expect(parseHeatView({ mode: 'lines', lat: 46.5, lon: '6.6', zoom: 11 })).toEqual({
      mode: 'lines',
      tileZoom: 14,
      view: { latitude: 46.5, longitude: 6.6, zoom: 11, pitch: 0, bearing: 0 },
    });
  });

  it('falls back field by field: bad mode, missing or out-of-range camera', () => {
    expect(parseHeatView({ mode: 'pie', lat: 46.5, lon: 6.6 })).toEqual({
      mode: 'density',
      tileZoom: 14,
      view: null,
    });
    expect(parseHeatView({ lat: 123, lon: 6, zoom: 3 }).view).toBeNull();
    expect(parseHeatView('nonsense')).toEqual({ mode: 'density', tileZoom: 14, view: null });
  });

  it('reads tiles mode and its tile zoom (14 unless 17)', () => {
    expect(parseHeatView({ mode: 'tiles', tz: '17' })).toMatchObject({ mode: 'tiles', tileZoom: 17 });
    expect(parseHeatView({ mode: 'tiles', tz: 15 })).toMatchObject({ mode: 'tiles', tileZoom: 14 });
  });

  it('keeps hand-picked ids and drops bad ones', () => {
    expect(heatmapSearchSchema.parse({ ids: 'abc,d e,f12' }).ids).toBe('abc,f12');
  });

  it('writes a rounded camera with the longitude wrapped', () => {
    expect(
      viewSearch({ latitude: 46.123456789, longitude: 366.5, zoom: 11.23456, pitch: 0, bearing: 0 }),
    ).toEqual({
      lat: 46.12346,
      lon: 6.5,
      zoom: 11.23,
    });
  });
});
