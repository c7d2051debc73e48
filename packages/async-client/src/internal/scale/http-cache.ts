import type { HttpRequest, HttpResponse } from '@screencap/core/internal';
import CachePolicy from 'http-cache-semantics';
import type { KeyValueStore } from './redis-fallback.js';

// Bumped when the stored shape changes, so old entries read as misses.
const KEY_PREFIX = 'screencap:http:v1:';

interface StoredAnswer {
  readonly policy: CachePolicy.CachePolicyObject;
  readonly response: { readonly url: string; readonly finalUrl: string; readonly contentType: string; readonly body: string };
}

// An entry comes from a store anyone may write to (a shared Redis): its
// shape is checked before it is trusted, and a bad one reads as a miss.
function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { policy, response } = value as Record<string, unknown>;
  if (typeof policy !== 'object' || policy === null || typeof response !== 'object' || response === null) return false;
  return ['url', 'finalUrl', 'contentType', 'body'].every((key) => typeof (response as Record<string, unknown>)[key] === 'string');
}

/**
 * GET answers cached as RFC 9111 allows a private cache, the rules being
 * http-cache-semantics': an answer is stored only when its headers allow it
 * (the service marks searches `public, max-age=1800`), and served only while
 * fresh for a request like the one that stored it (`Vary` included). A stale
 * entry is a miss: the client asks the service again. What comes out is
 * still parsed and validated by the operation, as an answer from the network.
 */
export class HttpCache {
  readonly #keyv: KeyValueStore;
  readonly #headers: Readonly<Record<string, string>>;

  /**
   * @param keyv - where entries live (memory, Redis, any Keyv store).
   * @param requestHeaders - the headers every request carries (for `Vary`).
   */
  constructor(keyv: KeyValueStore, requestHeaders: Readonly<Record<string, string>>) {
    this.#keyv = keyv;
    this.#headers = requestHeaders;
  }

  #policyRequest(request: HttpRequest): CachePolicy.Request {
    return { url: request.url, method: request.method, headers: { ...this.#headers, host: new URL(request.url).host } };
  }

  /** The fresh cached answer to `request`, or `undefined`. */
  async get(request: HttpRequest): Promise<HttpResponse | undefined> {
    const stored: unknown = await this.#keyv.get(KEY_PREFIX + request.url);
    if (!isStoredAnswer(stored)) return undefined;
    let policy: CachePolicy;
    try {
      policy = CachePolicy.fromObject(stored.policy);
    } catch {
      return undefined;
    }
    if (!policy.satisfiesWithoutRevalidation(this.#policyRequest(request))) return undefined;
    const headers = Object.fromEntries(Object.entries(policy.responseHeaders()).map(([name, value]) => [name, String(value)]));
    return { ...stored.response, url: request.url, status: 200, attempts: 0, headers };
  }

  /** Stores a 200 answer when its headers allow it, for as long as they do. Done (also in Redis) before it resolves. */
  async put(request: HttpRequest, response: HttpResponse): Promise<void> {
    if (response.status !== 200) return;
    const policy = new CachePolicy(this.#policyRequest(request), { status: 200, headers: { ...response.headers } }, { shared: false });
    const ttl = policy.timeToLive();
    if (!policy.storable() || ttl <= 0) return;
    const entry: StoredAnswer = {
      policy: policy.toObject(),
      response: { url: response.url, finalUrl: response.finalUrl, contentType: response.contentType, body: response.body },
    };
    await this.#keyv.set(KEY_PREFIX + request.url, entry, ttl);
  }
}
