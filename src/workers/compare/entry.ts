/**
 * The comparison worker entry: thin on purpose, and small (only the comparison domain code), so it
 * starts fast when a comparison opens. It answers comparison jobs (protocol.ts CompareJobRequest)
 * with handler.ts, result buffers transferred; anything else with a one-line 'failed'.
 */
import { malformedReply } from '../shared/errors';
import { handleCompareJob } from './handler';
import { isCompareJobRequest } from './protocol';

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isCompareJobRequest(data)) {
    const { response, transfer } = handleCompareJob(data);
    self.postMessage(response, { transfer });
    return;
  }
  const reply = malformedReply(data, 'The comparison worker received a malformed request');
  if (reply) self.postMessage(reply);
};
