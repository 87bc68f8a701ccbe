/**
 * The import worker entry (the import worker): thin on purpose. It receives file bytes, runs the
 * shared domain pipeline (parse, statistics, view products) and posts back the result with every
 * buffer transferred, with the activity's efforts on the saved segments when asked (segment-efforts.ts);
 * it also writes demo files (the generator is too heavy for the page's thread).
 * FIT/TCX decoding belongs here too, as more tasks of the same handler.
 * Anything it cannot handle becomes a one-line 'failed' response; only a real crash (out of memory,
 * say) escapes, and the pool replaces the worker then.
 */
import { processActivity } from '../../domain/process-activity';
import { malformedReply } from '../shared/errors';
import { handleRequest, type WorkerTasks } from './handler';
import { isWorkerRequest } from './protocol';
import { createImportMatcher } from './segment-efforts';

const tasks: WorkerTasks = {
  process: processActivity,
  matcher: createImportMatcher(),
  // The demo generator loads only when demo data is asked for.
  generateDemo: async (index, count, seed) =>
    (await import('../../domain/demo')).generateDemoActivity(index, { seed, count }),
};

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (isWorkerRequest(data)) {
    void handleRequest(data, tasks).then(({ response, transfer }) =>
      self.postMessage(response, { transfer }),
    );
    return;
  }
  const reply = malformedReply(data, 'The worker received a malformed request');
  if (reply) self.postMessage(reply);
};
