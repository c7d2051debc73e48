/**
 * Helpers of the links-and-media conformance tests: the clients of both
 * flavours seen through `unfurl`, `download`, `get` and `withOptions`, typed
 * against the real classes (so `tsc` checks both flavours have them).
 */
import { expect } from '@jest/globals';
import * as asyncSdk from '@screencap/async';
import type { ClientOptions, DownloadedMedia, JsonValue, ParsedScreencapUrl } from '@screencap/core/internal';
import * as syncSdk from '@screencap/sync';
import { TITLE } from './faults.js';
import { type AnyScreencap, FAST_OPTIONS, type Flavour } from './flavours.js';
import type { Client2026 } from './y2026.js';

type Awaitable<T> = T | Promise<T>;

/** What `unfurl` gives, in either flavour. */
export interface AnyUnfurled {
  readonly parsed: ParsedScreencapUrl;
  readonly screencap: AnyScreencap | undefined;
  readonly link: string;
  readonly moved: boolean;
}

/** A client of either flavour with the links-and-media calls. */
export interface LinksClient extends Client2026 {
  unfurl(url: string, options?: unknown): Awaitable<AnyUnfurled | undefined>;
  download(url: string, options?: { maxBytes?: number; timeout?: number }): Awaitable<DownloadedMedia>;
  get(path: string, options?: { query?: Record<string, string | number>; timeout?: number }): Awaitable<JsonValue>;
  withOptions(options: ClientOptions): LinksClient;
}

type LinksClientClass = new (url: string, title: string, options?: ClientOptions) => LinksClient;

const CLIENT_CLASSES: Readonly<Record<Flavour['name'], LinksClientClass>> = {
  async: asyncSdk.ScreencapClient,
  sync: syncSdk.ScreencapClient,
};

/** A client of `flavour` for the service at `baseUrl`: fast options plus `overrides`. Close it. */
export function linksClient(flavour: Flavour, baseUrl: string, overrides: ClientOptions = {}): LinksClient {
  const client = new CLIENT_CLASSES[flavour.name](baseUrl, TITLE, { ...FAST_OPTIONS, ...overrides });
  expect(client).toBeInstanceOf(flavour.ScreencapClient);
  return client;
}

/** The first bytes of a file, as text: `GIF89a`, or the JPEG marker `ffd8ff` in hex. */
export function magicOf(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xd8) return 'jpeg';
  return new TextDecoder().decode(data.subarray(0, 6));
}
