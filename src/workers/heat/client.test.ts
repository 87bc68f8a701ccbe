import { describe, expect, it } from 'vitest';
import { createHeatEngine } from '../../domain/heat/heat-engine';
import { packHeat } from '../../domain/heat/pack';
import { lineHeat } from '../../domain/heat/test-tracks';
import { createHeatClient, createInProcessHeatRunner, type HeatWorkerLike } from './client';
import { handleHeatRequest } from './handler';
import { isHeatRequest, type HeatRequest } from './protocol';
import { FakeChannelWorker, recordingFactory } from '../../testing/fake-workers';

/** A worker double over a real engine; messages are structured-cloned with their transfer lists. */
class FakeHeatWorker extends FakeChannelWorker<HeatRequest> implements HeatWorkerLike {
  private readonly engine = createHeatEngine();

  answerAll(): void {
    for (let r = this.inbox.shift(); r; r = this.inbox.shift()) this.reply(handleHeatRequest(this.engine, r));
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function packed() {
  const a = lineHeat({ lat: 46.52, lon: 6.63, bearingDeg: 90, lengthM: 500 });
  const b = lineHeat({ lat: 46.6, lon: 6.5, bearingDeg: 0, lengthM: 300 });
  return packHeat(
    ['a', 'b'],
    new Map([
      ['a', a],
      ['b', b],
    ]),
  );
}

function client() {
  const { create, workers } = recordingFactory(() => new FakeHeatWorker());
  return { runner: createHeatClient(create), workers };
}

describe('heat worker client', () => {
  it('transfers the load, then builds and queries in the worker', async () => {
    const { runner, workers } = client();
    const heat = packed();
    const loaded = runner.load(heat);
    expect(heat.lonLat.byteLength).toBe(0); // transferred, not copied
    const built = runner.build('density', Uint8Array.of(1, 0), 0);
    const hits = runner.query(Uint8Array.of(1, 1), 6.5, 46.6, 20);
    expect(workers[0]!.inbox.map((r) => r.type)).toEqual(['heat-load', 'heat-build', 'heat-query']);
    workers[0]!.answerAll();
    expect((await loaded).value.activities).toBe(2);
    const b = await built;
    expect(b.value.heatPoints).toBe(51);
    expect(b.ms).toBeGreaterThanOrEqual(0);
    expect([...(await hits).value.activities]).toEqual([1]);
  });

  it('asks for the cell positions of a level until it has them, then joins weights to the same attribute object', async () => {
    const { runner, workers } = client();
    const w = workers;
    const loaded = runner.load(packed());
    const all = runner.build('density', Uint8Array.of(1, 1), 0);
    w[0]!.answerAll();
    await loaded;
    const a = (await all).value.density!;
    const onlyB = runner.build('density', Uint8Array.of(0, 1), 0);
    const coarse = runner.build('density', Uint8Array.of(1, 1), 4);
    const sent = [...w[0]!.inbox];
    w[0]!.answerAll();
    const [b, c] = [(await onlyB).value, (await coarse).value];
    expect(sent.map((r) => (r.type === 'heat-build' ? [r.level, r.withPositions] : null))).toEqual([
      [0, false],
      [4, true],
    ]);
    // One position attribute for every build of a level (deck.gl compares it by identity and skips the upload).
    expect(b.density!.positions).toBe(a.positions);
    expect(a.length).toBe(a.positions.length / 2);
    expect(b.density!.weights).not.toBe(a.weights);
    const sum = (x: Float32Array) => x.reduce((s, v) => s + v, 0);
    expect(sum(a.weights)).toBe(51 + 31);
    expect(sum(b.density!.weights)).toBe(31);
    // Level 4 (160 m cells) merges the 10 m cells: fewer of them, the same heat points.
    expect(c.densityLevel).toBe(4);
    expect(c.density!.length).toBeLessThan(a.length / 4);
    expect(sum(c.density!.weights)).toBe(51 + 31);
    // A new load needs new positions.
    const reloaded = runner.load(packed());
    const again = runner.build('density', Uint8Array.of(1, 1), 0);
    const afterLoad = w[0]!.inbox.at(-1)!;
    w[0]!.answerAll();
    await reloaded;
    expect(afterLoad.type === 'heat-build' && afterLoad.withPositions).toBe(true);
    expect((await again).value.density!.positions).not.toBe(a.positions);
  });

  it('refuses density weights that do not match the loaded cells', async () => {
    const { runner, workers } = client();
    const loaded = runner.load(packed());
    const built = runner.build('density', Uint8Array.of(1, 1), 0);
    const w = workers[0]!;
    const buildRequest = w.inbox.pop()!;
    w.answerAll();
    const cells = (await loaded).value.cells;
    const build = {
      mode: 'density',
      density: null,
      densityLevel: 0,
      lines: null,
      activities: 2,
      heatPoints: 82,
      bounds: null,
    };
    const wire = {
      ...build,
      densityWeights: new Float32Array(cells + 1),
      densityPositions: new Float32Array(2 * cells),
    };
    const data = { type: 'heat-built', requestId: buildRequest.requestId, build: wire, ms: 1 };
    w.onmessage?.({ data } as MessageEvent);
    await expect(built).rejects.toThrow(
      'The heat worker sent density weights that do not match the loaded cells',
    );
  });

  it('gives one-line errors from the worker and ignores aborted answers', async () => {
    const { runner, workers } = client();
    const early = runner.build('density', Uint8Array.of(1), 0);
    const controller = new AbortController();
    const aborted = runner.build('density', Uint8Array.of(1), 0, controller.signal);
    controller.abort();
    workers[0]!.answerAll();
    await expect(early).rejects.toThrow('No heat points are loaded yet');
    await expect(aborted).rejects.toThrow('cancelled');
  });

  it('after a crash, rejects what was pending, bumps the epoch and starts a fresh worker', async () => {
    const { runner, workers } = client();
    let resets = 0;
    runner.subscribe(() => resets++);
    const pending = runner.load(packed());
    workers[0]!.crash('out of memory');
    await expect(pending).rejects.toThrow('The heat worker stopped (out of memory)');
    expect(runner.epoch).toBe(1);
    expect(resets).toBe(1);
    expect(workers[0]!.terminated).toBe(true);
    const again = runner.load(packed());
    await tick();
    workers[1]!.answerAll();
    expect((await again).value.heatPoints).toBe(51 + 31);
  });

  it('runs the same engine in-process without workers', async () => {
    const runner = createInProcessHeatRunner();
    await runner.load(packed());
    const b = await runner.build('density', Uint8Array.of(1, 1), 0);
    expect(b.value.activities).toBe(2);
  });

  it('recognises its own requests only', () => {
    const build = {
      type: 'heat-build',
      requestId: 1,
      mode: 'density',
      mask: new Uint8Array(1),
      level: 3,
      withPositions: true,
    };
    expect(isHeatRequest(build)).toBe(true);
    expect(isHeatRequest({ ...build, mode: 'pie' })).toBe(false);
    expect(isHeatRequest({ ...build, level: 1.5 })).toBe(false);
    expect(isHeatRequest({ ...build, level: 13 })).toBe(false);
    expect(isHeatRequest({ ...build, withPositions: undefined })).toBe(false);
    expect(isHeatRequest({ type: 'process', requestId: 1 })).toBe(false);
    expect(
      isHeatRequest({
        type: 'heat-query',
        requestId: 1,
        mask: new Uint8Array(0),
        lon: 1,
        lat: 'x',
        toleranceM: 3,
      }),
    ).toBe(false);
  });
});
