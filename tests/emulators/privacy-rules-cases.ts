/**
 * Rules cases for the privacy zones document (users/{uid}/settings/privacy), as
 * src/data/firebase/firebase-privacy.ts writes it: owner only, parallel lists of at most
 * MAX_ZONES zones, every value in range (domain/privacy/zones.ts).
 */
import { privacyDoc } from '../../src/data/firebase/firebase-privacy';
import { MAX_ZONES, type PrivacyZone } from '../../src/domain/privacy/zones';
import type { Db, RulesCase } from './rules-cases';

const zone = (i: number, over: Partial<PrivacyZone> = {}): PrivacyZone => ({
  id: `z${i}-${'0f'.repeat(4)}`,
  lat: 46.52 + i / 100,
  lon: -6.63 - i / 100,
  radiusM: 500,
  ...over,
});
const zones = (n: number) => Array.from({ length: n }, (_, i) => zone(i));

export function privacyCases(): RulesCase[] {
  const ref = (d: Db, uid: string | null = 'alice', name = 'privacy') =>
    d(uid).doc(`users/alice/settings/${name}`);
  const write =
    (z: PrivacyZone[], extra: Record<string, unknown> = {}) =>
    (d: Db) =>
      ref(d).set({ ...privacyDoc(z), ...extra });
  return [
    { expect: 'allow', name: 'owner stores two zones', run: write(zones(2)) },
    { expect: 'allow', name: 'owner stores no zone', run: write([]) },
    { expect: 'allow', name: `owner stores ${MAX_ZONES} zones`, run: write(zones(MAX_ZONES)) },
    {
      expect: 'allow',
      name: 'owner stores zones at the limits (radius 200 and 2000 m, latitude -90, longitude 180)',
      run: write([
        zone(0, { radiusM: 200, lat: -90 }),
        zone(1, { radiusM: 2000, lon: 180 }),
        zone(2, { radiusM: 1234.5 }),
      ]),
    },
    { expect: 'allow', name: 'owner reads them', run: (d) => ref(d).get() },
    { expect: 'allow', name: 'owner deletes them', run: (d) => ref(d).delete() },
    { expect: 'deny', name: 'another user reads them', run: (d) => ref(d, 'bob').get() },
    { expect: 'deny', name: 'another user writes them', run: (d) => ref(d, 'bob').set(privacyDoc(zones(1))) },
    { expect: 'deny', name: 'a signed-out visitor reads them', run: (d) => ref(d, null).get() },
    {
      expect: 'deny',
      name: 'another settings document',
      run: (d) => ref(d, 'alice', 'other').set(privacyDoc([])),
    },
    { expect: 'deny', name: `${MAX_ZONES + 1} zones`, run: write(zones(MAX_ZONES + 1)) },
    { expect: 'deny', name: 'a radius under 200 m', run: write([zone(0), zone(1, { radiusM: 199.9 })]) },
    { expect: 'deny', name: 'a radius over 2000 m', run: write([zone(0, { radiusM: 2000.5 })]) },
    { expect: 'deny', name: 'a latitude over 90', run: write([zone(0, { lat: 90.5 })]) },
    { expect: 'deny', name: 'a longitude under -180', run: write([zone(0, { lon: -180.1 })]) },
    {
      expect: 'deny',
      name: 'a radius written as text',
      run: write([], { ids: ['a'], lat: [1], lon: [1], radiusM: ['500'] }),
    },
    { expect: 'deny', name: 'lists of different lengths', run: write([zone(0)], { lat: [1, 2] }) },
    { expect: 'deny', name: 'an id that is not an id', run: write([zone(0, { id: 'a/b' })]) },
    { expect: 'deny', name: 'a key outside the schema', run: write([zone(0)], { note: 'home' }) },
  ];
}
