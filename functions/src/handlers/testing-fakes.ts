/** In-memory stand-ins for the Admin SDK behind the handler ports (tests only). */
import type { AccountDataPort } from './delete-account-data';
import type { AccountAgePort, RateDecision, RateLimitPort, RateState } from './rate-limit';
import type { HeatIndexPort, LiveTrack } from './rebuild-heat-index';

export class FakeBackend implements AccountDataPort, HeatIndexPort, RateLimitPort, AccountAgePort {
  /** Rate-limit state by `${uid}/${name}`. */
  readonly rates = new Map<string, RateState>();
  readonly documents = new Map<string, Record<string, unknown>>();
  readonly files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  failFiles = false;
  /** Account creation times by uid; an account not listed here is old (created at 0). */
  readonly createdMs = new Map<string, number | undefined>();

  accountCreatedMs(uid: string): Promise<number | undefined> {
    return Promise.resolve(this.createdMs.has(uid) ? this.createdMs.get(uid) : 0);
  }

  deleteDocumentTree(path: string): Promise<number> {
    const doomed = [...this.documents.keys()].filter((p) => p === path || p.startsWith(`${path}/`));
    for (const p of doomed) this.documents.delete(p);
    return Promise.resolve(doomed.length);
  }

  revokeSharedPages(uid: string): Promise<number> {
    const prefix = `users/${uid}/shares/`;
    const ids = [...this.documents.keys()]
      .filter((p) => p.startsWith(prefix))
      .map((p) => p.slice(prefix.length));
    for (const id of ids) this.documents.set(`shares/${id}`, { v: 1, revoked: true });
    return Promise.resolve(ids.length);
  }

  deleteFiles(prefix: string): Promise<number> {
    if (this.failFiles) return Promise.reject(new Error('storage is down'));
    const doomed = [...this.files.keys()].filter((p) => p.startsWith(prefix));
    for (const p of doomed) this.files.delete(p);
    return Promise.resolve(doomed.length);
  }

  /** Calls of listLiveTracks with their limit. */
  readonly listLimits: number[] = [];

  listLiveTracks(uid: string, limit: number): Promise<LiveTrack[]> {
    this.listLimits.push(limit);
    const prefix = `users/${uid}/tracks/`;
    const live = [...this.documents.entries()].filter(
      ([p, d]) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/') && d.deleted === false,
    );
    return Promise.resolve(
      live.slice(0, limit).map(([, d]) => ({
        id: String(d.id),
        statsVersion: Number(d.statsVersion),
        part: d.part ?? null,
        fileName: typeof d.fileName === 'string' ? d.fileName : '',
      })),
    );
  }

  readFile(path: string, maxBytes: number): Promise<Uint8Array | undefined> {
    const bytes = this.files.get(path)?.bytes;
    if (bytes && bytes.byteLength > maxBytes)
      return Promise.reject(new Error(`the file is larger than ${maxBytes} bytes: not read`));
    return Promise.resolve(bytes);
  }

  writeFile(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.files.set(path, { bytes, contentType });
    return Promise.resolve();
  }

  takeRate(uid: string, name: string, decide: (previous: RateState | undefined) => RateDecision) {
    const key = `${uid}/${name}`;
    const decision = decide(this.rates.get(key));
    if (decision.allowed) this.rates.set(key, decision.next);
    return Promise.resolve(decision);
  }
}
