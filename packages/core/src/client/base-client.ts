import { encodeCaption } from '../caption/encode-caption.js';
import { formatCaption } from '../caption/format-caption.js';
import { jsonToCaption } from '../caption/json-to-caption.js';
import { shortenCaption } from '../caption/shorten-caption.js';
import { describeValue } from '../shared/describe-value.js';
import { type ComicOptions, type ComicPanel, comicUrlOf, resolveComicPanels } from '../comics/comic-url.js';
import { resolveOverlayStyle } from '../comics/overlay.js';
import { type Generation, defaultGenerationFor } from '../instances/generation.js';
import { type FontProfile, fontProfileFor } from '../instances/instances.js';
import type { ScreencapJson } from '../schemas/screencap.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { type EndpointUrls, endpointUrls } from '../urls/endpoints.js';
import { defaultRateLimitFor } from './default-rate-limit.js';
import { ScreencapOperations } from './operations.js';
import { type ResolvedClientOptions, resolveClientOptions } from './options.js';

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
  /**
   * The generation of the service this client speaks: the `generation`
   * option, else `'2026'` for the live instances' hosts and `'classic'` for
   * any other.
   */
  readonly generation: Generation;
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
    this.generation = resolved.generation ?? defaultGenerationFor(this.url);
    this.options = Object.freeze({ ...resolved, generation: this.generation, rateLimit: resolved.rateLimit ?? defaultRateLimitFor(this.url) });
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
    this.operations = new ScreencapOperations(this, (json) => this.createScreencap(json), this.generation);
  }

  /**
   * The URL of a comic (2026 service): one captioned panel, or a strip of 2 to
   * 4 with a layout picked from the count unless given (any layout takes any
   * count). Captions are drawn in the client's `captionStyle` under each
   * panel's own style. A screencap given as a panel stands for its frame with
   * its own caption, formatted (`screencap.toComicPanel()`). No request is
   * made; the URL is built on either generation (a classic instance has no
   * `comic/img`: the method is asked for by name).
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
    return comicUrlOf(this.url, resolveComicPanels(panels, this.fonts, this.options.captionStyle), options, this.fonts);
  }

  /** Builds the flavour's screencap from a validated caption or random response. */
  protected abstract createScreencap(json: ScreencapJson): Screencap;
}
