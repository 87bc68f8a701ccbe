import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { PrivacyZone } from '../../domain/privacy/zones';
import { parsePrivacyDoc, privacyDoc } from './firebase-privacy';

const zones: PrivacyZone[] = [
  { id: 'home-1', lat: 46.52, lon: 6.63, radiusM: 500 },
  { id: 'work_2', lat: -33.9, lon: 151.2, radiusM: 2000 },
];
const RULES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'firestore.rules'), 'utf8');

describe('the privacy zones document', () => {
  it('round-trips the zones through parallel lists', () => {
    expect(privacyDoc(zones)).toEqual({
      ids: ['home-1', 'work_2'],
      lat: [46.52, -33.9],
      lon: [6.63, 151.2],
      radiusM: [500, 2000],
    });
    expect(parsePrivacyDoc(privacyDoc(zones))).toEqual(zones);
    expect(parsePrivacyDoc(privacyDoc([]))).toEqual([]);
  });

  it('reads a document that is not valid zones as absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parsePrivacyDoc({ ...privacyDoc(zones), radiusM: [500, 2500] })).toBeNull();
    expect(parsePrivacyDoc({ ...privacyDoc(zones), lat: [1] })).toBeNull();
    expect(parsePrivacyDoc({ ...privacyDoc(zones), ids: ['a/b', 'c'] })).toBeNull();
    expect(parsePrivacyDoc(null)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('has exactly the keys firestore.rules allows', () => {
    const body = RULES.slice(RULES.indexOf('function privacyKeys()'));
    const listed = [...body.slice(0, body.indexOf(']')).matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(privacyDoc(zones)).sort());
  });
});
