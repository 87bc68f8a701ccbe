import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { destinationPoint, haversineM } from '../../../domain/geo';
import { parseGpx } from '../../../domain/gpx/parse-gpx';
import { trackFromSegments } from '../../../domain/track/track-data';
import type { PrivacyZone } from '../../../domain/privacy/zones';
import type { TrackSummary } from '../../../domain/stats/types';
import { makeSummary } from '../../../testing/summary';
import { gpxName, safeEntryName, uniqueName, zipActivities, zipOriginals } from './zip-export';

describe('zip names', () => {
  it('keeps entries inside the archive', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('etc/passwd');
    expect(safeEntryName('C:\\runs\\a.gpx')).toBe('C:/runs/a.gpx');
    expect(safeEntryName('/abs/./b.gpx')).toBe('abs/b.gpx');
    expect(safeEntryName('..')).toBe('activity.gpx');
  });
  it('makes names unique, case-insensitively', () => {
    const used = new Set<string>();
    expect(['a.gpx', 'A.gpx', 'a.gpx', 'b'].map((n) => uniqueName(n, used))).toEqual([
      'a.gpx',
      'A (2).gpx',
      'a (3).gpx',
      'b',
    ]);
  });
});

describe('zipOriginals', () => {
  it('zips the original bytes of each found activity and reports the missing', async () => {
    const enc = new TextEncoder();
    const originals = new Map([
      ['x', { fileName: 'run.gpx', bytes: enc.encode('<gpx>x</gpx>') }],
      ['y', { fileName: 'run.gpx', bytes: enc.encode('<gpx>y</gpx>') }],
      ['z', { fileName: 'ride.gpx.gz', bytes: Uint8Array.of(0x1f, 0x8b, 1, 2) }],
    ]);
    const store = {
      getOriginal: (id: string) => Promise.resolve(originals.get(id)),
      getSummary: () => Promise.resolve(undefined),
    };
    const out = await zipOriginals(store, ['x', 'gone', 'y', 'z']);
    expect(out.count).toBe(3);
    expect(out.missing).toEqual(['gone']);
    const files = unzipSync(out.bytes);
    expect(Object.keys(files).sort()).toEqual(['ride.gpx.gz', 'run (2).gpx', 'run.gpx']);
    expect(new TextDecoder().decode(files['run (2).gpx'])).toBe('<gpx>y</gpx>');
    expect([...(files['ride.gpx.gz'] ?? [])]).toEqual([0x1f, 0x8b, 1, 2]);
  });

  it('holds the shared original of a logger file once, whichever of its parts are selected', async () => {
    const file = { fileName: 'logger.gpx', bytes: new TextEncoder().encode('<gpx>all</gpx>') };
    const part = (id: string, k: number) =>
      makeSummary({ id, part: { sourceId: 'log', index: k + 1, count: 3 } });
    const summaries = new Map([
      ['log', part('log', 0)],
      ['log-part2', part('log-part2', 1)],
      ['log-part3', part('log-part3', 2)],
      ['solo', makeSummary({ id: 'solo' })],
    ]);
    const store = {
      getOriginal: (id: string) =>
        Promise.resolve(id === 'solo' ? { fileName: 'solo.gpx', bytes: Uint8Array.of(1) } : file),
      getSummary: (id: string) => Promise.resolve(summaries.get(id)),
    };
    const out = await zipOriginals(store, ['log-part2', 'solo', 'log-part3', 'log']);
    expect(out.count).toBe(2);
    expect(out.missing).toEqual([]);
    expect(Object.keys(unzipSync(out.bytes)).sort()).toEqual(['logger.gpx', 'solo.gpx']);
  });
});

describe('zipActivities with privacy zones', () => {
  const centre = { lat: 46.52, lon: 6.63 };
  const zone: PrivacyZone = { id: 'home', ...centre, radiusM: 500 };
  // 2 km due east through the zone's centre, a point every 10 m.
  const through = trackFromSegments([
    Array.from({ length: 201 }, (_, i) => destinationPoint(centre.lat, centre.lon, 90, i * 10 - 1000)),
  ]);
  const inside = trackFromSegments([[centre, destinationPoint(centre.lat, centre.lon, 0, 50)]]);
  const summary = (id: string, fileName: string) => ({ id, name: `Run ${id}`, sport: 'run', fileName });
  const store = {
    getOriginal: () => Promise.reject(new Error('originals must not be read with zones')),
    getTrack: (id: string) => Promise.resolve(id === 'a' ? through : id === 'b' ? inside : undefined),
    getSummary: (id: string) =>
      Promise.resolve(
        (id === 'gone' ? undefined : summary(id, id === 'a' ? 'Morning.fit.gz' : 'b.gpx')) as TrackSummary,
      ),
  };

  it('zips each track as GPX without a point inside a zone, names it .gpx, leaves out what is all inside', async () => {
    const out = await zipActivities(store, ['a', 'b', 'gone'], [zone]);
    expect(out.cut).toBe(true);
    expect(out.count).toBe(1);
    expect(out.missing).toEqual(['gone']);
    expect(out.hidden).toEqual(['b']);
    const files = unzipSync(out.bytes);
    expect(Object.keys(files)).toEqual(['Morning.gpx']);
    const track = parseGpx(files['Morning.gpx']!).track;
    expect(track.length).toBe(201 - 101);
    for (let i = 0; i < track.length; i++)
      expect(haversineM(track.lat[i]!, track.lon[i]!, zone.lat, zone.lon)).toBeGreaterThan(zone.radiusM);
  });

  it('zips the originals when no zone is defined', async () => {
    const originals = {
      ...store,
      getOriginal: () => Promise.resolve({ fileName: 'a.gpx', bytes: Uint8Array.of(1) }),
    };
    const out = await zipActivities(originals, ['a'], []);
    expect(out.cut).toBe(false);
    expect(Object.keys(unzipSync(out.bytes))).toEqual(['a.gpx']);
  });

  it('names a cut track after its original file', () => {
    expect(gpxName('runs/Morning run.fit.gz')).toBe('runs/Morning run.gpx');
    expect(gpxName('x.tcx')).toBe('x.gpx');
  });
});
