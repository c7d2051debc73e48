import { encodeCaption } from '../caption/encode-caption.js';
import { formatCaption } from '../caption/format-caption.js';
import { jsonToCaption } from '../caption/json-to-caption.js';
import { shortenCaption } from '../caption/shorten-caption.js';
import { describeValue } from '../shared/describe-value.js';
import { type ComicOptions, type ComicPanel, comicUrlOf, resolveComicPanels } from '../comics/comic-url.js';
import { resolveOverlayStyle } from '../comics/overlay.js';
import { type Generation, defaultGenerationFor, needs2026Error } from '../instances/generation.js';
import { GenerationState } from './generation-state.js';
import { type FontProfile, fontProfileFor } from '../instances/instances.js';
import type { ScreencapJson } from '../schemas/screencap.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { type EndpointUrls, endpointUrls } from '../urls/endpoints.js';
import { defaultRateLimitFor } from './default-rate-limit.js';
import { ScreencapOperations } from './operations.js';
import { type ResolvedClientOptions, resolveClientOptions } from './options.js';

// The generation state of each client, kept out of the public surface; and,
// while a flavour's withOptions builds a client, the state it may share.
const generationStates = new WeakMap<object, GenerationState>();
let inheritedState: GenerationState | undefined;

/**
 * Builds a client for `parent.withOptions(...)`: the client `make` builds
 * shares `parent`'s generation state when both are `'auto'`, so what one
 * learns of the instance, all know. (Core of both flavours' `withOptions`.)
 * @param parent - the client whose `withOptions` was called.
 * @param make - builds the new client (its constructor runs inside).
 */
export function deriveClient<Client>(parent: object, make: () => Client): Client {
  inheritedState = generationStates.get(parent);
  try {
    return make();
  } finally {
    inheritedState = undefined;
  }
}

/**
 * What both flavours' `ScreencapClient` share: the constructor's checks, the
 * instance's addresses, the resolved options, the caption helpers as static
 * members, and the operations. Not used directly.
 *
 * @typeParam Screencap - the flavour's screencap class.
 */
export abstract class BaseScreencapClient<Screencap> implements EndpointUrls {
  /** See {@link jsonToCaption}. */
  static readonly jsonToCaption = jsonToCaption;
  /** See {@link formatCaption}. */
  static readonly formatCaption = formatCaption;
  /** See {@link shortenCaption}. */
  static readonly shortenCaption = shortenCaption;
  /** See {@link encodeCaption}. */
  static readonly encodeCaption = encodeCaption;

  /** The instance's base address, normalized to end in `/`. */
  readonly url: string;
  /** The name of the show, film or skit the instance serves. */
  readonly title: string;
  /** `{url}api/random` */
  readonly randomUrl: string;
  /** `{url}api/caption` */
  readonly captionUrl: string;
  /** `{url}api/search` */
  readonly searchUrl: string;
  /** `{url}api/frames` */
  readonly framesUrl: string;
  /** `{url}api/nearby` */
  readonly nearbyUrl: string;
  /** `{url}api/episode` */
  readonly episodeUrl: string;
  /** Every option with its value, defaults filled in. */
  readonly options: ResolvedClientOptions;
  readonly #generationState: GenerationState;
  /** The instance's caption fonts (2026 service): every known font, and its default (`akbar` on Frinkiac, `fr` on Morbotron, else `impact`). */
  readonly fonts: FontProfile;
  /** The operations of this instance, built on this client. */
  protected readonly operations: ScreencapOperations<Screencap>;

  /**
   * @param url - the instance's base address, such as `https://frinkiac.com/`.
   * @param title - the name of the show, film or skit.
   * @param options - the client options; unknown keys are refused.
   * @param flavourKeys - option keys the flavour handles on top of the shared ones.
   * @throws {TypeError} | {RangeError} for a bad address, title or option.
   */
  protected constructor(url: string, title: string, options: unknown, flavourKeys: readonly string[] = []) {
    this.url = normalizeBaseUrl(url);
    if (typeof title !== 'string') throw new TypeError(`title must be a string, got ${describeValue(title)}`);
    this.title = title;
    const resolved = resolveClientOptions(options, flavourKeys);
    const generation = resolved.generation ?? defaultGenerationFor(this.url);
    // A client made by withOptions shares an 'auto' original's state (an explicit generation is its own).
    const inherited = inheritedState;
    inheritedState = undefined;
    this.#generationState = generation === 'auto' && inherited?.option === 'auto' ? inherited : new GenerationState(generation);
    generationStates.set(this, this.#generationState);
    this.options = Object.freeze({ ...resolved, generation, rateLimit: resolved.rateLimit ?? defaultRateLimitFor(this.url) });
    const urls = endpointUrls(this.url);
    this.randomUrl = urls.randomUrl;
    this.captionUrl = urls.captionUrl;
    this.searchUrl = urls.searchUrl;
    this.framesUrl = urls.framesUrl;
    this.nearbyUrl = urls.nearbyUrl;
    this.episodeUrl = urls.episodeUrl;
    this.fonts = fontProfileFor(this.url);
    // A bad client-wide style fails here, once, rather than at every comic and render.
    if (this.options.captionStyle !== undefined) resolveOverlayStyle(this.options.captionStyle, this.fonts, 'captionStyle');
    this.operations = new ScreencapOperations(
      this,
      (json) => this.createScreencap(json),
      this.#generationState,
      (message) => {
        this.onGenerationSwitch(message);
      },
    );
  }

  /**
   * The generation of the service this client speaks now: `'classic'` or
   * `'2026'`, never `'auto'`. The `generation` option when it names one
   * (`'2026'` by default for `frinkiac.com`, `morbotron.com` and
   * `capitalbeat.us`); for `'auto'` (the default for any other host),
   * `'classic'` until an answer of the instance shows a 2026-only sign, then
   * `'2026'` for good. Clients made by `withOptions` of an `'auto'` client
   * share what it learnt.
   * @example
   * ```ts
   * const client = new ScreencapClient('http://localhost:8080/', 'My show');
   * client.generation; // 'classic' (auto, not sure yet)
   * await client.search('hello'); // an answer with Content on its items
   * client.generation; // '2026'
   * ```
   */
  get generation(): Generation {
    return this.#generationState.current;
  }

  /**
   * Called once when an answer switches this `'auto'` client to `'2026'`,
   * with the line to log at `info`; each flavour writes it where its other
   * log lines go.
   * @param _message - the line: the instance, the sign, and that links are now 2026 ones.
   */
  protected onGenerationSwitch(_message: string): void {
    // Nothing by default: the flavours log it.
  }

  /**
   * The URL of a comic (2026 service): one captioned panel, or a strip of 2 to
   * 4 with a layout picked from the count unless given (any layout takes any
   * count). Captions are drawn in the client's `captionStyle` under each
   * panel's own style. A screencap given as a panel stands for its frame with
   * its own caption, formatted (`screencap.toComicPanel()`). No request is
   * made.
   * @throws {TypeError} when the generation in use is not `'2026'` (a
   *   `'classic'` client, or an `'auto'` one no answer has shown the 2026
   *   generation yet), before anything else: a classic instance has no
   *   `comic/img`, so the link would lead nowhere. The message names the
   *   method and the generation the client is set to.
   * @throws {TypeError} | {RangeError} for a bad panel or option, a font
   *   outside the known ones (the message lists them), or a service limit
   *   passed: 4 panels, 32 overlays a panel, 1024 bytes of text an overlay,
   *   16 bytes of episode key, 64 KiB of payload (the message names it).
   * @example
   * ```ts
   * client.getComicUrl([
   *   { frame: first, caption: 'Hi!' },
   *   { frame: second, caption: 'Bye!', style: { font: 'comicneue' } },
   *   screencap,
   * ]); // layout "1over2"
   * ```
   */
  getComicUrl(panels: ComicPanel | readonly ComicPanel[], options?: ComicOptions): string {
    // A classic instance has no comic/img: a link to it would fail only when opened.
    if (this.generation !== '2026') throw needs2026Error('getComicUrl', this.url, this.options.generation);
    return comicUrlOf(this.url, resolveComicPanels(panels, this.fonts, this.options.captionStyle), options, this.fonts);
  }

  /** Builds the flavour's screencap from a validated caption or random response. */
  protected abstract createScreencap(json: ScreencapJson): Screencap;
}
