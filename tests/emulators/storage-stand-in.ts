/**
 * A stand-in for Cloud Storage in browser tests: a small HTTP server that answers the four calls the
 * app's Storage SDK makes (cloud-blob-store.ts) the way the Storage emulator does, so the built
 * app runs unchanged with VITE_FIREBASE_STORAGE_EMULATOR_PORT pointing here:
 *
 * - `POST /v0/b/{bucket}/o?name={path}` with `X-Goog-Upload-Protocol: multipart` (uploadBytes);
 * - `GET /v0/b/{bucket}/o/{path}?alt=media` (getBytes);
 * - `DELETE /v0/b/{bucket}/o/{path}` (deleteObject); 404 for a missing object;
 * - CORS preflights (the app is served from another port).
 *
 * What it checks: the caller's Auth emulator ID token names the uid of the path (`users/{uid}/...`,
 * owner only, as storage.rules say) and an upload's content type is one storage.rules allow. What it
 * does not: the rest of storage.rules (sizes, ids), resumable uploads, metadata calls, and anything
 * about the real Storage server. `stall()` holds every request without an answer (a bucket that does
 * not respond); `release()` answers the held requests whose caller is still waiting (Storage coming
 * back) and answers normally from then on.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface StorageStandIn {
  port: number;
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD url`, in order. */
  requests: string[];
  /** Requests held unanswered since stall() (their count, for tests). */
  held(): number;
  stall(): void;
  release(): void;
  close(): Promise<void>;
}

const ALLOWED_TYPES = new Set(['application/gpx+xml', 'application/gzip', 'application/octet-stream']);

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': '*',
};

/** The uid in an Auth emulator ID token (an unsigned JWT), or null. */
export function uidOfToken(header: string | undefined): string | null {
  const token = /^Firebase (.+)$/.exec(header ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { user_id?: unknown };
    return typeof claims.user_id === 'string' ? claims.user_id : null;
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The metadata JSON and the file bytes of a multipart/related upload body. */
function parseMultipart(
  body: Buffer,
  boundary: string,
): { metadata: Record<string, unknown>; bytes: Buffer } {
  const marker = Buffer.from(`--${boundary}`);
  const first = body.indexOf(marker);
  const second = body.indexOf(marker, first + marker.length);
  const end = body.lastIndexOf(Buffer.from(`\r\n--${boundary}--`));
  const headerEnd = (from: number) => body.indexOf('\r\n\r\n', from) + 4;
  const metaStart = headerEnd(first);
  const metadata = JSON.parse(body.subarray(metaStart, second - 2).toString('utf8')) as Record<
    string,
    unknown
  >;
  return { metadata, bytes: body.subarray(headerEnd(second), end) };
}

function send(res: ServerResponse, status: number, body: string | Buffer, type = 'application/json'): void {
  res.writeHead(status, { ...CORS, 'Content-Type': type });
  res.end(body);
}

const error = (res: ServerResponse, status: number, message: string) =>
  send(res, status, JSON.stringify({ error: { code: status, message } }));

function resource(bucket: string, name: string, object: StoredObject): string {
  const now = new Date().toISOString();
  return JSON.stringify({
    name,
    bucket,
    generation: '1',
    metageneration: '1',
    contentType: object.contentType,
    timeCreated: now,
    updated: now,
    size: String(object.bytes.length),
    downloadTokens: 'stand-in',
  });
}

export async function startStorageStandIn(): Promise<StorageStandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  let stalled = false;
  let held: { req: IncomingMessage; res: ServerResponse; body: Promise<Buffer> }[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse, body: Promise<Buffer>): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const match = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    const bucket = match?.[1] ?? '';
    const name = match?.[2] ? decodeURIComponent(match[2]) : (url.searchParams.get('name') ?? '');
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (!match) return error(res, 404, 'Not Found.');
    const uid = uidOfToken(req.headers.authorization);
    if (!uid || !name.startsWith(`users/${uid}/`)) return error(res, 403, 'Permission denied.');
    if (req.method === 'POST') {
      const boundary = /boundary=(.+)$/.exec(req.headers['content-type'] ?? '')?.[1];
      if (!boundary) return error(res, 400, 'Only multipart uploads are supported by the stand-in.');
      const { metadata, bytes } = parseMultipart(await body, boundary);
      const contentType = typeof metadata.contentType === 'string' ? metadata.contentType : '';
      if (!ALLOWED_TYPES.has(contentType)) return error(res, 403, 'Permission denied.');
      const object = { bytes: Buffer.from(bytes), contentType };
      objects.set(name, object);
      return send(res, 200, resource(bucket, name, object));
    }
    const object = objects.get(name);
    if (!object) return error(res, 404, 'Not Found.');
    if (req.method === 'GET' && url.searchParams.get('alt') === 'media')
      return send(res, 200, object.bytes, object.contentType);
    if (req.method === 'GET') return send(res, 200, resource(bucket, name, object));
    if (req.method === 'DELETE') {
      objects.delete(name);
      return send(res, 204, '');
    }
    return error(res, 405, 'Method not allowed.');
  }

  const answer = (req: IncomingMessage, res: ServerResponse, body: Promise<Buffer>) =>
    handle(req, res, body).catch((e: unknown) => error(res, 500, String(e)));
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method ?? '?'} ${req.url ?? ''}`);
    const body = readBody(req);
    if (stalled && req.method !== 'OPTIONS') held.push({ req, res, body });
    else void answer(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    objects,
    requests,
    held: () => held.length,
    stall() {
      stalled = true;
    },
    release() {
      stalled = false;
      const waiting = held;
      held = [];
      // A caller that gave up (cancelled, timed out) closed its connection: its request is dropped.
      for (const h of waiting)
        if (!h.res.destroyed && !h.req.socket.destroyed) void answer(h.req, h.res, h.body);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
