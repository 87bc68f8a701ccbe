/**
 * What the engine workers' handlers (heat, explorer) share: an answer is a response plus the
 * buffers to transfer with it, and a handler never throws (anything thrown becomes a one-line
 * 'failed' response to the same request).
 */
import { oneLineError, type FailedResponse } from './errors';
import { typedArrayBuffers } from './transfer';

export interface Handled<Res> {
  response: Res;
  transfer: ArrayBuffer[];
}

/** A response whose typed arrays (anywhere in `payload`, a part of it) are transferred with it. */
export const transferring = <Res>(response: Res, payload: unknown): Handled<Res> => ({
  response,
  transfer: typedArrayBuffers(payload),
});

/**
 * Wraps an engine's answer function into a handler that times with `now` (performance.now by
 * default) and turns anything thrown into a 'failed' response.
 */
export function safeHandler<Engine, Req extends { requestId: number }, Res>(
  answer: (engine: Engine, request: Req, now: () => number) => Handled<Res>,
) {
  return (
    engine: Engine,
    request: Req,
    now: () => number = () => performance.now(),
  ): Handled<Res | FailedResponse> => {
    try {
      return answer(engine, request, now);
    } catch (error) {
      return {
        response: { type: 'failed', requestId: request.requestId, error: oneLineError(error) },
        transfer: [],
      };
    }
  };
}
