/**
 * Test doubles for the pool: a fake Worker that behaves like a real one where it matters (messages
 * are structured-cloned with their transfer lists, so transferred buffers really detach), driven by
 * the test, plus a small but complete processed result; a dedicated worker double for the compare and
 * heat clients; and a factory that records the workers it makes.
 */
import { trackFromPoints } from '../domain/track/track-data';
import { makeSummary } from './summary';
import type { ViewProducts } from '../domain/series/types';
import { handleRequest, type ProcessFn } from '../workers/import/handler';
import type { WorkerLike } from '../workers/import/types';
import type { ProcessedGpx, WorkerRequest, WorkerResponse } from '../workers/import/protocol';
import type { ChannelWorkerLike } from '../workers/shared/channel';

export function sampleProducts(): ViewProducts {
  const n = 3;
  return {
    profile: {
      distanceM: Float64Array.of(0, 10, 20),
      timeS: Float64Array.of(0, 5, 10),
      ele: new Float32Array(n),
      speedMps: new Float32Array(n),
      hr: new Float32Array(n),
      cad: new Float32Array(n),
      power: new Float32Array(n),
      lat: new Float64Array(n),
      lon: new Float64Array(n),
    },
    heat: { lonLat: new Float32Array(2 * n) },
    path: { lonLat: new Float32Array(2 * n), partStarts: Uint32Array.of(0) },
  };
}

/** A processed result whose summary name is the file name (so tests can tell results apart). */
export function sampleResult(fileName: string, bytes: Uint8Array): ProcessedGpx {
  const track = trackFromPoints([
    { lat: 48.1, lon: 2.3 },
    { lat: 48.1001, lon: 2.3 },
  ]);
  const summary = makeSummary({ id: `id-${bytes.length}`, name: fileName, fileName, fileSize: bytes.length });
  return { summary, track, products: sampleProducts(), otherParts: [] };
}

export class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly inbox: WorkerRequest[] = [];
  terminated = false;

  postMessage(message: WorkerRequest, options: StructuredSerializeOptions): void {
    if (this.terminated) throw new Error('postMessage on a terminated worker');
    this.inbox.push(structuredClone(message, options));
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Answers the oldest unanswered request by running handleRequest with `process` (and a fake demo writer). */
  async answer(
    process: ProcessFn = (bytes, meta) => Promise.resolve(sampleResult(meta.fileName, bytes)),
  ): Promise<void> {
    const request = this.inbox.shift();
    if (!request) throw new Error('No request to answer');
    const generateDemo = (index: number, count: number, seed: number) =>
      Promise.resolve({
        fileName: `demo-${index}.gpx`,
        gpx: `<gpx>${index} of ${count}, seed ${seed}</gpx>`,
      });
    const { response, transfer } = await handleRequest(request, { process, generateDemo });
    this.deliver(response, transfer);
  }

  deliver(response: WorkerResponse, transfer: ArrayBuffer[] = []): void {
    if (this.terminated) return;
    const data = structuredClone(response, { transfer });
    this.onmessage?.({ data } as MessageEvent);
  }

  crash(message: string): void {
    let prevented = false;
    this.onerror?.({ message, preventDefault: () => (prevented = true) } as unknown as ErrorEvent);
    if (!prevented) throw new Error('The pool did not handle the worker error');
  }
}

/** The file name of a request (demo requests have none). */
export const fileNameOf = (request: WorkerRequest | undefined): string | undefined =>
  request?.type === 'process' ? request.meta.fileName : undefined;

/**
 * A dedicated worker double for the compare and heat clients (worker-channel.ts): requests are
 * structured-cloned with their transfer lists into `inbox`; a subclass answers them with its
 * handler through `reply`.
 */
export class FakeChannelWorker<Req> implements ChannelWorkerLike<Req> {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly inbox: Req[] = [];
  terminated = false;

  postMessage(message: Req, options?: StructuredSerializeOptions): void {
    this.inbox.push(structuredClone(message, options));
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Delivers a handled request's response, its transfer list transferred. */
  protected reply({ response, transfer }: { response: unknown; transfer: ArrayBuffer[] }): void {
    const data: unknown = structuredClone(response, { transfer });
    this.onmessage?.({ data } as MessageEvent);
  }
  crash(message: string): void {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

/** A factory that records every worker it creates, in order. */
export function recordingFactory<W>(make: () => W): { create: () => W; workers: W[] } {
  const workers: W[] = [];
  return {
    workers,
    create: () => {
      const worker = make();
      workers.push(worker);
      return worker;
    },
  };
}

/** A factory of pool fakes that records every worker it creates. */
export const fakeWorkerFactory = (): { create: () => FakeWorker; workers: FakeWorker[] } =>
  recordingFactory(() => new FakeWorker());
