/**
 * Helpers of the quote tests (quotes.test.ts): clients of both flavours seen
 * through `findQuotes`/`findQuote`, and expected values from the fake
 * service's catalogue (never from the SDK under test).
 */
import { expect } from '@jest/globals';
import * as asyncSdk from '@screencap/async';
import type { ClientOptions, Generation, QuoteHit, QuoteLine } from '@screencap/core/internal';
import { catalogueFor, findEpisode, nearestFrame, type RawSubtitle, type ServiceMode } from '@screencap/fake-service';
import * as syncSdk from '@screencap/sync';
import { TITLE } from './faults.js';
import { type AnyClient, type AnyScreencap, FAST_OPTIONS, type Flavour } from './flavours.js';

type Awaitable<T> = T | Promise<T>;

/** A quote match of either flavour. */
export interface AnyQuoteMatch {
  readonly screencap: AnyScreencap;
  readonly quote: string;
  readonly lines: readonly QuoteLine[];
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly score: number;
  getGifUrl(options?: unknown, callOptions?: unknown): Awaitable<string>;
  getMp4Url(options?: unknown, callOptions?: unknown): Awaitable<string>;
  getComicUrl(options?: unknown): string;
  getComicStripUrl(options?: unknown): string;
  getComicEditorUrl(): string;
}

/** A client of either flavour with the quote calls. */
export interface QuoteClient extends AnyClient {
  readonly generation: Generation;
  findQuotes(quote: unknown, options?: unknown): Awaitable<QuoteHit[]>;
  findQuote(quote: unknown, options?: unknown): Awaitable<AnyQuoteMatch>;
  renderGif(target: unknown, options?: unknown, callOptions?: unknown): Awaitable<string>;
}

type QuoteClientClass = new (url: string, title: string, options?: ClientOptions) => QuoteClient;

// Typed against the real classes, so `tsc` checks that both flavours have these methods with these results.
const CLIENT_CLASSES: Readonly<Record<Flavour['name'], QuoteClientClass>> = {
  async: asyncSdk.ScreencapClient,
  sync: syncSdk.ScreencapClient,
};

/** The flavour's quote match class. */
export const QUOTE_MATCH_CLASSES: Readonly<Record<Flavour['name'], abstract new (...args: never[]) => AnyQuoteMatch>> = {
  async: asyncSdk.QuoteMatch,
  sync: syncSdk.QuoteMatch,
};

/** A client of `flavour` for the fake at `baseUrl`, of the fake's generation. Close it. */
export function quoteClient(flavour: Flavour, baseUrl: string, generation: ServiceMode, overrides: ClientOptions = {}): QuoteClient {
  const client = new CLIENT_CLASSES[flavour.name](baseUrl, TITLE, { ...FAST_OPTIONS, generation, ...overrides });
  expect(client).toBeInstanceOf(flavour.ScreencapClient);
  return client;
}

/** The catalogue line with exactly this content, in the catalogue of `mode`. */
export function quoteLine(mode: ServiceMode, content: string): RawSubtitle {
  const line = catalogueFor(mode).subtitles.find((candidate) => candidate.Content === content);
  if (line === undefined) throw new Error(`no line ${JSON.stringify(content)}`);
  return line;
}

/** Where a search finds a line: the frame nearest its representative timestamp. */
export function hitPlace(mode: ServiceMode, content: string): { key: string; timestamp: number } {
  const line = quoteLine(mode, content);
  const frame = nearestFrame(catalogueFor(mode), line.Episode, line.RepresentativeTimestamp);
  if (frame === undefined) throw new Error(`no frame for ${JSON.stringify(content)}`);
  return { key: frame.Episode, timestamp: frame.Timestamp };
}

/** A line of a match, as the catalogue has it. */
export function expectedLine(mode: ServiceMode, content: string): QuoteLine {
  const line = quoteLine(mode, content);
  return { text: line.Content, start: line.StartTimestamp, end: line.EndTimestamp };
}

/** The episode's last frame, where 2026 answers put `MaxTimestamp`. */
export function lastFrameOf(mode: ServiceMode, key: string): number {
  const entry = findEpisode(catalogueFor(mode), key);
  if (entry === undefined) throw new Error(`no ${key}`);
  return entry.frames.at(-1)!.Timestamp;
}
