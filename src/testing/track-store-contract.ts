/**
 * The TrackStore contract: one vitest suite every adapter must pass (local Dexie, Firebase).
 * Call it from an adapter's test file:
 *
 *   describeTrackStoreContract('local', async () => createLocalTrackStore(freshName()), dispose);
 *
 * Each test gets a fresh, empty store from `makeStore`; `dispose` runs after each test.
 * Orders are not part of the port: the suite compares lists as sets.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityRecord, TrackStore } from '../data/track-store';
import type { ActivityCurves } from '../domain/curves/types';
import { describeGearContract } from './gear-store-contract';
import { describeSegmentContract } from './segment-store-contract';
import { describeTrainingContract } from './training-store-contract';
import { describeEditContract } from './edit-store-contract';
import { makeActivity, makeId, makeLoggerParts, makeOriginal } from './store-fixtures';
import { expectSameColumns } from './typed-array-expect';

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/** Every piece of an activity the port can read, for "is it all there / all gone" checks. */
async function piecesOf(store: TrackStore, id: string) {
  const [summary, track, products, original, heat, paths, profiles, existing] = await Promise.all([
    store.getSummary(id),
    store.getTrack(id),
    store.getProducts(id),
    store.getOriginal(id),
    store.getHeat([id]),
    store.getPaths([id]),
    store.getProfiles([id]),
    store.existingIds([id]),
  ]);
  return {
    summary,
    track,
    products,
    original,
    heat: heat.get(id),
    path: paths.get(id),
    profile: profiles.get(id),
    exists: existing.has(id),
  };
}

function expectSameProducts(
  actual: ActivityRecord['products'] | undefined,
  expected: ActivityRecord['products'],
): void {
  expect(actual).toBeDefined();
  expectSameColumns(actual?.profile ?? {}, expected.profile);
  expectSameColumns(actual?.heat ?? {}, expected.heat);
  expectSameColumns(actual?.path ?? {}, expected.path);
}

export function describeTrackStoreContract(
  name: string,
  makeStore: () => Promise<TrackStore>,
  dispose?: (store: TrackStore) => Promise<void>,
): void {
  describe(`TrackStore contract: ${name}`, () => {
    let store: TrackStore;
    beforeEach(async () => {
      store = await makeStore();
    });
    afterEach(async () => {
      if (dispose) await dispose(store);
    });

    describe('activities', () => {
      it('stores an activity and reads back its summary', async () => {
        const a = makeActivity(1);
        expect(await store.putActivity(a)).toBe('added');
        expect(await store.getSummary(a.summary.id)).toEqual(a.summary);
        expect(await store.listSummaries()).toEqual([a.summary]);
        expect(await store.countActivities()).toBe(1);
      });

      it('reads several summaries in one call, leaving out ids it does not hold', async () => {
        const [a, b] = [makeActivity(3), makeActivity(4)];
        for (const r of [a, b]) await store.putActivity(r);
        const found = await store.getSummaries([b.summary.id, makeId(404), a.summary.id]);
        expect([...found.keys()].sort()).toEqual([a.summary.id, b.summary.id].sort());
        expect(found.get(a.summary.id)).toEqual(a.summary);
        expect(found.get(b.summary.id)).toEqual(b.summary);
        expect((await store.getSummaries([])).size).toBe(0);
      });

      it('round-trips the track and view products as typed arrays, NaN included', async () => {
        const a = makeActivity(2);
        await store.putActivity(a);
        const track = await store.getTrack(a.summary.id);
        expect(track?.length).toBe(a.track.length);
        expectSameColumns(track ?? {}, a.track);
        expectSameProducts(await store.getProducts(a.summary.id), a.products);
      });

      it('round-trips arrays that are views into a larger buffer', async () => {
        const a = makeActivity(3);
        const host = new Float32Array(a.products.heat.lonLat.length + 10).fill(7);
        host.set(a.products.heat.lonLat, 5);
        const bytes = new Uint8Array(a.original.length + 4);
        bytes.set(a.original, 2);
        const record = {
          ...a,
          original: bytes.subarray(2, 2 + a.original.length),
          products: { ...a.products, heat: { lonLat: host.subarray(5, 5 + a.products.heat.lonLat.length) } },
        };
        await store.putActivity(record);
        expectSameColumns((await store.getHeat([a.summary.id])).get(a.summary.id) ?? {}, a.products.heat);
        expect(Array.from((await store.getOriginal(a.summary.id))?.bytes ?? [])).toEqual(
          Array.from(a.original),
        );
      });

      it('keeps the original file bytes and name', async () => {
        const a = makeActivity(4);
        await store.putActivity(a);
        const original = await store.getOriginal(a.summary.id);
        expect(original?.fileName).toBe(a.summary.fileName);
        expect(original?.bytes).toBeInstanceOf(Uint8Array);
        expect(new TextDecoder().decode(original?.bytes)).toBe(new TextDecoder().decode(a.original));
      });

      it('says duplicate for an id already stored and changes nothing', async () => {
        const a = makeActivity(5);
        await store.putActivity(a);
        const again = { ...makeActivity(6, { id: a.summary.id, name: 'Other' }) };
        expect(await store.putActivity(again)).toBe('duplicate');
        expect((await store.getSummary(a.summary.id))?.name).toBe(a.summary.name);
        expectSameColumns((await store.getTrack(a.summary.id)) ?? {}, a.track);
        expect(Array.from((await store.getOriginal(a.summary.id))?.bytes ?? [])).toEqual(
          Array.from(a.original),
        );
        expect(await store.listSummaries()).toHaveLength(1);
      });

      it('stores several activities in one write, in order, marking the added ones in a collection', async () => {
        const [a, b, c] = [makeActivity(21), makeActivity(22), makeActivity(23)];
        await store.putActivity(a);
        const marked = await store.createCollection('Marked');
        const results = await store.putActivities([a, b, { ...c }, c], { collectionId: marked.id });
        expect(results).toEqual(['duplicate', 'added', 'added', 'duplicate']);
        const ids = [a, b, c].map((r) => r.summary.id);
        expect((await store.listSummaries()).map((s) => s.id).sort()).toEqual([...ids].sort());
        expect((await store.getSummary(c.summary.id))?.name).toBe(c.summary.name);
        // Only the activities this write added join the collection (a was stored before it).
        const [collection] = await store.listCollections();
        expect([...(collection?.trackIds ?? [])].sort()).toEqual([b, c].map((r) => r.summary.id).sort());
        expect(await store.putActivities([])).toEqual([]);
      });

      it('replaces the computed pieces of a stored activity and keeps its original', async () => {
        const a = makeActivity(40, { statsVersion: 1 });
        await store.putActivity(a);
        // As the app recomputes: new figures, the import facts (file name, size, import time) kept.
        const fresh = makeActivity(41, {
          id: a.summary.id,
          fileName: a.summary.fileName,
          statsVersion: 2,
          distanceM: 4321,
        });
        expect(
          await store.replaceComputed({
            summary: fresh.summary,
            track: fresh.track,
            products: fresh.products,
          }),
        ).toBe('replaced');
        expect(await store.getSummary(a.summary.id)).toEqual(fresh.summary);
        expect(await store.listSummaries()).toEqual([fresh.summary]);
        expectSameColumns((await store.getTrack(a.summary.id)) ?? {}, fresh.track);
        expectSameProducts(await store.getProducts(a.summary.id), fresh.products);
        expect(Array.from((await store.getOriginal(a.summary.id))?.bytes ?? [])).toEqual(
          Array.from(a.original),
        );
      });

      it('replaces nothing for an id it does not hold', async () => {
        const fresh = makeActivity(42);
        expect(await store.replaceComputed(fresh)).toBe('missing');
        expect(await store.listSummaries()).toEqual([]);
        expect(await store.getTrack(fresh.summary.id)).toBeUndefined();
      });

      it('rejects an invalid summary with a one-line message and stores nothing', async () => {
        const bad = makeActivity(7, { distanceM: NaN });
        const error = await rejectionOf(store.putActivity(bad));
        expect(error.message).toMatch(/distanceM/);
        expect(error.message).not.toContain('\n');
        expect(await piecesOf(store, bad.summary.id)).toEqual(await piecesOf(store, makeId(999)));
      });

      it('tells which ids are already stored', async () => {
        await store.putActivity(makeActivity(8));
        await store.putActivity(makeActivity(9));
        expect(await store.existingIds([makeId(8), makeId(10), makeId(9)])).toEqual(
          new Set([makeId(8), makeId(9)]),
        );
        expect(await store.existingIds([])).toEqual(new Set());
      });

      it('answers undefined or empty for ids it does not hold', async () => {
        const pieces = await piecesOf(store, makeId(404));
        expect(pieces).toEqual({
          summary: undefined,
          track: undefined,
          products: undefined,
          original: undefined,
          heat: undefined,
          path: undefined,
          profile: undefined,
          exists: false,
        });
      });

      it('lists many activities and reads heat, paths and profiles by id or all at once', async () => {
        const seeds = [11, 12, 13, 14, 15, 16];
        for (const seed of seeds) await store.putActivity(makeActivity(seed));
        expect((await store.listSummaries()).map((s) => s.id).sort()).toEqual(seeds.map(makeId).sort());
        const allHeat = await store.getHeat();
        expect([...allHeat.keys()].sort()).toEqual(seeds.map(makeId).sort());
        expectSameColumns(allHeat.get(makeId(13)) ?? {}, makeActivity(13).products.heat);
        const somePaths = await store.getPaths([makeId(12), makeId(404), makeId(16)]);
        expect([...somePaths.keys()].sort()).toEqual([makeId(12), makeId(16)]);
        expectSameColumns(somePaths.get(makeId(16)) ?? {}, makeActivity(16).products.path);
        expect((await store.getPaths()).size).toBe(seeds.length);
        const profiles = await store.getProfiles([makeId(11), makeId(15)]);
        expect([...profiles.keys()].sort()).toEqual([makeId(11), makeId(15)]);
        expectSameColumns(profiles.get(makeId(15)) ?? {}, makeActivity(15).products.profile);
        expect((await store.getHeat([])).size).toBe(0);
        expect((await store.getProfiles([])).size).toBe(0);
      });
    });

    describe('updateSummary', () => {
      it('stores, replaces and removes best-effort curves with the activity', async () => {
        const curvesOf = (w: number): ActivityCurves => ({
          version: 1,
          power: {
            values: Float32Array.of(w + 100, w + 50, w),
            startS: Uint32Array.of(5, 6, 7),
            endS: Uint32Array.of(6, 8, 3610),
          },
          hr: null,
          speed: {
            values: Float32Array.of(9.5, 9),
            startS: Uint32Array.of(0, 1),
            endS: Uint32Array.of(1, 3),
          },
          gapSpeed: null,
          pace: { timeS: Float32Array.of(12.5), startS: Uint32Array.of(3), endS: Uint32Array.of(16) },
          gapPace: null,
          rejected: { power: 2, hr: 0 },
        });
        const a = makeActivity(41);
        const b = makeActivity(42);
        await store.putActivity({ ...a, products: { ...a.products, curves: curvesOf(300) } });
        await store.putActivity(b);
        const all = await store.getCurves();
        expect([...all.keys()]).toEqual([a.summary.id]);
        expect(all.get(a.summary.id)).toEqual(curvesOf(300));
        expect((await store.getCurves([b.summary.id, makeId(404)])).size).toBe(0);
        const { original: _original, ...computed } = a;
        void _original;
        await store.replaceComputed({ ...computed, products: { ...a.products, curves: curvesOf(250) } });
        expect((await store.getCurves([a.summary.id])).get(a.summary.id)).toEqual(curvesOf(250));
        await store.deleteActivities([a.summary.id]);
        expect((await store.getCurves()).size).toBe(0);
      });

      it('changes name and sport and nothing else', async () => {
        const a = makeActivity(20);
        await store.putActivity(a);
        await store.updateSummary(a.summary.id, { name: 'Renamed', sport: 'hike' });
        expect(await store.getSummary(a.summary.id)).toEqual({
          ...a.summary,
          name: 'Renamed',
          sport: 'hike',
        });
        await store.updateSummary(a.summary.id, { sport: 'ride' });
        expect(await store.listSummaries()).toEqual([{ ...a.summary, name: 'Renamed', sport: 'ride' }]);
      });

      it("stores the person's choices (issue 41) and undoes them", async () => {
        const a = makeActivity(22);
        await store.putActivity(a);
        const choices = {
          excluded: true,
          excludedEfforts: ['5k', '1k'] as ('5k' | '1k')[],
          kind: 'route' as const,
          editedFields: ['kind', 'name'] as ('kind' | 'name')[],
        };
        await store.updateSummary(a.summary.id, choices);
        expect(await store.getSummary(a.summary.id)).toEqual({ ...a.summary, ...choices });
        await store.updateSummary(a.summary.id, { excluded: false, excludedEfforts: [], kind: 'activity' });
        expect(await store.listSummaries()).toEqual([{ ...a.summary, editedFields: ['kind', 'name'] }]);
      });

      it('rejects choices outside the schema and leaves the summary as it was', async () => {
        const a = makeActivity(23);
        await store.putActivity(a);
        await rejectionOf(store.updateSummary(a.summary.id, { excludedEfforts: ['2k' as '1k'] }));
        await rejectionOf(
          store.updateSummary(a.summary.id, {
            excludedEfforts: ['1k', '1k', '1k', '1k', '1k', '1k', '1k', '1k'],
          }),
        );
        await rejectionOf(store.updateSummary(a.summary.id, { kind: 'plan' as 'route' }));
        await rejectionOf(store.updateSummary(a.summary.id, { editedFields: ['distanceM' as 'name'] }));
        await rejectionOf(store.updateSummary(a.summary.id, { excluded: 'yes' as unknown as boolean }));
        expect(await store.getSummary(a.summary.id)).toEqual(a.summary);
      });

      it('rejects an invalid patch or an unknown id and leaves the summary as it was', async () => {
        const a = makeActivity(21);
        await store.putActivity(a);
        await rejectionOf(store.updateSummary(a.summary.id, { name: '   ' }));
        await rejectionOf(store.updateSummary(a.summary.id, { sport: 'yoga' as 'run' }));
        await rejectionOf(store.updateSummary(makeId(404), { name: 'x' }));
        expect(await store.getSummary(a.summary.id)).toEqual(a.summary);
        expect(await store.getSummary(makeId(404))).toBeUndefined();
      });
    });

    describe('deleteActivities', () => {
      it('removes every stored piece and collection membership, keeping the others', async () => {
        const [a, b, c] = [makeActivity(30), makeActivity(31), makeActivity(32)];
        for (const r of [a, b, c]) await store.putActivity(r);
        const col = await store.createCollection('Favourites');
        await store.addToCollection(col.id, [a.summary.id, b.summary.id, c.summary.id]);
        const other = await store.createCollection('Only A');
        await store.addToCollection(other.id, [a.summary.id]);

        await store.deleteActivities([a.summary.id, c.summary.id, makeId(404)]);

        const gone = await piecesOf(store, a.summary.id);
        expect(gone).toEqual(await piecesOf(store, makeId(404)));
        expect((await piecesOf(store, c.summary.id)).exists).toBe(false);
        const kept = await piecesOf(store, b.summary.id);
        expect(kept.summary).toEqual(b.summary);
        expectSameColumns(kept.track ?? {}, b.track);
        expectSameProducts(kept.products, b.products);
        expect(kept.original?.fileName).toBe(b.summary.fileName);
        const collections = (await store.listCollections()).sort((x, y) => x.name.localeCompare(y.name));
        expect(collections.map((x) => [x.name, x.trackIds])).toEqual([
          ['Favourites', [b.summary.id]],
          ['Only A', []],
        ]);
        expect(await store.putActivity(a)).toBe('added');
      });

      it('accepts an empty list', async () => {
        await store.putActivity(makeActivity(33));
        await store.deleteActivities([]);
        expect(await store.listSummaries()).toHaveLength(1);
      });
    });

    describe("a data logger's file split into parts (one shared original)", () => {
      const bytes = makeOriginal(60);
      const partsOf = (count: number) => makeLoggerParts(60, count);
      const originalText = async (id: string) => {
        const original = await store.getOriginal(id);
        return original ? `${original.fileName}: ${new TextDecoder().decode(original.bytes)}` : undefined;
      };
      const expected = `logger.gpx: ${new TextDecoder().decode(bytes)}`;

      it('reads the original from any part, whichever part was stored first', async () => {
        const [p1, p2, p3] = partsOf(3);
        for (const r of [p2!, p1!, p3!]) expect(await store.putActivity(r)).toBe('added');
        for (const r of [p1!, p2!, p3!]) expect(await originalText(r.summary.id)).toBe(expected);
      });

      it('keeps the original while any part uses it and removes it with the last', async () => {
        const [p1, p2, p3] = partsOf(3);
        for (const r of [p1!, p2!, p3!]) await store.putActivity(r);
        await store.deleteActivities([p1!.summary.id]);
        expect(await originalText(p2!.summary.id)).toBe(expected);
        // The first part's id is the file's: asking to delete it again must not take the file.
        await store.deleteActivities([p1!.summary.id, p3!.summary.id]);
        expect(await originalText(p2!.summary.id)).toBe(expected);
        await store.deleteActivities([p2!.summary.id]);
        expect(await store.listSummaries()).toEqual([]);
        // Stored again, the first part brings its file back: nothing was left behind or kept.
        expect(await originalText(p1!.summary.id)).toBeUndefined();
        await store.putActivity(p2!);
        expect(await originalText(p2!.summary.id)).toBe(expected);
      });

      it('removes the original when every part is deleted at once', async () => {
        const parts = partsOf(2);
        for (const r of parts) await store.putActivity(r);
        await store.deleteActivities(parts.map((r) => r.summary.id));
        await store.putActivity(makeActivity(61, { id: makeId(61) }));
        expect(await originalText(parts[0]!.summary.id)).toBeUndefined();
        expect(await originalText(parts[1]!.summary.id)).toBeUndefined();
      });
    });

    describe('collections', () => {
      it('creates, lists, renames and deletes collections', async () => {
        expect(await store.listCollections()).toEqual([]);
        const first = await store.createCollection('  Alps 2024 ');
        expect(first.name).toBe('Alps 2024');
        expect(first.trackIds).toEqual([]);
        expect(first.updatedAt).toBeGreaterThanOrEqual(first.createdAt);
        const second = await store.createCollection('Commutes');
        expect(second.id).not.toBe(first.id);
        expect((await store.listCollections()).map((c) => c.name).sort()).toEqual(['Alps 2024', 'Commutes']);
        await store.renameCollection(first.id, 'Alps');
        expect((await store.listCollections()).find((c) => c.id === first.id)?.name).toBe('Alps');
        await store.deleteCollection(second.id);
        await store.deleteCollection(makeId(404));
        expect((await store.listCollections()).map((c) => c.id)).toEqual([first.id]);
      });

      it('creates a collection under a fixed id, kept through a rename', async () => {
        const fixed = await store.createCollection('Demo activities', 'demo-activities');
        expect(fixed.id).toBe('demo-activities');
        await store.addToCollection(fixed.id, [makeId(1)]);
        await store.renameCollection(fixed.id, 'Samples');
        expect((await store.listCollections()).map((c) => [c.id, c.name, c.trackIds])).toEqual([
          ['demo-activities', 'Samples', [makeId(1)]],
        ]);
        await rejectionOf(store.createCollection('Bad', 'not an id!'));
      });

      it('adds ids once, in order, and removes them', async () => {
        const col = await store.createCollection('Runs');
        await store.addToCollection(col.id, [makeId(1), makeId(2)]);
        await store.addToCollection(col.id, [makeId(2), makeId(3), makeId(1)]);
        expect((await store.listCollections())[0]?.trackIds).toEqual([makeId(1), makeId(2), makeId(3)]);
        await store.removeFromCollection(col.id, [makeId(2), makeId(404)]);
        const [after] = await store.listCollections();
        expect(after?.trackIds).toEqual([makeId(1), makeId(3)]);
        expect(after?.updatedAt).toBeGreaterThanOrEqual(col.updatedAt);
      });

      it('rejects an empty name and changes to a collection that does not exist', async () => {
        expect((await rejectionOf(store.createCollection('   '))).message).toMatch(/name/);
        const col = await store.createCollection('Kept');
        await rejectionOf(store.renameCollection(col.id, ''));
        await rejectionOf(store.renameCollection(makeId(404), 'x'));
        await rejectionOf(store.addToCollection(makeId(404), [makeId(1)]));
        await rejectionOf(store.removeFromCollection(makeId(404), [makeId(1)]));
        expect(await store.listCollections()).toEqual([col]);
      });
    });

    describeSegmentContract(() => store);
    describeTrainingContract(() => store);
    describeEditContract(() => store);
    describeGearContract(() => store);
  });
}
