import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_STARTUP_FAILURES, createImportPool, type ImportPool, type PoolResult } from './client';
import { PoolJobError } from '../shared/errors';
import { fakeWorkerFactory, fileNameOf, sampleResult } from '../../testing/fake-workers';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const meta = (fileName: string) => ({ fileName, importedAt: 1 });

/** Lets pending promise callbacks run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Records how each promise ended, so a test can assert on a job that must not settle yet. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: Error; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: Error) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

let pool: ImportPool | undefined;
afterEach(() => {
  pool?.dispose();
  pool = undefined;
  vi.useRealTimers();
});

describe('createImportPool', () => {
  it('creates workers lazily, never more than its size, and queues the rest', () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 2, createWorker: fake.create });
    expect(fake.workers).toHaveLength(0);
    for (let i = 0; i < 5; i++) void pool.process(bytesOf(`f${i}`), meta(`f${i}.gpx`)).catch(() => {});
    expect(fake.workers).toHaveLength(2);
    expect(pool.running).toBe(2);
    expect(pool.queued).toBe(3);
    expect(fake.workers.map((w) => fileNameOf(w.inbox[0]))).toEqual(['f0.gpx', 'f1.gpx']);
  });

  it('transfers the bytes to the worker and gets them back with the result', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const bytes = bytesOf('<gpx>hello</gpx>');
    const job = pool.process(bytes, meta('a.gpx'));
    expect(bytes.byteLength).toBe(0); // detached: transferred, not copied
    await fake.workers[0]?.answer();
    const result: PoolResult = await job;
    expect(new TextDecoder().decode(result.bytes)).toBe('<gpx>hello</gpx>');
    expect(result.summary.name).toBe('a.gpx');
    expect(result.track.lat).toBeInstanceOf(Float64Array);
    expect(result.products.profile.distanceM[2]).toBe(20);
  });

  it('copies a view into a bigger buffer instead of detaching the whole buffer', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const big = bytesOf('xx<gpx/>yy');
    const job = pool.process(big.subarray(2, 8), meta('v.gpx'));
    expect(big.byteLength).toBe(10);
    await fake.workers[0]?.answer();
    expect(new TextDecoder().decode((await job).bytes)).toBe('<gpx/>');
  });

  it('rejects a file the worker could not read with its one-line reason and reuses the worker', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const bad = track(pool.process(bytesOf('junk'), meta('bad.gpx')));
    const good = track(pool.process(bytesOf('<gpx/>'), meta('good.gpx')));
    await fake.workers[0]?.answer(() =>
      Promise.reject(new Error('Not a GPX file: no <gpx> element found\nstack...')),
    );
    await flush();
    expect(bad.error).toBeInstanceOf(PoolJobError);
    expect(bad.error?.message).toBe('Not a GPX file: no <gpx> element found');
    await fake.workers[0]?.answer();
    await flush();
    expect(good.value?.summary.name).toBe('good.gpx');
    expect(fake.workers).toHaveLength(1);
  });

  it('fails only the crashed worker’s job, replaces the worker and keeps the others running', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 2, createWorker: fake.create });
    const a = track(pool.process(bytesOf('a'), meta('a.gpx')));
    const b = track(pool.process(bytesOf('b'), meta('b.gpx')));
    const c = track(pool.process(bytesOf('c'), meta('c.gpx')));
    const [first, second] = fake.workers;
    second?.answer().catch(() => {}); // b finishes normally
    fake.workers[0]?.crash('Out of memory');
    await flush();
    expect(first?.terminated).toBe(true);
    expect(a.error?.message).toBe('The worker crashed while reading this file (Out of memory)');
    expect(b.value?.summary.name).toBe('b.gpx');
    // c went to a surviving or a new worker, and completes.
    const runner = fake.workers.find((w) => !w.terminated && w.inbox.length > 0);
    await runner?.answer();
    await flush();
    expect(c.value?.summary.name).toBe('c.gpx');
    expect(fake.workers.filter((w) => !w.terminated).length).toBeLessThanOrEqual(2);
  });

  it('gives up on the queue when new workers keep crashing before answering, then recovers', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const jobs = Array.from({ length: MAX_STARTUP_FAILURES + 2 }, (_, i) =>
      track(pool!.process(bytesOf(`${i}`), meta(`${i}.gpx`))),
    );
    for (let i = 0; i < MAX_STARTUP_FAILURES; i++) fake.workers.at(-1)?.crash('Failed to load worker script');
    await flush();
    expect(jobs.every((j) => j.settled)).toBe(true);
    expect(jobs.at(-1)?.error?.message).toBe(
      'The import worker could not start (Failed to load worker script)',
    );
    expect(fake.workers).toHaveLength(MAX_STARTUP_FAILURES);
    const later = track(pool.process(bytesOf('later'), meta('later.gpx')));
    await fake.workers.at(-1)?.answer();
    await flush();
    expect(later.value?.summary.name).toBe('later.gpx');
  });

  it('reports a worker that cannot even be constructed', async () => {
    pool = createImportPool({
      size: 1,
      createWorker: () => {
        throw new Error('Worker is not defined');
      },
    });
    await expect(pool.process(bytesOf('x'), meta('x.gpx'))).rejects.toThrow(
      'The import worker could not start (Worker is not defined)',
    );
  });

  it('cancels a queued job without sending it, and a running job by replacing its worker', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const running = new AbortController();
    const queued = new AbortController();
    const a = track(pool.process(bytesOf('a'), meta('a.gpx'), { signal: running.signal }));
    const b = track(pool.process(bytesOf('b'), meta('b.gpx'), { signal: queued.signal }));
    const c = track(pool.process(bytesOf('c'), meta('c.gpx')));
    queued.abort();
    await flush();
    expect(b.error?.name).toBe('AbortError');
    running.abort();
    await flush();
    expect(a.error?.name).toBe('AbortError');
    expect(fake.workers[0]?.terminated).toBe(true);
    expect(fake.workers[1]?.inbox.map(fileNameOf)).toEqual(['c.gpx']);
    await fake.workers[1]?.answer();
    await flush();
    expect(c.value?.summary.name).toBe('c.gpx');
    await expect(
      pool.process(bytesOf('d'), meta('d.gpx'), { signal: AbortSignal.abort() }),
    ).rejects.toHaveProperty('name', 'AbortError');
  });

  it('stops a job that runs past the time limit and replaces its worker', async () => {
    vi.useFakeTimers();
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create, jobTimeoutMs: 5000 });
    const slow = track(pool.process(bytesOf('slow'), meta('slow.gpx')));
    const next = track(pool.process(bytesOf('next'), meta('next.gpx')));
    await vi.advanceTimersByTimeAsync(5001);
    expect(slow.error?.message).toBe('Reading this file took longer than 5 s and was stopped');
    expect(fake.workers[0]?.terminated).toBe(true);
    expect(next.settled).toBe(false);
    expect(fake.workers[1]?.inbox).toHaveLength(1);
  });

  it('applies backpressure: ready() waits while the queue is full', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, maxQueued: 1, createWorker: fake.create });
    track(pool.process(bytesOf('a'), meta('a.gpx')));
    const r1 = track(pool.ready());
    await flush();
    expect(r1.settled).toBe(true); // one running, none queued
    track(pool.process(bytesOf('b'), meta('b.gpx')));
    const r2 = track(pool.ready());
    await flush();
    expect(r2.settled).toBe(false); // one queued = maxQueued
    await fake.workers[0]?.answer();
    await flush();
    expect(r2.settled).toBe(true);
  });

  it('terminates idle workers after the idle timeout', async () => {
    vi.useFakeTimers();
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create, idleTimeoutMs: 1000 });
    const job = pool.process(bytesOf('a'), meta('a.gpx'));
    await fake.workers[0]?.answer();
    await job;
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.workers[0]?.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(fake.workers[0]?.terminated).toBe(true);
  });

  it('generates demo files in a worker, in the same queue, handing the bytes over', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const demo = pool.generateDemo(3, 200, 1);
    const file = track(pool.process(bytesOf('a'), meta('a.gpx')));
    expect(fake.workers[0]?.inbox[0]).toMatchObject({ type: 'demo', index: 3, count: 200, seed: 1 });
    await fake.workers[0]?.answer();
    const generated = await demo;
    expect(generated.fileName).toBe('demo-3.gpx');
    expect(new TextDecoder().decode(generated.bytes)).toBe('<gpx>3 of 200, seed 1</gpx>');
    expect(fake.workers[0]?.inbox.map(fileNameOf)).toEqual(['a.gpx']);
    await fake.workers[0]?.answer();
    await flush();
    expect(file.value?.summary.name).toBe('a.gpx');
  });

  it('reads a file’s waypoints in a worker, the bytes transferred', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const bytes = bytesOf(
      '<gpx version="1.1"><wpt lat="47.5" lon="8.5"><name>Hut</name></wpt><trk><trkseg><trkpt lat="47.5" lon="8.5"/></trkseg></trk></gpx>',
    );
    const places = pool.waypoints(bytes, 'a.gpx');
    expect(bytes.byteLength).toBe(0);
    expect(fake.workers[0]?.inbox[0]).toMatchObject({ type: 'waypoints', fileName: 'a.gpx' });
    await fake.workers[0]?.answer();
    expect((await places).map((w) => [w.lat, w.lon, w.name])).toEqual([[47.5, 8.5, 'Hut']]);
  });

  it('rejects an answer of the wrong kind instead of mixing it up', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const demo = track(pool.generateDemo(0, 1, 1));
    fake.workers[0]?.deliver({ type: 'failed', requestId: 999, error: 'not for this job' });
    await flush();
    expect(demo.settled).toBe(false); // an answer to another request id is ignored
    const [request] = fake.workers[0]?.inbox ?? [];
    fake.workers[0]?.deliver({
      type: 'processed',
      requestId: request!.requestId,
      result: sampleResult('x', new Uint8Array(1)),
      bytes: new Uint8Array(1),
    });
    await flush();
    expect(demo.error?.message).toBe('The worker answered with the wrong kind of message');
  });

  it('dispose terminates workers and rejects running and queued jobs', async () => {
    const fake = fakeWorkerFactory();
    pool = createImportPool({ size: 1, createWorker: fake.create });
    const a = track(pool.process(bytesOf('a'), meta('a.gpx')));
    const b = track(pool.process(bytesOf('b'), meta('b.gpx')));
    pool.dispose();
    await flush();
    expect(fake.workers[0]?.terminated).toBe(true);
    expect(a.error?.message).toBe('The worker pool was shut down');
    expect(b.error?.message).toBe('The worker pool was shut down');
    await expect(pool.process(bytesOf('c'), meta('c.gpx'))).rejects.toThrow('shut down');
  });
});
