import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { packProducts, packTrack } from '../../../src/data/codec';
import { makeActivity } from '../../../src/testing/store-fixtures';
import { rebuildHeatIndexResultSchema } from '../../../src/data/firebase/contract/callable-contract';
import { unpackHeatIndex } from '../../../src/data/firebase/contract/heat-index-codec';
import { heatIndexPath, trackFilePath } from '../../../src/data/firebase/contract/storage-paths';
import { gpx11 } from '../../../src/domain/gpx/test-gpx';
import { deriveViewProducts } from '../../../src/domain/series/view-products';
import { STATS_VERSION } from '../../../src/domain/stats/summarize';
import { processActivity } from '../../../src/domain/process-activity';
import {
  MAX_HEAT_POINTS_PER_ACTIVITY,
  MAX_INDEXED_ACTIVITIES,
  MAX_ORIGINAL_BYTES,
  MAX_PATH_VERTICES_PER_ACTIVITY,
  MAX_PACKED_READ_BYTES,
  rebuildHeatIndex,
} from './rebuild-heat-index';
import { FakeBackend } from './testing-fakes';

const UID = 'alice';

function addTrack(
  b: FakeBackend,
  id: string,
  fields: { statsVersion?: number; deleted?: boolean; uid?: string } = {},
) {
  b.documents.set(`users/${fields.uid ?? UID}/tracks/${id}`, {
    id,
    deleted: fields.deleted ?? false,
    statsVersion: fields.statsVersion ?? STATS_VERSION,
  });
}
const put = (b: FakeBackend, path: string, bytes: Uint8Array) =>
  b.files.set(path, { bytes, contentType: 'application/octet-stream' });

/** A short walk in Munich, a point every ~14 m. */
const GPX = gpx11(
  `<trk><trkseg>${Array.from({ length: 40 }, (_, i) => `<trkpt lat="${48.1 + i * 1e-4}" lon="${11.5 + i * 1e-4}"><time>2024-05-01T07:${String(i).padStart(2, '0')}:00Z</time></trkpt>`).join('')}</trkseg></trk>`,
);

describe('rebuildHeatIndex', () => {
  it("indexes every live activity of the caller from the cheapest current source, and nobody else's", async () => {
    const b = new FakeBackend();
    const a = makeActivity(1);
    addTrack(b, 'current');
    put(b, trackFilePath(UID, 'current', 'products.bin'), packProducts(a.products));
    put(b, trackFilePath(UID, 'current', 'track.bin'), packTrack(a.track));
    addTrack(b, 'stale', { statsVersion: STATS_VERSION - 1 });
    put(b, trackFilePath(UID, 'stale', 'products.bin'), packProducts(makeActivity(2).products));
    put(b, trackFilePath(UID, 'stale', 'track.bin'), packTrack(a.track));
    addTrack(b, 'gpx-only');
    b.files.set(trackFilePath(UID, 'gpx-only', 'original.gpx.gz'), {
      bytes: gzipSync(new TextEncoder().encode(GPX)),
      contentType: 'application/gzip',
    });
    addTrack(b, 'gone', { deleted: true });
    addTrack(b, 'empty');
    addTrack(b, 'bobs', { uid: 'bob' });

    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b);
    expect(result).toMatchObject({
      indexed: 3,
      recomputed: 2,
      skipped: [{ id: 'empty', reason: 'no stored files' }],
    });
    expect(rebuildHeatIndexResultSchema.safeParse(result).success).toBe(true);
    const stored = b.files.get(heatIndexPath(UID));
    expect(stored?.contentType).toBe('application/octet-stream');
    expect(result.bytes).toBe(stored?.bytes.byteLength);
    const index = unpackHeatIndex(stored!.bytes);
    expect([...index.keys()].sort()).toEqual(['current', 'gpx-only', 'stale']);
    // products.bin as stored for the current one; src/domain's derivation for the stale one.
    expect([...index.get('current')!.heat.lonLat]).toEqual([...a.products.heat.lonLat]);
    const derived = deriveViewProducts(a.track);
    expect([...index.get('stale')!.heat.lonLat]).toEqual([...derived.heat.lonLat]);
    expect([...index.get('stale')!.path.lonLat]).toEqual([...derived.path.lonLat]);
    // ~550 m of walking gives a heat point every ~10 m.
    expect(index.get('gpx-only')!.heat.lonLat.length / 2).toBeGreaterThan(40);
  });

  it('writes an empty index for a user without activities', async () => {
    const b = new FakeBackend();
    expect(await rebuildHeatIndex({ auth: { uid: UID }, data: null }, b)).toMatchObject({
      indexed: 0,
      skipped: [],
    });
    expect(unpackHeatIndex(b.files.get(heatIndexPath(UID))!.bytes).size).toBe(0);
  });

  it('lists an unreadable activity in skipped with its reason and indexes the rest', async () => {
    const b = new FakeBackend();
    addTrack(b, 'ok');
    put(b, trackFilePath(UID, 'ok', 'products.bin'), packProducts(makeActivity(3).products));
    addTrack(b, 'broken');
    put(b, trackFilePath(UID, 'broken', 'products.bin'), Uint8Array.of(1, 2, 3));
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b);
    expect(result.indexed).toBe(1);
    expect(result.skipped).toEqual([
      { id: 'broken', reason: expect.stringMatching(/^Cannot read packed view products/) as string },
    ]);
  });

  it('refuses signed-out callers and unexpected input', async () => {
    const b = new FakeBackend();
    await expect(rebuildHeatIndex({ auth: undefined, data: {} }, b)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(rebuildHeatIndex({ auth: { uid: UID }, data: { uid: 'bob' } }, b)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(b.files.size).toBe(0);
  });

  it('refuses a second rebuild within the minute, before reading anything', async () => {
    const b = new FakeBackend();
    addTrack(b, 'one');
    put(b, trackFilePath(UID, 'one', 'products.bin'), packProducts(makeActivity(4).products));
    const t0 = Date.UTC(2026, 0, 1);
    await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b, t0);
    let reads = 0;
    const counting = Object.assign(Object.create(b) as FakeBackend, {
      listLiveTracks: (uid: string, limit: number) => {
        reads += 1;
        return b.listLiveTracks(uid, limit);
      },
    });
    await expect(
      rebuildHeatIndex({ auth: { uid: UID }, data: {} }, counting, t0 + 20_000),
    ).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect(reads).toBe(0);
    await expect(
      rebuildHeatIndex({ auth: { uid: UID }, data: {} }, counting, t0 + 60_000),
    ).resolves.toMatchObject({
      indexed: 1,
    });
  });

  it('skips an original whose gzip trailer lies about its size, without inflating all of it', async () => {
    const b = new FakeBackend();
    addTrack(b, 'bomb');
    // 24 MB of spaces after a real GPX: the trailer is rewritten to say 1 KB.
    const body = new TextEncoder().encode(GPX);
    const padded = new Uint8Array(24 * 1024 * 1024).fill(0x20);
    padded.set(body);
    const gz = gzipSync(padded, { level: 1 });
    new DataView(gz.buffer).setUint32(gz.length - 4, 1024, true);
    b.files.set(trackFilePath(UID, 'bomb', 'original.gpx.gz'), {
      bytes: gz,
      contentType: 'application/gzip',
    });
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b);
    expect(result.indexed).toBe(0);
    expect(result.skipped).toEqual([
      { id: 'bomb', reason: `it unpacks to more than ${MAX_ORIGINAL_BYTES / 1024 / 1024} MB (the limit)` },
    ]);
  });

  it('skips, without recomputing, an activity whose statsVersion no code version has had', async () => {
    const b = new FakeBackend();
    for (const [id, v] of [
      ['future', STATS_VERSION + 1],
      ['negative', -1],
      ['fraction', 1.5],
    ] as const) {
      addTrack(b, id, { statsVersion: v });
      put(b, trackFilePath(UID, id, 'track.bin'), packTrack(makeActivity(5).track));
    }
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b);
    expect(result).toMatchObject({ indexed: 0, recomputed: 0 });
    expect(result.skipped.map((s) => s.reason).sort()).toEqual([
      'unknown statistics version -1',
      'unknown statistics version 1.5',
      `unknown statistics version ${STATS_VERSION + 1}`,
    ]);
  });
});

/** A GPS logger's file: three walks on three days in three cities (a part each, import cuts it so). */
const TRIPS = [
  { day: '2024-05-01', lat: 47.37, lon: 8.54 },
  { day: '2024-05-03', lat: 46.95, lon: 7.44 },
  { day: '2024-05-05', lat: 46.2, lon: 6.14 },
];
const LOGGER_GPX = gpx11(
  `<trk><trkseg>${TRIPS.map(({ day, lat, lon }) =>
    Array.from(
      { length: 40 },
      (_, i) =>
        `<trkpt lat="${lat + i * 1e-4}" lon="${lon + i * 1e-4}"><time>${day}T07:${String(i).padStart(2, '0')}:00Z</time></trkpt>`,
    ).join(''),
  ).join('')}</trkseg></trk>`,
);
const SOURCE = 'logger';
const PART_IDS = [SOURCE, `${SOURCE}-part2`, `${SOURCE}-part3`];

function addParts(b: FakeBackend) {
  PART_IDS.forEach((id, k) => {
    addTrack(b, id, { statsVersion: STATS_VERSION - 1 });
    b.documents.get(`users/${UID}/tracks/${id}`)!.part = { sourceId: SOURCE, index: k + 1, count: 3 };
    b.documents.get(`users/${UID}/tracks/${id}`)!.fileName = 'holux.gpx';
  });
}

/** Longitudes of an entry's heat points. */
const lons = (lonLat: Float32Array) => lonLat.filter((_, i) => i % 2 === 0);

describe('rebuildHeatIndex on the parts of a data logger file', () => {
  it('reads the ONE shared original once per rebuild and indexes each part with only its own points', async () => {
    const b = new FakeBackend();
    addParts(b);
    const bytes = gzipSync(new TextEncoder().encode(LOGGER_GPX));
    put(b, trackFilePath(UID, SOURCE, 'original.gpx.gz'), bytes);
    let originalReads = 0;
    const counting = Object.assign(Object.create(b) as FakeBackend, {
      readFile: (path: string, maxBytes: number) => {
        if (path.includes('/original.')) originalReads += 1;
        return b.readFile(path, maxBytes);
      },
    });
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, counting);
    expect(result).toMatchObject({ indexed: 3, recomputed: 3, skipped: [] });
    expect(originalReads).toBe(2); // original.gpx (absent), then original.gpx.gz: once for all parts
    const index = unpackHeatIndex(b.files.get(heatIndexPath(UID))!.bytes);
    // Exactly what the import stores for each part (the same domain code, processActivity).
    const imported = await processActivity(new TextEncoder().encode(LOGGER_GPX), {
      fileName: 'holux.gpx',
      id: SOURCE,
    });
    const pieces = [imported, ...imported.otherParts];
    expect(pieces.map((p) => p.summary.id)).toEqual(PART_IDS);
    PART_IDS.forEach((id, k) => {
      const entry = index.get(id)!;
      expect([...entry.heat.lonLat]).toEqual([...pieces[k]!.products.heat.lonLat]);
      expect([...entry.path.lonLat]).toEqual([...pieces[k]!.products.path.lonLat]);
      // Only this part's city: no point of another part's walk.
      for (const lon of lons(entry.heat.lonLat)) expect(Math.abs(lon - TRIPS[k]!.lon)).toBeLessThan(0.01);
    });
  });

  it('falls back to the per-part copy of the whole file (stored before the shared original) and still cuts it', async () => {
    const b = new FakeBackend();
    addParts(b);
    const bytes = new TextEncoder().encode(LOGGER_GPX);
    for (const id of PART_IDS.slice(1)) put(b, trackFilePath(UID, id, 'original.gpx'), bytes);
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b);
    // The first part's copy is the shared one (its own id): absent here, so it has no stored files.
    expect(result).toMatchObject({ indexed: 2, skipped: [{ id: SOURCE, reason: 'no stored files' }] });
    const index = unpackHeatIndex(b.files.get(heatIndexPath(UID))!.bytes);
    for (const k of [1, 2]) {
      const heat = lons(index.get(PART_IDS[k]!)!.heat.lonLat);
      expect(heat.length).toBeGreaterThan(20);
      for (const lon of heat) expect(Math.abs(lon - TRIPS[k]!.lon)).toBeLessThan(0.01);
    }
  });

  it('skips a part whose stored part field is malformed or names a part the file does not give', async () => {
    const b = new FakeBackend();
    addParts(b);
    put(b, trackFilePath(UID, SOURCE, 'original.gpx'), new TextEncoder().encode(LOGGER_GPX));
    addTrack(b, `${SOURCE}-part9`, { statsVersion: STATS_VERSION - 1 });
    b.documents.get(`users/${UID}/tracks/${SOURCE}-part9`)!.part = { sourceId: SOURCE, index: 9, count: 9 };
    addTrack(b, 'odd', { statsVersion: STATS_VERSION - 1 });
    b.documents.get(`users/${UID}/tracks/odd`)!.part = { sourceId: '../bob', index: 1, count: 2 };
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b);
    expect(result.indexed).toBe(3);
    expect(result.skipped).toEqual([
      { id: `${SOURCE}-part9`, reason: 'its original file no longer gives this part' },
      { id: 'odd', reason: 'its logger part field is malformed' },
    ]);
  });

  it('lists at most the cap + 1 activities, and skips a packed file over its size unread (issue 40)', async () => {
    const b = new FakeBackend();
    addTrack(b, 'big');
    put(b, trackFilePath(UID, 'big', 'products.bin'), new Uint8Array(MAX_PACKED_READ_BYTES + 1));
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b, Date.UTC(2026, 0, 1));
    expect(b.listLimits).toEqual([MAX_INDEXED_ACTIVITIES + 1]);
    expect(result.indexed).toBe(0);
    expect(result.skipped).toEqual([{ id: 'big', reason: expect.stringContaining('larger than') as string }]);
  });

  it('skips an activity whose products hold more heat points or path vertices than one activity may (issue 40)', async () => {
    const b = new FakeBackend();
    const products = makeActivity(3).products;
    const lonLat = (n: number) => Float32Array.from({ length: 2 * n }, (_, i) => (i % 2 ? 48.1 : 11.5));
    addTrack(b, 'heat-at-cap');
    put(
      b,
      trackFilePath(UID, 'heat-at-cap', 'products.bin'),
      packProducts({ ...products, heat: { lonLat: lonLat(MAX_HEAT_POINTS_PER_ACTIVITY) } }),
    );
    addTrack(b, 'heat-over');
    put(
      b,
      trackFilePath(UID, 'heat-over', 'products.bin'),
      packProducts({ ...products, heat: { lonLat: lonLat(MAX_HEAT_POINTS_PER_ACTIVITY + 1) } }),
    );
    addTrack(b, 'path-over');
    put(
      b,
      trackFilePath(UID, 'path-over', 'products.bin'),
      packProducts({
        ...products,
        path: { lonLat: lonLat(MAX_PATH_VERTICES_PER_ACTIVITY + 1), partStarts: Uint32Array.of(0) },
      }),
    );
    const result = await rebuildHeatIndex({ auth: { uid: UID }, data: {} }, b, Date.UTC(2026, 0, 1));
    expect(result.indexed).toBe(1);
    expect(result.skipped).toEqual([
      {
        id: 'heat-over',
        reason: `${MAX_HEAT_POINTS_PER_ACTIVITY + 1} heat points, more than ${MAX_HEAT_POINTS_PER_ACTIVITY} for one activity`,
      },
      {
        id: 'path-over',
        reason: `${MAX_PATH_VERTICES_PER_ACTIVITY + 1} path vertices, more than ${MAX_PATH_VERTICES_PER_ACTIVITY} for one activity`,
      },
    ]);
    const index = unpackHeatIndex(b.files.get(heatIndexPath(UID))?.bytes ?? new Uint8Array());
    expect(index.get('heat-at-cap')?.heat.lonLat.length).toBe(2 * MAX_HEAT_POINTS_PER_ACTIVITY);
  });
});
