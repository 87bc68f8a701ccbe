import { describe, expect, it } from 'vitest';
import { METRES_PER_DEGREE } from '../../../domain/geo';
import type { SimplifiedPath } from '../../../domain/series/types';
import { clipPath, NEAR_SEGMENT_M } from './near-segment';

/** A segment's bounds: a 0.01 degree square at the equator (lon = x, lat = y). */
const box = { minLat: 0, maxLat: 0.01, minLon: 0, maxLon: 0.01 };
const path = (points: [number, number][], partStarts = [0]): SimplifiedPath => ({
  lonLat: Float32Array.from(points.flat()),
  partStarts: Uint32Array.from(partStarts),
});
const parts = (p: SimplifiedPath) =>
  Array.from(p.partStarts, (s, i) => {
    const end = i + 1 < p.partStarts.length ? p.partStarts[i + 1]! : p.lonLat.length / 2;
    // Rounded back from float32 to the inputs' 6 decimals.
    const at = (i: number) => Number(p.lonLat[i]!.toFixed(6));
    return Array.from({ length: end - s }, (_, k) => [at(2 * (s + k)), at(2 * (s + k) + 1)]);
  });
const pad = NEAR_SEGMENT_M / METRES_PER_DEGREE;

describe('clipPath', () => {
  it('keeps a straight line through the segment whose vertices are all far from it', () => {
    const clipped = clipPath(
      path([
        [-1, 0.005],
        [1, 0.005],
      ]),
      box,
    );
    expect(parts(clipped)).toEqual([
      [
        [-1, 0.005],
        [1, 0.005],
      ],
    ]);
  });

  it('drops what lies away from the segment and splits a path that leaves and comes back', () => {
    const p = path([
      [-0.1, 0.005], // far west: the first edge is dropped
      [-0.05, 0.005],
      [0.005, 0.005], // inside
      [0.005, 0.1], // far north: the next two edges are dropped
      [0.2, 0.1],
      [0.2, 0.02],
      [0.005, 0.004], // back inside
    ]);
    expect(parts(clipPath(p, box))).toEqual([
      [
        [-0.05, 0.005],
        [0.005, 0.005],
        [0.005, 0.1],
      ],
      [
        [0.2, 0.02],
        [0.005, 0.004],
      ],
    ]);
  });

  it('never joins two parts of a track (a gap in the recording)', () => {
    const p = path(
      [
        [0.001, 0.001],
        [0.002, 0.002],
        [0.008, 0.008],
        [0.009, 0.009],
      ],
      [0, 2],
    );
    expect(parts(clipPath(p, box))).toHaveLength(2);
  });

  it('keeps edges within NEAR_SEGMENT_M of the bounds, not beyond', () => {
    const near = clipPath(
      path([
        [-1, -pad / 2],
        [1, -pad / 2],
      ]),
      box,
    );
    const far = clipPath(
      path([
        [-1, -pad * 2],
        [1, -pad * 2],
      ]),
      box,
    );
    expect(near.partStarts.length).toBe(1);
    expect(far.partStarts.length).toBe(0);
  });
});
