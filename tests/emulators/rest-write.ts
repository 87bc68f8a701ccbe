/**
 * A write to the Firestore emulator through its REST API, as a hostile client could send one: it
 * carries values no JavaScript SDK can write, such as an int64 over 2^53-1 (a `bigint` here; the
 * SDK writes a number above 2^53-1 as a double). Signed in as `uid` with an unsigned token, which
 * the emulator accepts (as @firebase/rules-unit-testing does). A refused write rejects with an
 * error whose message holds the server's status (PERMISSION_DENIED for the rules), so
 * assertFails() takes only a refusal by the rules, never a malformed request.
 */
import { emulatorHost, PROJECT_ID } from './emulator-env';

type Value = Record<string, unknown>;

function encode(v: unknown): Value {
  if (v === null) return { nullValue: null };
  if (typeof v === 'bigint') return { integerValue: v.toString() };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'number')
    return Number.isSafeInteger(v) && !Object.is(v, -0) ? { integerValue: String(v) } : { doubleValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(encode) } };
  if (typeof v === 'object') return { mapValue: { fields: encodeFields(v as Record<string, unknown>) } };
  throw new Error(`rest-write: cannot encode ${typeof v}`);
}

const encodeFields = (data: Record<string, unknown>): Record<string, Value> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encode(v)]));

const base64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

function token(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
  };
  return `${base64url({ alg: 'none', type: 'JWT' })}.${base64url(claims)}.`;
}

/**
 * Sets the document at `path` to `data`, with `updatedAt` set to the request time (what the app's
 * serverTimestamp() does), in one commit.
 */
export async function restSetWithRequestTime(
  uid: string,
  path: string,
  data: Record<string, unknown>,
): Promise<void> {
  const { host, port } = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token(uid)}` },
    body: JSON.stringify({
      writes: [
        {
          update: { name: `${root}/${path}`, fields: encodeFields(data) },
          updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    }),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { error?: { status?: string; message?: string } };
  throw new Error(`${response.status} ${body.error?.status ?? ''}: ${body.error?.message ?? ''}`);
}
