/**
 * The heat worker entry: thin on purpose. It keeps one heat engine (domain/heat) with the heat
 * points of every loaded activity resident, so a filter change only rebuilds buffers, and answers
 * each request through handler.ts (stored.ts for the heat cache of the local database, which it
 * reads and writes itself: data/local/stored-heat.ts) with its buffers transferred. Requests are
 * answered one after the other, in order: a build sent after a restore sees the restored data.
 */
import { openStoredHeatCache } from '../../data/local/stored-heat';
import { createHeatEngine } from '../../domain/heat/heat-engine';
import { malformedReply, oneLineError } from '../shared/errors';
import { isHeatRequest } from './protocol';
import { createStoredHeatHandler } from './stored';

const handler = createStoredHeatHandler(createHeatEngine(), openStoredHeatCache);
let queue: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isHeatRequest(data)) {
    queue = queue
      .then(async () => {
        const { response, transfer } = await handler.handle(data);
        self.postMessage(response, { transfer });
      })
      .catch((error: unknown) => {
        self.postMessage({ type: 'failed', requestId: data.requestId, error: oneLineError(error) });
      });
    return;
  }
  const reply = malformedReply(data, 'The heat worker received a malformed request');
  if (reply) self.postMessage(reply);
};
