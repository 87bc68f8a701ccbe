import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../tests/gpx-real/corpus';
import { haversineM } from '../geo';
import { processActivity } from '../process-activity';
import type { PrivacyZone } from '../privacy/zones';
import {
  buildSharedActivity,
  decodeSharedPath,
  decodeSharedProfile,
  encodeSharedPath,
  encodeSharedProfile,
  SharedPageFormatError,
} from './shared-page';

const FILE = join(CORPUS, 'gpsbabel__gpsbabel', 'wahoo-element-bolt.gpx');

async function activity() {
  return processActivity(new Uint8Array(readFileSync(FILE)), { fileName: 'wahoo-element-bolt.gpx' });
}

describe('a shared activity page', () => {
  it('holds no position inside a privacy zone once encoded and decoded (start and end hidden)', async () => {
    const { summary, products } = await activity();
    const { lonLat } = products.path;
    const n = lonLat.length >> 1;
    const zones: PrivacyZone[] = [
      { id: 'home', lat: lonLat[1]!, lon: lonLat[0]!, radiusM: 400 },
      { id: 'work', lat: lonLat[2 * n - 1]!, lon: lonLat[2 * n - 2]!, radiusM: 400 },
    ];
    const page = buildSharedActivity(summary, products, zones);
    const path = decodeSharedPath(encodeSharedPath(page.path));
    const shown = path.lonLat.length >> 1;
    // Something is left to show, and less than the whole line.
    expect(shown).toBeGreaterThan(2);
    expect(shown).toBeLessThan(n);
    for (let i = 0; i < shown; i++) {
      for (const z of zones) {
        expect(haversineM(path.lonLat[2 * i + 1]!, path.lonLat[2 * i]!, z.lat, z.lon)).toBeGreaterThan(
          z.radiusM,
        );
      }
    }
    // The chart's samples inside the zones are gone: its first kept sample lies past the home zone.
    const profile = decodeSharedProfile(encodeSharedProfile(page.profile));
    expect(profile.distanceM.length).toBeLessThan(products.profile.distanceM.length);
    expect(profile.distanceM[0]).toBeGreaterThan(0);
    const first = products.profile.distanceM.findIndex((d) => d === profile.distanceM[0]);
    const z = zones[0]!;
    expect(
      haversineM(products.profile.lat[first]!, products.profile.lon[first]!, z.lat, z.lon),
    ).toBeGreaterThan(z.radiusM);
  });

  it('round-trips the line and the chart exactly (as 32-bit floats) without zones', async () => {
    const { summary, products } = await activity();
    const page = buildSharedActivity(summary, products, [], '  Ride with Sam  ');
    expect(page.title).toBe('Ride with Sam');
    expect(page.figures.distanceM).toBe(summary.distanceM);
    expect(page.figures.maxHr).toBe(summary.maxHr);
    const path = decodeSharedPath(encodeSharedPath(page.path));
    expect(path.lonLat).toEqual(Float32Array.from(products.path.lonLat));
    expect([...path.partStarts]).toEqual([...products.path.partStarts]);
    const profile = decodeSharedProfile(encodeSharedProfile(page.profile));
    expect([...profile.distanceM]).toEqual([...products.profile.distanceM]);
    expect(profile.ele).toEqual(Float32Array.from(products.profile.ele));
    expect(profile.hr).toEqual(Float32Array.from(products.profile.hr));
  });

  it('refuses damaged bytes with a clear error', async () => {
    const { summary, products } = await activity();
    const page = buildSharedActivity(summary, products, []);
    const path = encodeSharedPath(page.path);
    expect(() => decodeSharedPath(path.subarray(0, path.length - 1))).toThrow(SharedPageFormatError);
    expect(() => decodeSharedPath(encodeSharedProfile(page.profile))).toThrow('wrong kind of data');
    const far = path.slice();
    new DataView(far.buffer).setFloat32(12, 500, true);
    expect(() => decodeSharedPath(far)).toThrow('a position out of range');
    const backwards = encodeSharedProfile(page.profile);
    new DataView(backwards.buffer).setFloat64(12 + 8, -1, true);
    expect(() => decodeSharedProfile(backwards)).toThrow('chart distances');
    expect(() => decodeSharedProfile(new Uint8Array(4))).toThrow('too short');
  });

  it('gives a blank title a plain one', async () => {
    const { summary, products } = await activity();
    expect(buildSharedActivity(summary, products, [], '   ').title).toBe('Shared activity');
  });
});
