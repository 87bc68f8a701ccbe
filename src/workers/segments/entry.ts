/**
 * The segments worker entry: thin on purpose. It answers segments requests (protocol.ts) with
 * handler.ts, which keeps the saved segments' index between requests; anything else with a
 * one-line 'failed'.
 */
import { malformedReply } from '../shared/errors';
import { createSegmentsHandler } from './handler';
import { isSegmentsRequest } from './protocol';

const handler = createSegmentsHandler();

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isSegmentsRequest(data)) {
    self.postMessage(handler.handle(data));
    return;
  }
  const reply = malformedReply(data, 'The segments worker received a malformed request');
  if (reply) self.postMessage(reply);
};
