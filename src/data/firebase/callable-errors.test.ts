// Callable errors in plain words: every code through the real Functions SDK, against a local server
// that answers as the Cloud Functions backend does, and a port with nothing listening.
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLE_LABELS,
  CALLABLE_SENTENCES,
  describeCallableError,
  UNREACHABLE_SENTENCE,
} from './callable-errors';

/** What the local backend answers next: HTTP status and JSON body. */
let answer: { status: number; body: unknown } = { status: 200, body: { result: null } };
let server: Server;
let app: FirebaseApp;
let functions: Functions;
let deadPort = 0;

const listen = (s: Server) =>
  new Promise<number>((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  const port = await listen(server);
  const closed = createServer();
  deadPort = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  app = initializeApp(
    { projectId: 'demo-errors', apiKey: 'test-key', appId: '1:1:web:1' },
    'callable-errors',
  );
  functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', port);
});

afterAll(async () => {
  await deleteApp(app);
  await new Promise((resolve) => server.close(resolve));
});

/** The line a person sees after calling `name` and the SDK rejecting. */
async function seen(fns: Functions, name = 'rebuildHeatIndex'): Promise<string> {
  try {
    await httpsCallable(fns, name)({});
  } catch (error) {
    return describeCallableError(name, error).message;
  }
  throw new Error('the call succeeded');
}

const CODES = Object.keys(CALLABLE_SENTENCES) as (keyof typeof CALLABLE_SENTENCES)[];
const wire = (code: string) => code.toUpperCase().replaceAll('-', '_');

describe('callable errors', () => {
  it('has a sentence for every error code of the SDK', () => {
    expect(CODES.sort()).toEqual(
      [
        'aborted',
        'already-exists',
        'cancelled',
        'data-loss',
        'deadline-exceeded',
        'failed-precondition',
        'internal',
        'invalid-argument',
        'not-found',
        'out-of-range',
        'permission-denied',
        'resource-exhausted',
        'unauthenticated',
        'unavailable',
        'unimplemented',
        'unknown',
      ].sort(),
    );
  });

  it.each(CODES)('maps %s (no message from the server) to its sentence', async (code) => {
    answer = { status: 400, body: { error: { status: wire(code) } } };
    expect(await seen(functions)).toBe(`Rebuilding the heatmap index failed: ${CALLABLE_SENTENCES[code]}`);
  });

  it("keeps the function's own sentence (ours say what to do), but not for internal", async () => {
    const own = 'rebuildHeatIndex runs at most once a minute: try again in 40 s.';
    answer = { status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED', message: own } } };
    expect(await seen(functions)).toBe(`Rebuilding the heatmap index failed: ${own}`);
    const internal = 'rebuildHeatIndex failed unexpectedly; the details are in the function logs.';
    answer = { status: 500, body: { error: { status: 'INTERNAL', message: internal } } };
    expect(await seen(functions)).toBe(`Rebuilding the heatmap index failed: ${CALLABLE_SENTENCES.internal}`);
  });

  it('says the functions did not answer when nothing listens (was "internal [0]")', async () => {
    const dead = getFunctions(app, 'europe-west1');
    connectFunctionsEmulator(dead, '127.0.0.1', deadPort);
    const line = await seen(dead, 'deleteAccountData');
    expect(line).toBe(`${CALLABLE_LABELS.deleteAccountData} failed: ${UNREACHABLE_SENTENCE}`);
    expect(line).not.toMatch(/internal|\[0\]/);
  });

  it('maps a server error without a body (a proxy, a crash) by its HTTP status', async () => {
    answer = { status: 503, body: 'Service Unavailable' };
    expect(await seen(functions)).toBe(
      `Rebuilding the heatmap index failed: ${CALLABLE_SENTENCES.unavailable}`,
    );
  });

  it('passes other errors through with the label', () => {
    expect(describeCallableError('rebuildHeatIndex', new Error('boom\nstack')).message).toBe(
      'Rebuilding the heatmap index failed: boom',
    );
    expect(describeCallableError('someFunction', 'odd').message).toBe(
      'The cloud function someFunction failed: odd',
    );
  });
});
