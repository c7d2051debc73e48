import { APIPageStatusError } from '../errors/api-page-status-error.js';
import type { Generation } from '../instances/generation.js';
import type { Frame } from '../models/frame.js';
import type { Operation, ScreencapOperations } from '../client/operations.js';
import type { RenderFormat } from '../render/render-job.js';
import type { RenderRange } from '../render/plan-render.js';
import type { Flow } from '../shared/flow.js';
import { pathSegment } from '../urls/encoding.js';
import { type LinkRoute, type ParsedScreencapUrl, readScreencapUrl } from './parse-screencap-url.js';

/** What `client.unfurl(url)` gives for a link of the client's instance. */
export interface UnfurledLink<Screencap> {
  /** What the link points at (`parseScreencapUrl` under the client's base URL). */
  readonly parsed: ParsedScreencapUrl;
  /**
   * The screencap of the linked frame (a clip's start, a comic's first
   * panel); `undefined` for a `video` link. When the instance has no frame
   * there any more, the nearest frame of that episode (then `moved` is `true`).
   */
  readonly screencap: Screencap | undefined;
  /**
   * A link to the same content that works on the client's generation: a
   * classic `meme/` becomes a `comic/img` with the same caption on a 2026
   * client; a classic `gif/`/`mp4/` is rendered there (one request); a
   * frame link whose frame moved points at the new frame; anything else is
   * the link as given.
   */
  readonly link: string;
  /** Whether the linked frame no longer exists and `screencap` is the nearest frame of its episode. */
  readonly moved: boolean;
}

/**
 * How far either side of a vanished frame `unfurl` looks for the nearest one
 * of its episode, in ms: one frames request of this window.
 */
export const MOVED_FRAME_WINDOW = 30_000;

/** What {@link unfurlSteps} needs of a client. @internal */
export interface UnfurlSource<Screencap> {
  readonly url: string;
  /** Read once the screencap is fetched: its answer may have switched an `'auto'` client to `'2026'`. */
  readonly generation: Generation;
  readonly operations: ScreencapOperations<Screencap>;
  /** Sends one request with the call's options: the flavour's effect of its result. */
  send(operation: Operation<unknown>): unknown;
  /** Renders a clip with the call's options: the flavour's effect of its URL. */
  render(format: RenderFormat, range: RenderRange, caption: string | undefined): unknown;
}

// The frame a link shows, or undefined for a video.
function linkedFrame(parsed: ParsedScreencapUrl): { key: string; timestamp: number } | undefined {
  switch (parsed.kind) {
    case 'frame':
      return { key: parsed.key, timestamp: parsed.timestamp };
    case 'clip':
      return { key: parsed.key, timestamp: parsed.start };
    case 'comic':
      return parsed.panels[0] === undefined ? undefined : { key: parsed.panels[0].key, timestamp: parsed.panels[0].timestamp };
    case 'video':
      return undefined;
  }
}

function nearestOf(frames: readonly Frame[], timestamp: number): Frame | undefined {
  let best: Frame | undefined;
  for (const candidate of frames) {
    if (best === undefined || Math.abs(candidate.timestamp - timestamp) < Math.abs(best.timestamp - timestamp)) best = candidate;
  }
  return best;
}

// A frame link rebuilt on the frame that replaced the linked one.
function movedFrameLink(base: string, route: LinkRoute, frame: Frame, caption: string | undefined): string | undefined {
  const at = `${pathSegment(frame.key)}/${frame.timestamp}`;
  switch (route) {
    case 'caption':
    case 'episode':
    case 'comicmaker':
      return `${base}${route}/${at}`;
    case 'img':
      return frame.imageUrl;
    case 'medium':
      return `${base}img/${at}/medium.jpg`;
    case 'meme':
      return frame.getMemeUrl(caption);
    default:
      return undefined;
  }
}

/**
 * The steps of `client.unfurl(url)`, as a flow the flavour drives: it
 * yields each request to make (through `source`; the driver sends back the
 * result, or throws its error in) and returns the unfurled link, or `undefined` for
 * a link that is not of the client's instance. Written once for both
 * flavours: the async one awaits each step, the sync one blocks on it.
 * @internal
 */
export function* unfurlSteps<Screencap extends { readonly frame: Frame }>(
  source: UnfurlSource<Screencap>,
  url: unknown,
): Flow<UnfurledLink<Screencap> | undefined> {
  const read = readScreencapUrl(url, source.url);
  if (read === undefined) return undefined;
  const { parsed, route } = read;
  const given = (url as string).trim();
  const target = linkedFrame(parsed);
  let screencap: Screencap | undefined;
  let moved = false;
  if (target !== undefined) {
    try {
      const linked = source.operations.screencap({ episode: target.key, timestamp: target.timestamp });
      screencap = (yield () => source.send(linked)) as Screencap;
    } catch (error) {
      if (!(error instanceof APIPageStatusError) || error.pageStatus !== 404) throw error;
      const window = source.operations.frames(target.key, target.timestamp, Math.min(target.timestamp, MOVED_FRAME_WINDOW), MOVED_FRAME_WINDOW);
      const nearest = nearestOf((yield () => source.send(window)) as Frame[], target.timestamp);
      // No frame of that episode near there either: the link is dead, and the 404 says so.
      if (nearest === undefined) throw error;
      const replacement = source.operations.screencap({ episode: nearest.key, timestamp: nearest.timestamp });
      screencap = (yield () => source.send(replacement)) as Screencap;
      moved = true;
    }
  }
  const caption = parsed.kind === 'frame' || parsed.kind === 'clip' ? parsed.caption : undefined;
  let link = given;
  if (source.generation === '2026' && parsed.kind === 'clip' && (route === 'gif' || route === 'mp4')) {
    const { format } = parsed;
    const range = { key: parsed.key, start: parsed.start, end: parsed.end };
    link = (yield () => source.render(format, range, caption)) as string;
  } else if (screencap !== undefined && (moved || (route === 'meme' && source.generation === '2026'))) {
    link = movedFrameLink(parsed.base, route, screencap.frame, caption ?? '') ?? given;
  }
  return { parsed, screencap, link, moved };
}
