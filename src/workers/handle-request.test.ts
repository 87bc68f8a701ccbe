import { describe, expect, it } from 'vitest';
import { handleRequest } from './handle-request';
import { sampleResult } from './test-fakes';

describe('handleRequest', () => {
  it('answers with the result and transfers every typed-array buffer exactly once', async () => {
    const bytes = new TextEncoder().encode('<gpx/>');
    const result = sampleResult('a.gpx', bytes);
    const { response, transfer } = await handleRequest({ type: 'process', requestId: 7, bytes, meta: { fileName: 'a.gpx' } }, () =>
      Promise.resolve(result),
    );
    expect(response).toMatchObject({ type: 'processed', requestId: 7 });
    // 10 track arrays + 9 profile + 1 heat + 2 path + the file bytes.
    expect(transfer).toHaveLength(23);
    expect(new Set(transfer).size).toBe(transfer.length);
    structuredClone(response, { transfer }); // throws DataCloneError on a duplicate
    expect(result.track.lat.byteLength).toBe(0);
    expect(result.products.path.partStarts.byteLength).toBe(0);
    expect(bytes.byteLength).toBe(0);
  });

  it('turns a thrown error into a one-line failure', async () => {
    const { response, transfer } = await handleRequest(
      { type: 'process', requestId: 3, bytes: new Uint8Array(4), meta: { fileName: 'x.gpx' } },
      () => Promise.reject(new Error('Not a GPX file: no <gpx> element found\n    at parse (parse-gpx.ts:1)')),
    );
    expect(response).toEqual({ type: 'failed', requestId: 3, error: 'Not a GPX file: no <gpx> element found' });
    expect(transfer).toEqual([]);
  });

  it('names an error without a message in plain words', async () => {
    const { response } = await handleRequest({ type: 'process', requestId: 1, bytes: new Uint8Array(1), meta: { fileName: 'x' } }, () =>
      Promise.reject(new Error('')),
    );
    expect(response).toMatchObject({ error: 'Unexpected error while reading the file' });
  });
});
