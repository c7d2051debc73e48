import type { HttpRequest, HttpResponse } from '@screencap/core/internal';
import type { KeyValueStore } from './redis-fallback.js';

// Bumped when the stored shape changes.
const KEY_PREFIX = 'screencap:render:v1:';
// How long a rendered URL is remembered: the service's own keeping of videos is not known, so not for ever.
const MEMO_TTL_MS = 24 * 60 * 60 * 1000;
const RENDER_PATH = /\/api\/render\/(?:gif\/stream|mp4)$/;

interface RenderRequest {
  /** The key of the job: the endpoint and the body, `check_only` left out. */
  readonly key: string;
  /** Whether the request only asks if the render exists. */
  readonly checkOnly: boolean;
}

// A 2026 render request (`POST api/render/...` with a JSON array of jobs), or undefined for anything else.
function renderRequestOf(request: HttpRequest): RenderRequest | undefined {
  if (request.method !== 'POST' || request.body === undefined || !RENDER_PATH.test(new URL(request.url).pathname)) return undefined;
  let jobs: unknown;
  try {
    jobs = JSON.parse(request.body);
  } catch {
    return undefined;
  }
  if (!Array.isArray(jobs) || jobs.length !== 1 || typeof jobs[0] !== 'object' || jobs[0] === null) return undefined;
  const { check_only: checkOnly, ...job } = jobs[0] as Record<string, unknown>;
  return { key: `${request.url} ${JSON.stringify(job)}`, checkOnly: checkOnly === true };
}

// The URL a successful render answer names, or undefined (a failure, a cache miss, something unreadable).
function resultUrlOf(body: string): string | undefined {
  let url: string | undefined;
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return undefined;
    }
    if (typeof json !== 'object' || json === null) return undefined;
    const fields = json as { error?: unknown; url?: unknown; cached?: unknown };
    if (fields.error !== undefined || fields.cached === false) return undefined;
    if (typeof fields.url === 'string' && fields.url.trim() !== '') url = fields.url;
  }
  return url;
}

/**
 * Renders memoized by their request body: the service gives the same URL for
 * the same job, so once a render (or a `check_only` probe that found it) has
 * named its URL, the same job is answered from here as the service would
 * answer a cached render, and the operation parses that as usual.
 */
export class RenderMemo {
  readonly #keyv: KeyValueStore;

  constructor(keyv: KeyValueStore) {
    this.#keyv = keyv;
  }

  /** Whether `request` is a render this memo deals with. */
  static handles(request: HttpRequest): boolean {
    return renderRequestOf(request) !== undefined;
  }

  /** The remembered answer to a render request, shaped as the service's, or `undefined`. */
  async get(request: HttpRequest): Promise<HttpResponse | undefined> {
    const render = renderRequestOf(request);
    if (!render) return undefined;
    const url: unknown = await this.#keyv.get(KEY_PREFIX + render.key);
    if (typeof url !== 'string') return undefined;
    const body = render.checkOnly ? JSON.stringify({ cached: true, url }) : `${JSON.stringify({ url })}\n`;
    const contentType = render.checkOnly ? 'application/json' : 'application/x-ndjson';
    return { url: request.url, finalUrl: request.url, status: 200, contentType, body, attempts: 0, headers: {} };
  }

  /** Remembers the URL a successful render answer names. Done (also in Redis) before it resolves. */
  async put(request: HttpRequest, response: HttpResponse): Promise<void> {
    const render = renderRequestOf(request);
    const url = render && response.status === 200 ? resultUrlOf(response.body) : undefined;
    if (render && url !== undefined) await this.#keyv.set(KEY_PREFIX + render.key, url, MEMO_TTL_MS);
  }
}
