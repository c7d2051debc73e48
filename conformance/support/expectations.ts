/**
 * Expected values for the conformance suite, built from the fake service's
 * catalogue (never from the SDK under test), and small helpers to read what
 * the SDK produced (media URLs, the request log, thrown errors).
 */
import { expect } from '@jest/globals';
import {
  catalogue,
  nearestFrame,
  type CatalogueEpisode,
  type FakeServiceHandle,
  type LoggedRequest,
  type RawFrame,
  type RawSubtitle,
} from '@screencap/fake-service';
import type { Flavour } from './flavours.js';

/** The catalogue entry of an episode key (throws for a key the catalogue lacks). */
export function episodeOf(key: string): CatalogueEpisode {
  const entry = catalogue.episodes.find((candidate) => candidate.episode.Key === key);
  if (entry === undefined) throw new Error(`the catalogue has no episode ${key}`);
  return entry;
}

/** The catalogue frame nearest `timestamp` in episode `key`: the frame the service answers with. */
export function frameAt(key: string, timestamp: number): RawFrame {
  const frame = nearestFrame(catalogue, key, timestamp);
  if (frame === undefined) throw new Error(`no frame near ${timestamp} in ${key}`);
  return frame;
}

/** The catalogue's subtitle line with exactly this text. */
export function lineWithContent(content: string): RawSubtitle {
  const line = catalogue.subtitles.find((candidate) => candidate.Content === content);
  if (line === undefined) throw new Error(`the catalogue has no line ${JSON.stringify(content)}`);
  return line;
}

/** The frame that stands for a subtitle line in search results. */
export function frameOfLine(content: string): RawFrame {
  const line = lineWithContent(content);
  return frameAt(line.Episode, line.RepresentativeTimestamp);
}

/** The subtitle lines of `key` shown at `timestamp` (their span includes it), in catalogue order. */
export function linesShownAt(key: string, timestamp: number): RawSubtitle[] {
  return episodeOf(key).subtitles.filter((line) => line.StartTimestamp <= timestamp && timestamp <= line.EndTimestamp);
}

/** The subtitle lines of `key` whose span overlaps `[start, end]`. */
export function linesOverlapping(key: string, start: number, end: number): RawSubtitle[] {
  return episodeOf(key).subtitles.filter((line) => line.StartTimestamp <= end && line.EndTimestamp >= start);
}

/** The catalogue frames of `key` with a timestamp in `[from, to]`, in time order. */
export function framesBetween(key: string, from: number, to: number): RawFrame[] {
  return episodeOf(key).frames.filter((frame) => frame.Timestamp >= from && frame.Timestamp <= to);
}

/** Position of a frame in its episode. */
export function indexOfFrame(frame: RawFrame): number {
  const index = episodeOf(frame.Episode).frames.findIndex((candidate) => candidate.Id === frame.Id);
  if (index < 0) throw new Error(`frame ${frame.Id} is not in the catalogue`);
  return index;
}

/** The fields a `Frame` of the SDK must have for a raw catalogue frame (compare with `toEqual`). */
export function expectedFrame(raw: RawFrame, baseUrl: string): Record<string, unknown> {
  return {
    json: { Id: raw.Id, Episode: raw.Episode, Timestamp: raw.Timestamp },
    id: raw.Id,
    key: raw.Episode,
    timestamp: raw.Timestamp,
    imageUrl: `${baseUrl}img/${raw.Episode}/${raw.Timestamp}.jpg`,
  };
}

/** Episode metadata as a Screencap must present it, written out by hand (stray `\n` cleaned, unicode kept). */
export interface ScreencapMetadata {
  readonly id: number;
  readonly season: number;
  readonly episode: number;
  readonly title: string;
  readonly director: string;
  readonly writer: string;
  readonly airDate: string;
  readonly wikiUrl: string;
}

/** The metadata of every catalogue episode, as Screencap fields. */
export const SCREENCAP_METADATA: Readonly<Record<string, ScreencapMetadata>> = {
  S01E01: {
    id: 101,
    season: 1,
    episode: 1,
    title: 'The Flaky Test',
    director: 'Ada Pixelworth',
    writer: 'Bram Quillfeather',
    airDate: '9-Jan-00',
    wikiUrl: 'https://testingtons.example/wiki/The_Flaky_Test',
  },
  S01E02: {
    id: 102,
    season: 1,
    episode: 2,
    title: 'Café Ünïcode: 東京の夜 🌃',
    director: 'José Müller-Ørsted 🎬',
    writer: '山田 花子 & Zoë Ångström',
    airDate: '16-Jan-00',
    wikiUrl: 'https://testingtons.example/wiki/Caf%C3%A9_%C3%9Cn%C3%AFcode',
  },
  // Raw: Title "", Director "Sam Stray\n", Writer "\nPat Newline", OriginalAirDate "", WikiLink "".
  S01E03: {
    id: 103,
    season: 1,
    episode: 3,
    title: '',
    director: 'Sam Stray',
    writer: 'Pat Newline',
    airDate: '',
    wikiUrl: '',
  },
  S02E01: {
    id: 201,
    season: 2,
    episode: 1,
    title: 'The Very Long Goodbye (Extended Cut)',
    director: 'Ada Pixelworth',
    writer: 'Bram Quillfeather & Ottoline Vex',
    airDate: '3-Sep-01',
    wikiUrl: 'https://testingtons.example/wiki/The_Very_Long_Goodbye',
  },
};

/**
 * The interface fields of the screencap the service answers for `(key,
 * timestamp)`: the nearest catalogue frame, the metadata of
 * {@link SCREENCAP_METADATA}, the caption by the rule of `jsonToCaption`
 * (contents of the lines shown at the frame, joined with single spaces,
 * trimmed), and the URL templates.
 */
export function expectedScreencapFields(key: string, timestamp: number, baseUrl: string): Record<string, unknown> {
  const metadata = SCREENCAP_METADATA[key];
  if (metadata === undefined) throw new Error(`no metadata written for ${key}`);
  const frame = frameAt(key, timestamp);
  return {
    ...metadata,
    key: frame.Episode,
    timestamp: frame.Timestamp,
    caption: linesShownAt(key, frame.Timestamp)
      .map((line) => line.Content)
      .join(' ')
      .trim(),
    gifUrl: `${baseUrl}gif/{key}/{start}/{end}.gif?b64lines={caption}`,
    mp4Url: `${baseUrl}mp4/{key}/{start}/{end}.mp4?b64lines={caption}`,
  };
}

/** A media URL taken apart: everything before `?`, the raw `b64lines` value and the caption it decodes to. */
export interface MediaUrlParts {
  /** The URL without its query, e.g. `http://127.0.0.1:1234/gif/S01E01/100/200.gif`. */
  readonly withoutQuery: string;
  /** The query parameter names, in order. */
  readonly queryKeys: readonly string[];
  /** `b64lines` after query decoding, or `null` when absent. */
  readonly b64lines: string | null;
  /** The caption `b64lines` decodes to (Buffer's base64url decoder), or `null` when absent. */
  readonly caption: string | null;
}

const URL_SAFE_BASE64 = /^[A-Za-z0-9_-]*={0,2}$/;

/** Takes a meme, gif or mp4 URL apart and decodes its caption. */
export function mediaUrlParts(url: string): MediaUrlParts {
  const parsed = new URL(url);
  const b64lines = parsed.searchParams.get('b64lines');
  if (b64lines !== null) {
    // The URL-safe alphabet with `=` padding, nothing else (typescript-api.md, encodeCaption).
    expect(b64lines).toMatch(URL_SAFE_BASE64);
    expect(b64lines.length % 4).toBe(0);
  }
  const questionMark = url.indexOf('?');
  return {
    withoutQuery: questionMark < 0 ? url : url.slice(0, questionMark),
    queryKeys: [...parsed.searchParams.keys()],
    b64lines,
    caption: b64lines === null ? null : Buffer.from(b64lines, 'base64url').toString('utf8'),
  };
}

/** The request log of the fake service. */
export function requestLog(fake: () => FakeServiceHandle): Promise<LoggedRequest[]> {
  return fake().requests();
}

/** Asserts that no request reached the fake service since the last reset or clear. */
export async function expectNoRequest(fake: () => FakeServiceHandle): Promise<void> {
  const requests = await fake().requests();
  expect(requests.map((request) => `${request.method} ${request.path}?${request.query}`)).toEqual([]);
}

/**
 * What an I/O call failed with, in its flavour's way: the async flavour must
 * return a rejected promise (a synchronous throw fails the test), the sync
 * flavour must throw synchronously (`flavour.call` checks both). Fails the
 * test when the call succeeded.
 */
export async function callFailure(flavour: Flavour, invoke: () => unknown): Promise<unknown> {
  let pending: Promise<unknown>;
  try {
    pending = flavour.call(invoke);
  } catch (error) {
    throw new Error(`the ${flavour.name} flavour threw synchronously instead of returning a rejected promise: ${String(error)}`, {
      cause: error,
    });
  }
  return pending.then(
    () => {
      throw new Error(`expected the ${flavour.name} call to fail, but it succeeded`);
    },
    (error: unknown) => error,
  );
}

/** What a synchronous call threw; fails the test when it returned. */
export function thrownBy(invoke: () => unknown): unknown {
  try {
    invoke();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw, but it returned');
}

/** Whether a value could be awaited (has a callable `then`). */
export function isThenable(value: unknown): boolean {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * An error's `toJSON()` without what differs between two answers of the same
 * fault given a moment apart: the `Date` header an `APIPageStatusError` carries.
 */
export function errorJsonWithoutClock(error: { toJSON(): Record<string, unknown> }): Record<string, unknown> {
  const json = error.toJSON();
  const headers = json.headers as Record<string, string> | undefined;
  if (headers === undefined) return json;
  const { date: _date, ...rest } = headers;
  return { ...json, headers: rest };
}

/** An error's own fields, its `headers` without `Date` (see {@link errorJsonWithoutClock}). */
export function errorFieldsWithoutClock(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(error));
  const headers = fields.headers as Record<string, string> | undefined;
  if (headers === undefined) return fields;
  const { date: _date, ...rest } = headers;
  return { ...fields, headers: rest };
}

/**
 * What the sync flavour adds to a timeout waiting for the response of an
 * instance on this machine (a server in the caller's own thread could never
 * answer a blocked call); nothing in the async flavour.
 */
export function sameThreadHint(flavour: Flavour): string {
  return flavour.name === 'sync'
    ? '; a server started in this thread (startFakeService() in the same program, say) cannot answer a sync call, which blocks the thread until its answer; run it in another process, as startFakeServiceProcess() of @screencap/fake-service does'
    : '';
}
