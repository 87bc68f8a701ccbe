/**
 * The heat worker entry: thin on purpose. It keeps one heat engine (domain/heat) with the heat
 * points of every loaded activity resident, so a filter change only rebuilds buffers, and answers
 * each request through handler.ts with its buffers transferred.
 */
import { createHeatEngine } from '../../domain/heat/heat-engine';
import { malformedReply } from '../shared/errors';
import { handleHeatRequest } from './handler';
import { isHeatRequest } from './protocol';

const engine = createHeatEngine();

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isHeatRequest(data)) {
    const { response, transfer } = handleHeatRequest(engine, data);
    self.postMessage(response, { transfer });
    return;
  }
  const reply = malformedReply(data, 'The heat worker received a malformed request');
  if (reply) self.postMessage(reply);
};
