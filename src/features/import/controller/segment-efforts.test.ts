/**
 * Import-time segment matching (issue 16) on the paths that store an activity other than the
 * file's first one: the second and later parts of a split logger file, and a richer file that
 * replaces a probable duplicate of the same import (issue 13). Real matching (the import worker's
 * matcher, in-process in the fake pool) against a real saved segment, through the import controller;
 * the efforts are stored with their activity.
 */
import { describe, expect, it } from 'vitest';
import { contentId } from '../../../domain/hash';
import { buildSegment } from '../../../domain/segments/build-segment';
import type { Segment } from '../../../domain/segments/types';
import { saveSegment } from '../../../shared/segments/segment-engine';
import { savedSegments } from '../../../shared/segments/segment-sync';
import { exportGpx } from '../../../testing/export-fixtures';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { createInProcessSegmentsRunner } from '../../../workers/segments/client';
import { controllerRun, fileOf as file } from '../test-support/controller-run';
import { loggerGpxBytes } from '../test-support/gpx-fixtures';

const T = Date.UTC(2024, 4, 1, 7, 0, 0);

/** A straight segment due north along longitude 8, from lat0 to lat1 (as the fixtures run). */
function northSegment(id: string, lat0: number, lat1: number): Segment {
  const n = 11;
  const lat = Array.from({ length: n }, (_, k) => lat0 + ((lat1 - lat0) * k) / (n - 1));
  return buildSegment({
    id,
    name: `North ${id}`,
    points: { lat, lon: lat.map(() => 8), ele: lat.map(() => 400) },
    createdAt: T,
    source: 'gpx',
  });
}

async function setup(segment: Segment) {
  const store = new MemoryTrackStore();
  const runner = createInProcessSegmentsRunner();
  await saveSegment(store, runner, segment);
  // One lane: the files are stored in the order given (the poorer duplicate first).
  return controllerRun(store, { concurrency: 1, segments: () => savedSegments(store) });
}

describe('segment efforts of an import', () => {
  it('are found in every part of a split logger file, not only the first', async () => {
    // Each of the logger's three outings runs north from lat 47 to 47.0057 in 190 s.
    const { store, run } = await setup(northSegment('logger', 47.0006, 47.0045));
    const bytes = loggerGpxBytes();
    const id = await contentId(bytes);
    const snap = await run([file('logger.gpx', bytes)]);
    expect(snap.counts.imported).toBe(1);
    for (const part of [id, `${id}-part2`, `${id}-part3`]) {
      const efforts = await store.listEfforts({ trackId: part });
      expect(
        efforts.map((e) => e.segmentId),
        part,
      ).toEqual(['logger']);
      // 0.0039 degrees of latitude at 0.0003 degrees per 10 s: 130 s.
      expect(efforts[0]!.elapsedS).toBeCloseTo(130, 0);
    }
    expect(await store.listEfforts({ segmentId: 'logger' })).toHaveLength(3);
  });

  it('are found in a richer file that replaces its probable duplicate, and the replaced one keeps none', async () => {
    // Both files run north from lat 47 to 47.0145 (0.0005 degrees every 10 s), the same morning.
    const { store, run } = await setup(northSegment('dup', 47.002, 47.01));
    const poorer = exportGpx({ name: 'Without heart rate', start: T });
    const richer = exportGpx({ name: 'With heart rate', start: T, hr: true });
    const snap = await run([file('poorer.gpx', poorer), file('richer.gpx', richer)]);
    expect(snap.counts).toMatchObject({ imported: 1, duplicate: 1 });
    const richerId = await contentId(richer);
    expect([...store.records.keys()]).toEqual([richerId]);
    const efforts = await store.listEfforts({ segmentId: 'dup' });
    expect(efforts.map((e) => e.trackId)).toEqual([richerId]);
    expect(efforts[0]!.elapsedS).toBeCloseTo(160, 0);
    expect(efforts[0]!.avgHr).not.toBeNull();
    expect(await store.listEfforts({ trackId: await contentId(poorer) })).toEqual([]);
  });
});
