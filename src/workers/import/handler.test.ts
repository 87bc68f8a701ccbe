import { deflateSync, gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../domain/archive/crc32';
import { contentId } from '../../domain/hash';
import { handleRequest, utf8Bytes, type ProcessFn, type WorkerTasks } from './handler';
import { sampleResult } from '../../testing/fake-workers';

const tasks = (process: ProcessFn): WorkerTasks => ({
  process,
  generateDemo: (index, count, seed) =>
    Promise.resolve({ fileName: `demo-${index}.gpx`, gpx: `<gpx creator="${count}/${seed}"/>` }),
});

describe('handleRequest', () => {
  it('answers with the result and transfers every typed-array buffer exactly once', async () => {
    const bytes = new TextEncoder().encode('<gpx/>');
    const result = sampleResult('a.gpx', bytes);
    const { response, transfer } = await handleRequest(
      { type: 'process', requestId: 7, bytes, meta: { fileName: 'a.gpx' } },
      tasks(() => Promise.resolve(result)),
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

  it('writes a demo file and transfers its bytes', async () => {
    const { response, transfer } = await handleRequest(
      { type: 'demo', requestId: 2, index: 4, count: 200, seed: 9 },
      tasks(() => Promise.reject(new Error('not used'))),
    );
    expect(response).toMatchObject({ type: 'generated', requestId: 2, fileName: 'demo-4.gpx' });
    const bytes = response.type === 'generated' ? response.bytes : new Uint8Array(0);
    expect(new TextDecoder().decode(bytes)).toBe('<gpx creator="200/9"/>');
    expect(response.type === 'generated' && response.id).toBe(await contentId(bytes));
    expect(transfer).toEqual([bytes.buffer]);
  });

  it('writes text as the same UTF-8 bytes as TextEncoder.encode, in a buffer of their own', () => {
    for (const text of ['', '<gpx/>', 'Käferberg Out & Back', '東京 湾岸', 'Summit 🏔️ loop', '\u{10FFFF}x']) {
      const bytes = utf8Bytes(text);
      expect([...bytes]).toEqual([...new TextEncoder().encode(text)]);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
  });

  it('turns a thrown error into a one-line failure starting with a capital', async () => {
    const { response, transfer } = await handleRequest(
      { type: 'process', requestId: 3, bytes: new Uint8Array(4), meta: { fileName: 'x.gpx' } },
      tasks(() =>
        Promise.reject(new Error('not a GPX file: no <gpx> element found\n    at parse (parse-gpx.ts:1)')),
      ),
    );
    expect(response).toEqual({
      type: 'failed',
      requestId: 3,
      error: 'Not a GPX file: no <gpx> element found',
    });
    expect(transfer).toEqual([]);
  });

  it('names an error without a message in plain words', async () => {
    const { response } = await handleRequest(
      { type: 'process', requestId: 1, bytes: new Uint8Array(1), meta: { fileName: 'x' } },
      tasks(() => Promise.reject(new Error(''))),
    );
    expect(response).toMatchObject({ error: 'Unexpected error while reading the file' });
  });

  it('unpacks a deflated, gzipped zip entry, hashes it and transfers the bytes', async () => {
    const gpx = new TextEncoder().encode('<gpx>unpacked</gpx>'.repeat(100));
    const gz = gzipSync(gpx);
    const packed = deflateSync(gz);
    const spec = { zip: { method: 8, size: gz.length, crc32: crc32(gz) }, gzip: true };
    const { response, transfer } = await handleRequest(
      { type: 'unpack', requestId: 5, bytes: packed, spec },
      tasks(() => Promise.reject(new Error('not used'))),
    );
    expect(response).toMatchObject({ type: 'unpacked', requestId: 5, id: await contentId(gpx) });
    const bytes = response.type === 'unpacked' ? response.bytes : new Uint8Array(0);
    expect(bytes).toEqual(gpx);
    expect(transfer).toEqual([bytes.buffer]);
  });

  it('fails a zip entry with one changed byte as damaged, by checksum', async () => {
    const gpx = new TextEncoder().encode('<gpx><trkpt lat="48.1" lon="2.3"/></gpx>');
    const stored = gpx.slice();
    stored[15] = '9'.charCodeAt(0);
    const { response } = await handleRequest(
      {
        type: 'unpack',
        requestId: 6,
        bytes: stored,
        spec: { zip: { method: 0, size: gpx.length, crc32: crc32(gpx) }, gzip: false },
      },
      tasks(() => Promise.reject(new Error('not used'))),
    );
    expect(response).toEqual({
      type: 'failed',
      requestId: 6,
      error: 'Damaged in the zip (checksum mismatch)',
    });
  });
});
