// @vitest-environment jsdom
/** Generated files through a real, namespace-aware XML parser (jsdom's DOMParser). */
import { describe, expect, it } from 'vitest';
import { generateDemoActivityDetailed, type DetailedDemoFile } from './generate-demo';

const GPX_NS = 'http://www.topografix.com/GPX/1/1';
const TPX_NS = 'http://www.garmin.com/xmlschemas/TrackPointExtension/v1';

describe('generated files as XML', () => {
  it('parse as namespaced GPX 1.1 with TrackPointExtension values where the truth says', () => {
    // jsdom's parser is slow: the smallest file of each writer and kind of content among 80.
    const kinds = new Map<string, DetailedDemoFile>();
    for (let i = 0; i < 80; i++) {
      const f = generateDemoActivityDetailed(i, { seed: 1, count: 200 });
      const kind = `${/creator="([^"]+)"/.exec(f.gpx)?.[1]} ${f.truth.hasTime} ${f.truth.hasHeartRate}`;
      const known = kinds.get(kind);
      if (!known || known.gpx.length > f.gpx.length) kinds.set(kind, f);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(4);
    for (const f of kinds.values()) {
      const doc = new DOMParser().parseFromString(f.gpx, 'application/xml');
      expect(doc.getElementsByTagName('parsererror').length, f.fileName).toBe(0);
      expect(doc.documentElement.namespaceURI).toBe(GPX_NS);
      expect(doc.getElementsByTagNameNS(GPX_NS, 'trkpt').length).toBe(f.truth.points);
      expect(doc.getElementsByTagNameNS(TPX_NS, 'hr').length).toBe(f.truth.hasHeartRate ? f.truth.points : 0);
      expect(doc.getElementsByTagNameNS(TPX_NS, 'cad').length).toBe(f.truth.hasCadence ? f.truth.points : 0);
    }
  });

  it('the check fails on a broken file', () => {
    const f = generateDemoActivityDetailed(3, { seed: 1, count: 200 });
    const doc = new DOMParser().parseFromString(f.gpx.replace('</trkseg>', ''), 'application/xml');
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });
});
