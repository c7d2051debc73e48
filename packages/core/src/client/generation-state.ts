import { APIPageStatusError } from '../errors/api-page-status-error.js';
import type { Generation, GenerationOption } from '../instances/generation.js';
import type { HttpRequest } from '../shared/http.js';
import { pathUnderBase } from '../urls/own-url.js';

/**
 * The generation a client works as, in one place: fixed for `'classic'` and
 * `'2026'`; for `'auto'`, `'classic'` until {@link GenerationState.observe}
 * hears of a 2026-only sign in an answer, then `'2026'` for good. The
 * operations read it at each call, so links built before the switch stay
 * classic ones and links built after are 2026 ones. Clients made by
 * `withOptions` from an `'auto'` client (and still `'auto'`) share their
 * original's state: what one learns of the instance, all know.
 *
 * @example
 * ```ts
 * const state = new GenerationState('auto');
 * state.current; // 'classic'
 * state.observe(); // true: it switched
 * state.current; // '2026'
 * ```
 */
export class GenerationState {
  /** The `generation` option, resolved: `'classic'`, `'2026'` or `'auto'`. */
  readonly option: GenerationOption;
  #current: Generation;

  /** @param option - the resolved `generation` option. */
  constructor(option: GenerationOption) {
    this.option = option;
    this.#current = option === 'auto' ? 'classic' : option;
  }

  /** The generation in use: `'classic'` or `'2026'`, never `'auto'`. */
  get current(): Generation {
    return this.#current;
  }

  /** Whether the generation can still change: an `'auto'` client that has seen no 2026 sign yet. */
  get unsure(): boolean {
    return this.option === 'auto' && this.#current === 'classic';
  }

  /** Whether the client was told `'classic'`: 2026-only operations are refused before any request. */
  get fixedClassic(): boolean {
    return this.option === 'classic';
  }

  /**
   * Records that an answer showed a 2026-only sign. Only an unsure `'auto'`
   * state changes; an explicit generation never does.
   * @returns `true` when this call made the switch (once per state).
   */
  observe(): boolean {
    if (!this.unsure) return false;
    this.#current = '2026';
    return true;
  }
}

/**
 * The `info` line of a switch: the instance, the sign, and what it changes.
 * @param baseUrl - the instance's base address.
 * @param sign - the sign, in words: `top-level MinTimestamp/MaxTimestamp in its answer to api/caption`.
 */
export function generationSwitchMessage(baseUrl: string, sign: string): string {
  return `${baseUrl} runs the 2026 generation of the service (${sign}): this 'auto' client works as '2026' from now on, and the links it builds are 2026 ones (comic/img stills, rendered clips)`;
}

/** What a caption or random answer shows of the 2026 generation, in words, or `undefined` for nothing. */
export function screencapAnswerSign(json: { readonly MinTimestamp?: number | undefined; readonly MaxTimestamp?: number | undefined }, endpoint: string): string | undefined {
  return json.MinTimestamp !== undefined || json.MaxTimestamp !== undefined ? `top-level MinTimestamp/MaxTimestamp in its answer to ${endpoint}` : undefined;
}

/** What a search answer shows of the 2026 generation, in words, or `undefined` for nothing. */
export function searchAnswerSign(items: readonly { readonly Content?: string | undefined }[]): string | undefined {
  return items.some((item) => item.Content !== undefined) ? 'Content on the items of its answer to api/search' : undefined;
}

// The endpoints only the 2026 service has, and the operation each serves.
const OPERATIONS_2026: Readonly<Record<string, string>> = {
  'api/discover': 'discover',
  'api/navigator': 'navigator',
  'api/transcript': 'getTranscript',
  'api/render/gif/stream': 'renderGif',
  'api/render/mp4': 'renderMp4',
};

// The classic media links the 2026 service answers `410 Gone`.
const CLASSIC_MEDIA = /^(gif|mp4|meme)\//;

// Errors core explained as "the instance does not offer this operation", for a CLI to tell apart from "nothing found".
const notOffered = new WeakSet<object>();

/**
 * Whether `error` is the `404` of an operation only the 2026 service has, on
 * an `'auto'` client not yet sure of the generation: the instance likely does
 * not offer the operation at all (rather than having nothing for the call).
 */
export function isNotOfferedError(error: unknown): error is APIPageStatusError {
  return typeof error === 'object' && error !== null && notOffered.has(error);
}

// The path of a request under the base address (`api/discover`), or undefined for one outside it.
function pathUnder(baseUrl: string, url: string): string | undefined {
  try {
    return pathUnderBase(new URL(url), baseUrl);
  } catch {
    return undefined;
  }
}

// The same failure, its message telling what it means for the call; the original is its cause.
function withHint(error: APIPageStatusError, hint: string): APIPageStatusError {
  const explained = new APIPageStatusError({
    method: error.method,
    url: error.url,
    attempts: error.attempts,
    pageStatus: error.pageStatus,
    statusText: error.statusText,
    ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
    ...(error.location === undefined ? {} : { location: error.location }),
    headers: error.headers,
    body: error.body,
    cause: error,
  });
  explained.message = `${error.message}: ${hint}`;
  return explained;
}

/**
 * What a failed request means for the generation, said once for both
 * flavours: a `410` of a classic `gif/`, `mp4/` or `meme/` link of the
 * instance is a 2026 sign (an `'auto'` client switches, calling
 * `onSwitch` with the line to log; a `'classic'` one gets a message that
 * hints at the 2026 generation); a `404` of a 2026-only endpoint on an
 * unsure `'auto'` client says that the instance does not offer the
 * operation. The class and `pageStatus` stay; anything else comes back as is.
 * @param state - the client's generation state.
 * @param baseUrl - the instance's base address.
 * @param request - the request that failed.
 * @param error - what it failed with.
 * @param onSwitch - told the line to log when this failure switched the generation.
 */
export function explainGenerationFailure(state: GenerationState, baseUrl: string, request: HttpRequest, error: unknown, onSwitch: (message: string) => void): unknown {
  if (!(error instanceof APIPageStatusError)) return error;
  // What answered, after same-origin redirects: a gif link that redirects to a gone video/ file is no sign.
  const path = pathUnder(baseUrl, error.url);
  if (path === undefined) return error;
  if (error.pageStatus === 410 && request.method === 'GET') {
    const kind = CLASSIC_MEDIA.exec(path)?.[1];
    if (kind === undefined) return error;
    if (state.observe()) {
      onSwitch(generationSwitchMessage(baseUrl, `410 Gone to a classic ${kind}/ link`));
      return withHint(error, `${baseUrl} runs the 2026 generation of the service, where classic gif/, mp4/ and meme/ links are gone`);
    }
    if (state.fixedClassic) {
      return withHint(
        error,
        `${baseUrl} looks like it runs the 2026 generation of the service, where classic gif/, mp4/ and meme/ links are gone; this client is set to 'classic' (give it generation: '2026' or 'auto')`,
      );
    }
    return error;
  }
  if (error.pageStatus === 404 && state.unsure) {
    const operation = OPERATIONS_2026[path];
    if (operation === undefined) return error;
    const orKey = path === 'api/transcript' ? ', or it has no such episode' : '';
    const explained = withHint(
      error,
      `${baseUrl} does not offer ${operation} (${path} is an endpoint of the 2026 generation of the service, and this 'auto' client has seen no 2026 answer from the instance, which likely runs the classic one${orKey})`,
    );
    notOffered.add(explained);
    return explained;
  }
  return error;
}
