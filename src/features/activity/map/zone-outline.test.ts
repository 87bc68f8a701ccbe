import { describe, expect, it } from 'vitest';
import type { PrivacyZone } from '../../../domain/privacy/zones';
import { zoneOutlineLayer } from './zone-outline';

const bounds = { minLat: 46.5, maxLat: 46.55, minLon: 6.6, maxLon: 6.65 };
const home: PrivacyZone = { id: 'home', lat: 46.52, lon: 6.63, radiusM: 500 };
const far: PrivacyZone = { id: 'far', lat: 48.85, lon: 2.35, radiusM: 500 };

describe('zoneOutlineLayer', () => {
  it('outlines, in metres, the zones that reach into the track and no other', () => {
    const layer = zoneOutlineLayer([home, far], bounds)!;
    expect(layer.id).toBe('activity-privacy-zones');
    expect(layer.props.data).toEqual([home]);
    expect(layer.props.radiusUnits).toBe('meters');
    expect(layer.props.stroked).toBe(true);
  });

  it('draws nothing without a zone near the track', () => {
    expect(zoneOutlineLayer([far], bounds)).toBeNull();
    expect(zoneOutlineLayer([], bounds)).toBeNull();
    expect(zoneOutlineLayer([home], null)).toBeNull();
  });
});
