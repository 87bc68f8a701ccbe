/**
 * A request/response channel to one dedicated worker, shared by the compare and heat clients.
 * The worker is created on first use; every request gets an id and its promise settles with the
 * worker's response carrying that id. A crash (error event) terminates the worker and settles
 * everything pending with the client's crash error; the next request starts a fresh worker. An
 * aborted request settles at once with an AbortError and its late answer is dropped. Promises
 * resolve with an Error instead of rejecting, so callers unwrap in one place.
 */
import { PoolJobError } from './errors';

/** The part of a Worker a channel uses. */
export interface ChannelWorkerLike<Req> {
  postMessage(message: Req, options?: StructuredSerializeOptions): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface WorkerChannelOptions<Req, Res extends { requestId: number }> {
  createWorker: () => ChannelWorkerLike<Req>;
  isResponse: (data: unknown) => data is Res;
  /** The error pending requests settle with when the worker crashes. */
  crashError: (reason: string) => Error;
  /** The error an aborted request settles with. */
  cancelled: () => Error;
  /** Called after a crash was handled (e.g. to say the worker's state is gone). */
  onCrash?: () => void;
}

export interface WorkerChannel<Req, Res> {
  /** Sends the payload with a fresh requestId; settles with the response or an Error. */
  send: (
    payload: DistributiveOmit<Req, 'requestId'>,
    transfer?: Transferable[],
    signal?: AbortSignal,
  ) => Promise<Res | Error>;
  /** Starts the worker ahead of the first request; errors surface on the first request. */
  warm: () => void;
}

/** Omit applied to each member of a union (so a payload keeps its discriminant). */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function createWorkerChannel<Req, Res extends { requestId: number }>(
  options: WorkerChannelOptions<Req, Res>,
): WorkerChannel<Req, Res> {
  let worker: ChannelWorkerLike<Req> | null = null;
  let nextId = 1;
  const pending = new Map<number, (response: Res | Error) => void>();

  function crashed(reason: string): void {
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const settle of waiting) settle(options.crashError(reason));
    options.onCrash?.();
  }

  function ensureWorker(): ChannelWorkerLike<Req> {
    if (worker) return worker;
    const w = options.createWorker();
    w.onmessage = (event) => {
      const data: unknown = event.data;
      if (!options.isResponse(data)) return;
      const settle = pending.get(data.requestId);
      pending.delete(data.requestId);
      settle?.(data);
    };
    w.onerror = (event) => {
      event.preventDefault();
      crashed(event.message || 'no reason given');
    };
    worker = w;
    return w;
  }

  const send: WorkerChannel<Req, Res>['send'] = (payload, transfer = [], signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve(options.cancelled());
      const requestId = nextId++;
      const onAbort = () => {
        pending.delete(requestId);
        resolve(options.cancelled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(requestId, (r) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(r);
      });
      try {
        ensureWorker().postMessage({ ...payload, requestId } as Req, { transfer });
      } catch (error) {
        pending.delete(requestId);
        resolve(error instanceof Error ? error : new PoolJobError(String(error)));
      }
    });

  const warm = () => {
    try {
      ensureWorker();
    } catch {
      // The first request reports a worker that cannot start.
    }
  };
  return { send, warm };
}
