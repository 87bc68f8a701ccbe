/**
 * The worker's work, as a plain async function (so it is testable without a Worker): run the shared
 * domain pipeline on the bytes and build the response plus its transfer list.
 */
import { oneLineError, type ProcessMeta, type ProcessedGpx, type WorkerRequest, type WorkerResponse } from './protocol';
import { resultTransferList } from './transfer';

export type ProcessFn = (bytes: Uint8Array, meta: ProcessMeta) => Promise<ProcessedGpx>;

export interface HandledRequest {
  response: WorkerResponse;
  transfer: ArrayBuffer[];
}

export async function handleRequest(request: WorkerRequest, process: ProcessFn): Promise<HandledRequest> {
  const { requestId, bytes, meta } = request;
  try {
    const result = await process(bytes, meta);
    return { response: { type: 'processed', requestId, result, bytes }, transfer: resultTransferList(result, bytes) };
  } catch (error) {
    return { response: { type: 'failed', requestId, error: oneLineError(error) }, transfer: [] };
  }
}
