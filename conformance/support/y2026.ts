/**
 * Helpers of the 2026 conformance tests (`y2026-*.test.ts`): the clients of
 * both flavours seen through their 2026 methods, expected values built from
 * the fake service's catalogue and helpers (never from the SDK under test),
 * and readers of what the SDK produced (comic URLs, render requests).
 */
import { expect } from '@jest/globals';
import * as asyncSdk from '@screencap/async';
import type { ClientOptions, DiscoverEntry, FontProfile, Frame, Generation, NavigatorEpisode, ScreencapJson, TranscriptLine } from '@screencap/core/internal';
import {
  catalogue2026,
  type CatalogueEpisode,
  type FakeServiceHandle,
  type LoggedRequest,
  navigatorEntry,
  nearestFrame,
  type RawDiscoverEntry,
  type RawFrame,
  type RawSubtitle,
  type RenderJob,
  type RenderOverlay,
  renderUrl,
  transcriptLines,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
} from '@screencap/fake-service';
import * as syncSdk from '@screencap/sync';
import { linesShownAt } from './expectations.js';
import { TITLE } from './faults.js';
import { type AnyClient, type AnyScreencap, FAST_OPTIONS, type Flavour } from './flavours.js';
import { fetchAsBrowser } from './browser.js';

type Awaitable<T> = T | Promise<T>;

/** The title every test client is given (the fake service's show), re-exported for the 2026 tests. */
export { TITLE };

/** The fake service in 2026 mode, renders streamed 1 ms a line. */
export const MODE_2026 = { mode: '2026', renderStepMs: 1 } as const;

/** A client of either flavour with the calls of the 2026 service, as the tests see it. */
export interface Client2026 extends AnyClient {
  readonly fonts: FontProfile;
  readonly generation: Generation;
  getRandomScreencap(options?: unknown): Awaitable<AnyScreencap>;
  search(text: unknown, options?: unknown): Awaitable<Frame[]>;
  discover(options?: unknown): Awaitable<DiscoverEntry[]>;
  navigator(options?: unknown): Awaitable<NavigatorEpisode[]>;
  getTranscript(episode: unknown, timestamp: unknown, options?: unknown): Awaitable<TranscriptLine[]>;
  renderGif(target: unknown, options?: unknown, callOptions?: unknown): Awaitable<string>;
  renderMp4(target: unknown, options?: unknown, callOptions?: unknown): Awaitable<string>;
  getComicUrl(panels: unknown, options?: unknown): string;
}

type Client2026Class = new (url: string, title: string, options?: ClientOptions) => Client2026;
type Preset2026Class = new (options?: ClientOptions) => Client2026;

// Typed against the real classes, so `tsc` checks that both flavours have these methods with these results.
const CLIENT_CLASSES: Readonly<Record<Flavour['name'], Client2026Class>> = {
  async: asyncSdk.ScreencapClient,
  sync: syncSdk.ScreencapClient,
};
const PRESET_CLASSES: Readonly<Record<Flavour['name'], Readonly<Record<'Frinkiac' | 'Morbotron' | 'CapitalBeatUs', Preset2026Class>>>> = {
  async: asyncSdk,
  sync: syncSdk,
};

/** A client of `flavour` for the service at `baseUrl`: {@link FAST_OPTIONS} plus `overrides`. Close it. */
export function client2026(flavour: Flavour, baseUrl: string, overrides: ClientOptions = {}): Client2026 {
  const client = new CLIENT_CLASSES[flavour.name](baseUrl, TITLE, { ...FAST_OPTIONS, ...overrides });
  expect(client).toBeInstanceOf(flavour.ScreencapClient);
  return client;
}

/** A preset of `flavour` (constructed only: tests never send it a request). Close it. */
export function preset2026(flavour: Flavour, name: 'Frinkiac' | 'Morbotron' | 'CapitalBeatUs'): Client2026 {
  const preset = new PRESET_CLASSES[flavour.name][name]();
  expect(preset).toBeInstanceOf(flavour.presets[name]);
  return preset;
}

/** A screencap of `flavour` built from raw JSON (no request), owned by `client`. */
export function screencapFromJson(flavour: Flavour, client: AnyClient, json: ScreencapJson): AnyScreencap {
  const Screencap = flavour.ScreencapClass as unknown as new (owner: AnyClient, raw: ScreencapJson) => AnyScreencap;
  return new Screencap(client, json);
}

/** Every font of the services, as the error for an unknown one lists them (every instance takes every one). */
export const ALL_FONTS = 'impact, comicneue, jost, pacifico, akbar, fr';

// ---------------------------------------------------------------------------
// Catalogue look-ups: a 2026 service serves catalogue2026 (the classic
// episodes, then the film keyed `Movie`).

/** The catalogue entry of an episode key. */
export function entryOf(key: string): CatalogueEpisode {
  const entry = catalogue2026.episodes.find((candidate) => candidate.episode.Key === key);
  if (entry === undefined) throw new Error(`the catalogue has no episode ${key}`);
  return entry;
}

/** The catalogue frame nearest `timestamp` in `key`. */
export function nearest(key: string, timestamp: number): RawFrame {
  const frame = nearestFrame(catalogue2026, key, timestamp);
  if (frame === undefined) throw new Error(`no frame near ${timestamp} in ${key}`);
  return frame;
}

/** The catalogue frames of `key` within `[from, to]`, in time order. */
export function framesWithin(key: string, from: number, to: number): RawFrame[] {
  return entryOf(key).frames.filter((frame) => frame.Timestamp >= from && frame.Timestamp <= to);
}

/** The first and last frame timestamps of the default window (3000 ms before, 4000 after) around a frame. */
export function defaultWindow(key: string, timestamp: number): { start: number; end: number } {
  const frames = framesWithin(key, timestamp - 3000, timestamp + 4000);
  const first = frames[0];
  const last = frames.at(-1);
  if (first === undefined || last === undefined) throw new Error(`no frames around ${key} ${timestamp}`);
  return { start: first.Timestamp, end: last.Timestamp };
}

/** The catalogue line with exactly this text. */
export function lineWithContent(content: string): RawSubtitle {
  const line = catalogue2026.subtitles.find((candidate) => candidate.Content === content);
  if (line === undefined) throw new Error(`the catalogue has no line ${JSON.stringify(content)}`);
  return line;
}

// ---------------------------------------------------------------------------
// Expected results (compare with toEqual)

/** A 2026 search result as a `Frame`: the representative frame of `line`, with `content` and `title` (its raw JSON also carries the video size). */
export function expectedSearchFrame(line: RawSubtitle, baseUrl: string): Record<string, unknown> {
  const frame = nearest(line.Episode, line.RepresentativeTimestamp);
  const title = entryOf(line.Episode).episode.Title;
  return {
    json: { Id: frame.Id, Episode: frame.Episode, Timestamp: frame.Timestamp, Content: line.Content, Title: title, VideoWidth: VIDEO_WIDTH, VideoHeight: VIDEO_HEIGHT },
    id: frame.Id,
    key: frame.Episode,
    timestamp: frame.Timestamp,
    imageUrl: `${baseUrl}img/${frame.Episode}/${frame.Timestamp}.jpg`,
    content: line.Content,
    title,
  };
}

/** What `discover()` must give for one raw entry of the service. */
export function expectedDiscoverEntry(raw: RawDiscoverEntry, baseUrl: string): Record<string, unknown> {
  return {
    key: raw.Episode,
    timestamp: raw.Timestamp,
    content: raw.Content,
    title: raw.Title,
    imageUrl: `${baseUrl}img/${raw.Episode}/${raw.Timestamp}.jpg`,
    json: raw,
  };
}

/** What `navigator()` must give for one catalogue episode. */
export function expectedNavigatorEpisode(entry: CatalogueEpisode): Record<string, unknown> {
  const raw = navigatorEntry(entry);
  return {
    key: raw.Key,
    season: raw.Season,
    episode: raw.EpisodeNumber,
    title: raw.Title,
    airDate: raw.OriginalAirDate,
    frames: raw.Frames,
    json: raw,
  };
}

/** What `getTranscript(key, timestamp)` must give. */
export function expectedTranscript(key: string, timestamp: number): Record<string, unknown>[] {
  return transcriptLines(entryOf(key), timestamp).map((line) => ({
    id: line.Id,
    key: line.Episode,
    startTimestamp: line.StartTimestamp,
    endTimestamp: line.EndTimestamp,
    content: line.Content,
    json: line,
  }));
}

// ---------------------------------------------------------------------------
// Renders

/** A render overlay as the service takes it: the SDK's defaults (white, 50/97, centred), spanning `duration` ms. */
export function overlay(text: string, duration: number, style: Partial<Omit<RenderOverlay, 'text' | 'start' | 'end'>> = {}): RenderOverlay {
  return {
    text,
    font: 'impact',
    size: 0,
    color: [255, 255, 255, 255],
    x: 50,
    y: 97,
    text_align: 'c',
    all_caps: false,
    ...style,
    start: 0,
    end: duration,
  };
}

/** A render overlay as the service takes it (the SDK's default style), shown from `start` to `end` ms of the clip. */
export function timedOverlay(text: string, start: number, end: number, style: Partial<Omit<RenderOverlay, 'text' | 'start' | 'end'>> = {}): RenderOverlay {
  return { ...overlay(text, 0, style), start, end };
}

/** The options of a client that speaks the 2026 generation (a loopback host defaults to classic). */
export const GENERATION_2026 = { generation: '2026' } as const;

/**
 * The job a 2026 render of the screencap at (`key`, `timestamp`) must send
 * with no caption, written from the catalogue: the window `ts - before` to
 * `ts + after` around the service's frame, clamped to the episode's first and
 * last frame, and one overlay per subtitle line of the screencap (the lines
 * shown at its frame) that overlaps the window, timed relative to its start
 * and clamped to it.
 */
export function screencapRenderJob(key: string, timestamp: number, before = 3000, after = 4000): RenderJob {
  const frame = nearest(key, timestamp);
  const frames = entryOf(key).frames;
  const first = frames[0]?.Timestamp ?? 0;
  const last = frames.at(-1)?.Timestamp ?? 0;
  const end = Math.min(frame.Timestamp + after, last);
  const start = Math.min(Math.max(frame.Timestamp - before, first), end);
  const overlays = linesShownAt(key, frame.Timestamp)
    .filter((line) => line.StartTimestamp <= end && line.EndTimestamp >= start)
    .map((line) => timedOverlay(line.Content, Math.max(line.StartTimestamp, start) - start, Math.min(line.EndTimestamp, end) - start));
  return renderJob(key, start, end, overlays);
}

/** A render job as the service takes it (`check_only` false). */
export function renderJob(episode: string, start: number, end: number, overlays: readonly RenderOverlay[] = []): RenderJob {
  return { episode, start, end, check_only: false, overlays };
}

/** The absolute URL of a job's clip, from the fake service's own helper. */
export function expectedRenderUrl(format: 'gif' | 'mp4', job: RenderJob, baseUrl: string): string {
  return new URL(renderUrl(format, job), baseUrl).href;
}

/** A rendered clip's URL: `<base>video/<key>/<28 characters>.<format>`. */
export function renderUrlPattern(baseUrl: string, key: string, format: 'gif' | 'mp4'): RegExp {
  return new RegExp(`^${escapeRegExp(baseUrl)}video/${key}/[A-Za-z0-9_=-]{28}\\.${format}$`);
}

/** The render endpoint name of a format. */
export function renderEndpoint(format: 'gif' | 'mp4'): 'render-gif' | 'render-mp4' {
  return format === 'gif' ? 'render-gif' : 'render-mp4';
}

/** The render request URL of a format. */
export function renderRequestUrl(baseUrl: string, format: 'gif' | 'mp4'): string {
  return format === 'gif' ? `${baseUrl}api/render/gif/stream` : `${baseUrl}api/render/mp4`;
}

/** The log as `[method, path, query]` triples. */
export function requestLines(log: readonly LoggedRequest[]): [string, string, string][] {
  return log.map((request) => [request.method, request.path, request.query]);
}

/** The logged render requests of one endpoint: status and body. */
export async function renderRequests(fake: FakeServiceHandle, endpoint: 'render-gif' | 'render-mp4'): Promise<{ status: number | null; render: unknown }[]> {
  return (await fake.requests()).filter((request) => request.endpoint === endpoint).map((request) => ({ status: request.status, render: request.render }));
}

/**
 * For a render with `probe: true`: queues `fault` for the request that
 * streams, not for the `check_only` request before it (both go to the same
 * endpoint): a harmless one-use delay of 0 ms takes the first request. (A
 * render without `probe` sends the stream request only.)
 */
export async function faultOnStream(fake: FakeServiceHandle, endpoint: 'render-gif' | 'render-mp4', fault: Record<string, unknown>): Promise<void> {
  await fake.injectFault({ endpoint, kind: 'delay', delayMs: 0 });
  await fake.injectFault({ endpoint, ...fault } as Parameters<FakeServiceHandle['injectFault']>[0]);
}

// ---------------------------------------------------------------------------
// Comics

/** A comic URL taken apart: before the query, the query keys, the decoded payload text and panels, the layout. */
export interface ComicUrlParts {
  readonly withoutQuery: string;
  readonly queryKeys: readonly string[];
  /** The JSON text the `b64` payload decodes to. */
  readonly text: string;
  readonly panels: unknown;
  readonly layout: string | null;
}

const URL_SAFE_BASE64 = /^[A-Za-z0-9_-]*={0,2}$/;

/** Takes a comic URL apart and decodes its payload (Buffer's base64url decoder). */
export function comicUrlParts(url: string): ComicUrlParts {
  const parsed = new URL(url);
  const b64 = parsed.searchParams.get('b64');
  if (b64 === null) throw new Error(`no b64 in ${url}`);
  expect(b64).toMatch(URL_SAFE_BASE64);
  const text = Buffer.from(b64, 'base64url').toString('utf8');
  const questionMark = url.indexOf('?');
  return {
    withoutQuery: questionMark < 0 ? url : url.slice(0, questionMark),
    queryKeys: [...parsed.searchParams.keys()],
    text,
    panels: JSON.parse(text) as unknown,
    layout: parsed.searchParams.get('layout'),
  };
}

/**
 * A comic overlay as the payload carries it on an instance whose site font is
 * not known (a local one): the SDK's defaults, `f` `impact`, `s` 0, `c` white,
 * `u` 0; `x` 50, `y` 97, `a` `c`, `b` 0 and `d` 0 are the site's defaults, so
 * they are left out unless `style` gives them.
 */
export function comicOverlay(text: string, style: Record<string, unknown> = {}): Record<string, unknown> {
  return { t: text, f: 'impact', s: 0, c: 'ffffffff', u: 0, ...style };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * GETs a comic URL from the fake service (the log cleared first): it must
 * answer 200 with a JPEG; returns the service's log entry of that request.
 */
export async function comicServed(fake: () => FakeServiceHandle, url: string): Promise<LoggedRequest> {
  await fake().clearRequests();
  const response = await fetchAsBrowser(url);
  const body = Buffer.from(await response.arrayBuffer());
  expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  expect(body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  const log = await fake().requests();
  expect(log.map((request) => [request.method, request.endpoint, request.status])).toEqual([['GET', 'comic', 200]]);
  return log[0]!;
}
