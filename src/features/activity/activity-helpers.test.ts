import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../../domain/series/types';
import { samplePosition } from './map/activity-map';
import { mimeOf } from './header/download-original';
import { MAX_NAME_LENGTH, cleanName } from './header/edit-activity';
import { zoneRanges } from './panels/hr-zones';

describe('zoneRanges', () => {
  it('gives the bpm range of each zone from the maximum heart rate', () => {
    expect(zoneRanges(190)).toEqual(['< 114', '114–132', '133–151', '152–170', '≥ 171']);
    expect(zoneRanges(200)).toEqual(['< 120', '120–139', '140–159', '160–179', '≥ 180']);
  });
});

describe('cleanName', () => {
  it('trims, limits the length and refuses an empty name', () => {
    expect(cleanName('  Lake loop ')).toBe('Lake loop');
    expect(cleanName('   ')).toBeNull();
    expect(cleanName('x'.repeat(MAX_NAME_LENGTH + 10))).toHaveLength(MAX_NAME_LENGTH);
  });
});

describe('mimeOf', () => {
  it('tells gzip from plain GPX', () => {
    expect(mimeOf('run.gpx.gz')).toBe('application/gzip');
    expect(mimeOf('run.GPX')).toBe('application/gpx+xml');
  });
});

describe('samplePosition', () => {
  const none32 = new Float32Array(2).fill(NaN);
  const profile: ChartProfile = {
    distanceM: Float64Array.from([0, 10]),
    timeS: Float64Array.from([0, 5]),
    ele: none32,
    speedMps: none32,
    hr: none32,
    cad: none32,
    power: none32,
    lat: Float64Array.from([45, NaN]),
    lon: Float64Array.from([6, 7]),
  };

  it('is the [lon, lat] of a sample, or null when absent, out of range or not finite', () => {
    expect(samplePosition(profile, 0)).toEqual([6, 45]);
    expect(samplePosition(profile, 1)).toBeNull();
    expect(samplePosition(profile, 5)).toBeNull();
    expect(samplePosition(profile, null)).toBeNull();
  });
});
