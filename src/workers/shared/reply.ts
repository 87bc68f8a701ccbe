/**
 * What the compare and heat clients share around their channel (worker-channel.ts): the send they
 * build a runner over, turning a reply into its value or its error, and the same handler run on the
 * calling thread.
 */
import { PoolJobError, type FailedResponse } from './errors';
import type { WorkerChannel } from './channel';

/** Sends a request (its id is added) and settles with the reply or an Error, never rejecting. */
export type Send<Req, Res> = WorkerChannel<Req, Res>['send'];

const isFailed = (reply: { type: string }): reply is FailedResponse => reply.type === 'failed';

/**
 * Unwraps replies of one protocol: `pick` takes the value from the kind of reply a request expects
 * (undefined for any other kind, which throws `wrongKind`); an Error or a 'failed' reply throws.
 */
export function replyUnwrapper<Res extends { type: string }>(wrongKind: string) {
  return <T>(reply: Res | Error, pick: (r: Res) => T | undefined): T => {
    if (reply instanceof Error) throw reply;
    if (isFailed(reply)) throw new PoolJobError(reply.error);
    const value = pick(reply);
    if (value === undefined) throw new PoolJobError(wrongKind);
    return value;
  };
}

/**
 * A send that runs the handler on the calling thread, numbering requests like a channel; nothing is
 * transferred, and an already aborted signal settles with `cancelled()` without running it.
 */
export function inProcessSend<Req, Res>(
  handle: (request: Req) => Res | Promise<Res>,
  cancelled: () => Error,
): Send<Req, Res> {
  let nextId = 1;
  return (payload, _transfer, signal) => {
    if (signal?.aborted) return Promise.resolve(cancelled());
    return Promise.resolve(handle({ ...payload, requestId: nextId++ } as Req));
  };
}

/**
 * inProcessSend over a handler loaded on first use (a dynamic import), so the code of an in-process
 * fallback is not bundled with the page that makes the client. Requests keep their order.
 */
export function lazyInProcessSend<Req, Res>(
  load: () => Promise<(request: Req) => Res | Promise<Res>>,
  cancelled: () => Error,
): Send<Req, Res> {
  let loading: Promise<Send<Req, Res>> | null = null;
  return async (payload, transfer, signal) => {
    if (signal?.aborted) return cancelled();
    const send = await (loading ??= load().then((handle) => inProcessSend(handle, cancelled)));
    return send(payload, transfer, signal);
  };
}
