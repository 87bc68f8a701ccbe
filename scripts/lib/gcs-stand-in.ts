/**
 * A stand-in for Cloud Storage's JSON API, for the Cloud Functions on the Functions emulator (their
 * Admin SDK, @google-cloud/storage, reaches it through STORAGE_EMULATOR_HOST) and for the tests that
 * put files there and look at what the functions left. The Storage emulator cannot run on these
 * machines (it needs Java 21), so scripts/test-emulators.ts runs this in its own process instead.
 *
 * It answers, for any bucket, the calls the functions make (functions/src/admin-ports.ts), with or
 * without the `/storage/v1` before `/b/` (the SDK leaves it out when it talks to an emulator):
 * - `GET /b/{bucket}/o?prefix=` (getFiles; one page, no delimiter);
 * - `GET /b/{bucket}/o/{name}` (getMetadata), with `?alt=media` (download);
 * - `DELETE /b/{bucket}/o/{name}`; 404 for a missing object;
 * - `POST /upload/storage/v1/b/{bucket}/o?uploadType=media|multipart&name=` (save, resumable: false).
 * Metadata carries size, contentType, md5Hash and crc32c (the SDK checks an upload's CRC32C).
 * It checks no token and no rule: storage.rules are not run here (see README, "Cloud Storage").
 * `requests` lists every request as `METHOD path` (the tests count downloads with it); so does
 * `GET /stand-in/requests`, for tests in another process.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  generation: number;
  updated: string;
}

export interface GcsStandIn {
  /** `host:port`, the form of STORAGE_EMULATOR_HOST without its scheme. */
  address: string;
  requests: string[];
  close(): Promise<void>;
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC32C (Castagnoli) of `bytes`, base64 of its 4 big-endian bytes: the form of GCS metadata. */
function crc32cBase64(bytes: Uint8Array): string {
  let crc = 0xffffffff;
  for (const b of bytes) crc = (CRC32C_TABLE[(crc ^ b) & 0xff] ?? 0) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The metadata part and the content part of a multipart/related upload body. */
function splitMultipart(body: Buffer, contentType: string): { meta: Record<string, unknown>; bytes: Buffer } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) throw new Error('multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    parts.push(body.subarray(at + delimiter.length, next));
    at = next;
  }
  const [metaPart, contentPart] = parts.map((p) => {
    const headerEnd = p.indexOf('\r\n\r\n');
    // Drop the header block and the CRLF before the next delimiter.
    return p.subarray(headerEnd + 4, p.length - 2);
  });
  if (!metaPart || !contentPart) throw new Error('multipart upload without two parts');
  return { meta: JSON.parse(metaPart.toString('utf8')) as Record<string, unknown>, bytes: contentPart };
}

export function startGcsStandIn(host = '127.0.0.1'): Promise<GcsStandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  let generation = 1;

  const metadata = (bucket: string, name: string, o: StoredObject) => ({
    kind: 'storage#object',
    id: `${bucket}/${name}/${o.generation}`,
    name,
    bucket,
    generation: String(o.generation),
    metageneration: '1',
    contentType: o.contentType,
    size: String(o.bytes.length),
    md5Hash: createHash('md5').update(o.bytes).digest('base64'),
    crc32c: crc32cBase64(o.bytes),
    updated: o.updated,
    timeCreated: o.updated,
  });

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, name: string) =>
    json(res, 404, { error: { code: 404, message: `No such object: ${name}`, errors: [] } });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (url.pathname === '/stand-in/requests') return json(res, 200, requests);
    requests.push(
      `${req.method} ${url.pathname}${url.searchParams.get('alt') === 'media' ? '?alt=media' : ''}`,
    );
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (upload && req.method === 'POST') {
      const bucket = decodeURIComponent(upload[1] ?? '');
      const body = await readBody(req);
      const type = req.headers['content-type'] ?? 'application/octet-stream';
      const multipart = url.searchParams.get('uploadType') === 'multipart';
      const { meta, bytes } = multipart ? splitMultipart(body, type) : { meta: {}, bytes: body };
      const name = typeof meta.name === 'string' ? meta.name : (url.searchParams.get('name') ?? '');
      if (!name) return json(res, 400, { error: { code: 400, message: 'no object name' } });
      const o = {
        bytes,
        contentType: typeof meta.contentType === 'string' ? meta.contentType : type,
        generation: generation++,
        updated: new Date().toISOString(),
      };
      objects.set(`${bucket}/${name}`, o);
      return json(res, 200, metadata(bucket, name, o));
    }
    const list = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (list && req.method === 'GET') {
      const bucket = decodeURIComponent(list[1] ?? '');
      const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
      const items = [...objects]
        .filter(([key]) => key.startsWith(prefix))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, o]) => metadata(bucket, key.slice(bucket.length + 1), o));
      return json(res, 200, { kind: 'storage#objects', items });
    }
    const one = /^(?:\/download)?(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
    if (one) {
      const bucket = decodeURIComponent(one[1] ?? '');
      const name = decodeURIComponent(one[2] ?? '');
      const o = objects.get(`${bucket}/${name}`);
      if (!o) return notFound(res, name);
      if (req.method === 'DELETE') {
        objects.delete(`${bucket}/${name}`);
        res.writeHead(204);
        res.end();
        return;
      }
      if (req.method === 'GET' && url.searchParams.get('alt') === 'media') {
        res.writeHead(200, { 'Content-Type': o.contentType, 'Content-Length': o.bytes.length });
        res.end(o.bytes);
        return;
      }
      if (req.method === 'GET') return json(res, 200, metadata(bucket, name, o));
    }
    json(res, 501, {
      error: { code: 501, message: `not answered by the stand-in: ${req.method} ${url.pathname}` },
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      json(res, 500, {
        error: { code: 500, message: error instanceof Error ? error.message : String(error) },
      }),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        address: `${host}:${port}`,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
