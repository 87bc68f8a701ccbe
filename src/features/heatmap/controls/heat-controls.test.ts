import { describe, expect, it } from 'vitest';
import { tileZoomLabel } from './heat-controls';

describe('tileZoomLabel', () => {
  it("writes a tile's edge in the app's own units, never in capitalised units", () => {
    // EQUATOR_M / 2^14 = 2,446 m; / 2^17 = 305.7 m.
    expect(tileZoomLabel(14, 'metric')).toBe('Zoom 14 (~2.4 km)');
    expect(tileZoomLabel(17, 'metric')).toBe('Zoom 17 (~306 m)');
    expect(tileZoomLabel(14, 'imperial')).toBe('Zoom 14 (~1.5 mi)');
    expect(tileZoomLabel(17, 'imperial')).toBe('Zoom 17 (~1,003 ft)');
  });
});
