/**
 * The segments worker entry: thin on purpose. It answers segments requests (protocol.ts) with
 * handler.ts (which keeps its database connections between requests); anything else with a
 * one-line 'failed'. It gives the handler read access to the local database (data/local/
 * stored-tracks.ts, the one data module a worker may import), so a new segment is matched against
 * the stored tracks without the main thread reading them.
 */
import { openStoredTracks } from '../../data/local/stored-tracks';
import { malformedReply } from '../shared/errors';
import { createSegmentsHandler } from './handler';
import { isSegmentsRequest } from './protocol';

const handler = createSegmentsHandler({ openStore: openStoredTracks });

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isSegmentsRequest(data)) {
    void handler.handle(data).then((response) => self.postMessage(response));
    return;
  }
  const reply = malformedReply(data, 'The segments worker received a malformed request');
  if (reply) self.postMessage(reply);
};
