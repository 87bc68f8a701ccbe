import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../../domain/series/types';
import { computeSplits } from '../../domain/stats/splits';
import { trackFromPoints } from '../../domain/track/track-data';
import { handleCompareJob } from './handler';
import { createCompareClient, createInProcessCompareRunner, type CompareWorkerLike } from './client';
import { isWorkerRequest } from '../import/protocol';
import { isCompareJobRequest, type CompareJobRequest } from './protocol';
import { FakeChannelWorker, recordingFactory } from '../../testing/fake-workers';

function profile(lengthM: number, speedMps: number): ChartProfile {
  const distanceM = Float64Array.from({ length: 11 }, (_, k) => (k * lengthM) / 10);
  const n = distanceM.length;
  return {
    distanceM,
    timeS: distanceM.map((d) => d / speedMps),
    ele: Float32Array.from(distanceM, (d) => 100 + d / 10),
    speedMps: new Float32Array(n).fill(speedMps),
    hr: new Float32Array(n).fill(150),
    cad: new Float32Array(n).fill(NaN),
    power: new Float32Array(n).fill(NaN),
    lat: new Float64Array(n).fill(45),
    lon: new Float64Array(n).fill(6),
  };
}

/** A worker double: answers with the real handler, messages structured-cloned with their transfers. */
class FakeCompareWorker extends FakeChannelWorker<CompareJobRequest> implements CompareWorkerLike {
  answer(): void {
    const request = this.inbox.shift();
    if (!request) throw new Error('nothing to answer');
    this.reply(handleCompareJob(request));
  }
}

function client() {
  const { create, workers } = recordingFactory(() => new FakeCompareWorker());
  return { runner: createCompareClient(create), workers };
}

describe('compare jobs in the worker', () => {
  it('resamples in the worker and hands back the same result as in-process', async () => {
    const { runner, workers } = client();
    const profiles = [profile(1000, 4), null, profile(800, 5)];
    const job = runner.compare(profiles, 'distance');
    expect(workers).toHaveLength(1);
    // The caller keeps its profiles: they are copied, not transferred.
    expect(profiles[0]!.distanceM.length).toBe(11);
    workers[0]!.answer();
    const result = await job;
    const local = await createInProcessCompareRunner().compare(profiles, 'distance');
    expect(Array.from(result.grid.x)).toEqual(Array.from(local.grid.x));
    expect(result.tracks[1]).toBeNull();
    expect(Array.from(result.tracks[2]!.other)).toEqual(Array.from(local.tracks[2]!.other));
    expect(result.tracks[0]!.endX).toBe(1000);
  });

  it('matches routes through the same worker', async () => {
    const { runner, workers } = client();
    const path = { lonLat: new Float32Array(0), partStarts: new Uint32Array(0) };
    const job = runner.matchRoutes(path, [{ id: 'x', path }]);
    workers[0]!.answer();
    await expect(job).resolves.toEqual([]);
  });

  it('computes splits in the worker exactly as computeSplits does, leaving the track with the page', async () => {
    const { runner, workers } = client();
    const t0 = Date.UTC(2024, 4, 1, 8);
    const track = trackFromPoints(
      Array.from({ length: 296 }, (_, i) => ({ lat: 47 + (i * 10) / 111_195, lon: 8, time: t0 + i * 3000 })),
    );
    const job = runner.splits(track, 1000);
    workers[0]!.answer();
    const splits = await job;
    expect(track.lat.length).toBe(296);
    expect(splits).toEqual(computeSplits(track, 1000));
    expect(splits.map((s) => Math.round(s.distanceM))).toEqual([1000, 1000, 950]);
    const bad = runner.splits(track, 0);
    workers[0]!.answer();
    await expect(bad).rejects.toThrow(/^Split length must be a positive number/);
  });

  it('turns a job that throws into a one-line error', async () => {
    const { runner, workers } = client();
    const broken = { distanceM: new Float64Array(2) } as unknown as ChartProfile;
    const job = runner.compare([broken], 'distance');
    workers[0]!.answer();
    await expect(job).rejects.toThrow(/^[A-Z][^\n]*$/);
  });

  it('rejects pending jobs when the worker crashes, then starts a new worker', async () => {
    const { runner, workers } = client();
    const job = runner.compare([profile(100, 3)], 'time');
    workers[0]!.crash('out of memory');
    await expect(job).rejects.toThrow('The comparison worker crashed (out of memory)');
    expect(workers[0]!.terminated).toBe(true);
    const again = runner.compare([profile(100, 3)], 'time');
    expect(workers).toHaveLength(2);
    workers[1]!.answer();
    await expect(again).resolves.toMatchObject({ grid: { axis: 'time' } });
  });

  it('an aborted job rejects at once and its late answer is ignored', async () => {
    const { runner, workers } = client();
    const controller = new AbortController();
    const job = runner.compare([profile(100, 3)], 'distance', controller.signal);
    controller.abort();
    await expect(job).rejects.toHaveProperty('name', 'AbortError');
    expect(() => workers[0]!.answer()).not.toThrow();
    await expect(runner.compare([], 'distance', AbortSignal.abort())).rejects.toHaveProperty(
      'name',
      'AbortError',
    );
  });

  it('keeps the comparison messages apart from the file protocol', () => {
    const compare = { type: 'compare', requestId: 1, profiles: [], axis: 'distance' };
    expect(isCompareJobRequest(compare)).toBe(true);
    expect(isWorkerRequest(compare)).toBe(false);
    expect(isCompareJobRequest({ ...compare, axis: 'sideways' })).toBe(false);
    expect(isCompareJobRequest({ type: 'match-routes', requestId: 2, reference: null, candidates: [] })).toBe(
      false,
    );
    expect(isCompareJobRequest({ type: 'process', requestId: 3 })).toBe(false);
  });
});
