import { describe, expect, it } from 'vitest';
import { destinationPoint, haversineM } from '../geo';
import type { HeatPoints } from '../series/types';
import { packHeat } from './pack';
import { HEAT_CHUNK_POINTS, NEAR_SLACK_M, buildHeatIndex, queryNear } from './spatial-index';
import { lineHeat } from './test-tracks';

function setup(tracks: HeatPoints[]) {
  const ids = tracks.map((_, i) => `t${i}`);
  const heat = packHeat(ids, new Map(ids.map((id, i) => [id, tracks[i]!])));
  return { heat, index: buildHeatIndex(heat) };
}

const all = (n: number) => new Uint8Array(n).fill(1);

describe('queryNear', () => {
  // Three parallel east-west lines, 0 m, 40 m and 300 m north of a road, 2 km long.
  const origin = { lat: 46.52, lon: 6.63 };
  const north = (m: number) => destinationPoint(origin.lat, origin.lon, 0, m);
  const tracks = [0, 40, 300].map((m) => lineHeat({ ...north(m), bearingDeg: 90, lengthM: 2000 }));
  const { heat, index } = setup(tracks);
  const click = destinationPoint(origin.lat, origin.lon, 90, 1003); // on the first line, between heat points

  it('lists the activities within the tolerance, nearest first, and not the far ones', () => {
    const near = destinationPoint(click.lat, click.lon, 0, 12);
    const hits = queryNear(heat, index, all(3), near.lon, near.lat, 30);
    expect([...hits.activities]).toEqual([0, 1]);
    expect(hits.distancesM[0]).toBeGreaterThan(11);
    expect(hits.distancesM[0]).toBeLessThan(13 + NEAR_SLACK_M);
    expect(hits.distancesM[1]).toBeCloseTo(28, 0);
  });

  it('always finds a track passing within the tolerance, even between two heat points', () => {
    const between = destinationPoint(origin.lat, origin.lon, 90, 1005); // 5 m from the nearest heat point
    const hits = queryNear(heat, index, all(3), between.lon, between.lat, 0);
    expect([...hits.activities]).toEqual([0]);
  });

  it('keeps only activities the filter keeps', () => {
    const hits = queryNear(heat, index, Uint8Array.from([0, 1, 1]), click.lon, click.lat, 50);
    expect([...hits.activities]).toEqual([1]);
  });

  it('finds nothing far from every track', () => {
    const far = destinationPoint(origin.lat, origin.lon, 180, 2000);
    expect(queryNear(heat, index, all(3), far.lon, far.lat, 100).activities.length).toBe(0);
  });

  it('reports the true distance of the nearest heat point', () => {
    const at = destinationPoint(origin.lat, origin.lon, 90, 1500);
    const probe = destinationPoint(at.lat, at.lon, 0, 300 + 20);
    const hits = queryNear(heat, index, all(3), probe.lon, probe.lat, 25);
    expect([...hits.activities]).toEqual([2]);
    const third = tracks[2]!.lonLat;
    let best = Infinity;
    for (let k = 0; k < third.length; k += 2)
      best = Math.min(best, haversineM(probe.lat, probe.lon, third[k + 1]!, third[k]!));
    expect(hits.distancesM[0]).toBeCloseTo(best, 0);
  });

  it('works across the 180th meridian', () => {
    const east = lineHeat({ lat: -16.5, lon: 179.999, bearingDeg: 90, lengthM: 500 }); // wraps to -179.99...
    const { heat: h, index: i } = setup([east]);
    const hits = queryNear(h, i, all(1), -179.998, -16.5, 20);
    expect([...hits.activities]).toEqual([0]);
    const westOfLine = queryNear(h, i, all(1), 179.9995, -16.5, 30);
    expect([...westOfLine.activities]).toEqual([0]);
  });

  it('indexes chunks of consecutive points of one activity', () => {
    expect(index.chunkActivity.length).toBe(3 * Math.ceil(201 / HEAT_CHUNK_POINTS));
    expect(
      queryNear(heat, buildHeatIndex(packHeat([], new Map())), new Uint8Array(0), 0, 0, 10).activities.length,
    ).toBe(0);
  });
});
