/**
 * The explorer worker entry: thin on purpose. It keeps one ExplorerEngine (domain/explorer) with the
 * tiles of every loaded activity, added to as activities arrive, and answers each request through
 * explorer-handler.ts with its buffers transferred.
 */
import { ExplorerEngine } from '../../domain/explorer/explorer-engine';
import { handleExplorerRequest } from './handler';
import { isExplorerRequest } from './protocol';
import { malformedReply } from '../shared/errors';

const engine = new ExplorerEngine();

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isExplorerRequest(data)) {
    const { response, transfer } = handleExplorerRequest(engine, data);
    self.postMessage(response, { transfer });
    return;
  }
  const reply = malformedReply(data, 'The explorer worker received a malformed request');
  if (reply) self.postMessage(reply);
};
