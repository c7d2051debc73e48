import { takeGraphemes } from '../caption/graphemes.js';
import { assertEpisodeKey } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import { normalizeBaseUrl } from '../urls/base-url.js';

/** The most characters of a token: a Discord button's `custom_id`. */
export const MAX_TOKEN_LENGTH = 100;

/** What a token names. */
export type TokenKind = 'hit' | 'match' | 'screencap';

/** A screencap's token: its episode and frame. */
export interface ScreencapTokenData {
  readonly kind: 'screencap';
  readonly key: string;
  readonly timestamp: number;
}

/** A hit's token: its frame, how many hits it merged, and the quote (its first words when the whole does not fit). */
export interface HitTokenData {
  readonly kind: 'hit';
  readonly key: string;
  readonly timestamp: number;
  readonly duplicates: number;
  readonly quote: string;
}

/**
 * A match's token: its screencap's frame, the range of its lines (the first
 * line's start to the last line's end, unclamped; the match's own range when
 * it has no line), how many lines, and the quote (cut as a hit's).
 */
export interface MatchTokenData {
  readonly kind: 'match';
  readonly key: string;
  readonly timestamp: number;
  readonly start: number;
  readonly end: number;
  readonly lineCount: number;
  readonly quote: string;
}

/** What a token carries. */
export type TokenData = ScreencapTokenData | HitTokenData | MatchTokenData;

const PREFIX: Readonly<Record<TokenKind, string>> = { hit: 'h', match: 'm', screencap: 's' };
const KINDS: Readonly<Record<string, TokenKind>> = { h: 'hit', m: 'match', s: 'screencap' };
// How many numbers come before the strings, by kind (the last is the key's length in base64url characters).
const NUMBER_COUNT: Readonly<Record<TokenKind, number>> = { hit: 3, match: 5, screencap: 2 };
const INSTANCE_LENGTH = 7;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;
const NUMBER_SHAPE = /^(?:0|[1-9a-z][0-9a-z]*)$/;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function base64Url(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * Seven base-36 characters naming the instance (FNV-1a of its normalized
 * base URL): a token of another instance is refused before any request, so
 * a token pasted from elsewhere never sends a request anywhere.
 */
export function instanceTag(baseUrl: string): string {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(normalizeBaseUrl(baseUrl))) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(INSTANCE_LENGTH, '0');
}

function numbersOf(data: TokenData, keyLength: number): number[] {
  if (data.kind === 'screencap') return [data.timestamp, keyLength];
  if (data.kind === 'hit') return [data.timestamp, data.duplicates, keyLength];
  return [data.timestamp, data.start, data.end, data.lineCount, keyLength];
}

// The quote's first words (then first characters) whose encoding fits in `room` characters.
function fittingQuote(quote: string, room: number): string {
  if (base64Url(quote).length <= room) return quote;
  const words = quote.trim().split(/\s+/u);
  while (words.length > 1) {
    words.pop();
    const text = words.join(' ');
    if (base64Url(text).length <= room) return text;
  }
  const characters = takeGraphemes(words[0] ?? '');
  while (characters.length > 0 && base64Url(characters.join('')).length > room) characters.pop();
  return characters.join('');
}

/**
 * A token of `data` for the instance at `baseUrl`: URL-safe (`A-Z a-z 0-9 - _`),
 * at most 100 characters. A quote that does not fit is cut to its first words.
 * @throws {RangeError} when the episode key alone leaves no room within 100 characters.
 */
export function encodeToken(baseUrl: string, data: TokenData): string {
  const key = base64Url(data.key);
  const head = `${PREFIX[data.kind]}${instanceTag(baseUrl)}${numbersOf(data, key.length).map((value) => value.toString(36)).join('_')}_${key}`;
  if (head.length > MAX_TOKEN_LENGTH) {
    throw new RangeError(`the episode key ${describeValue(data.key)} is too long for a token of at most ${MAX_TOKEN_LENGTH} characters`);
  }
  if (data.kind === 'screencap') return head;
  return `${head}${base64Url(fittingQuote(data.quote, MAX_TOKEN_LENGTH - head.length))}`;
}

function malformed(token: unknown, why: string): TypeError {
  return new TypeError(`not a token of this client: ${why}, got ${describeValue(token)}`);
}

/**
 * Reads a token made by `encodeToken` for the instance at `baseUrl`.
 * @throws {TypeError} for anything else: not a string, a character outside
 *   `A-Z a-z 0-9 - _`, over 100 characters, a token of another instance, or
 *   fields that do not read back to the same token.
 */
export function decodeToken(baseUrl: string, token: unknown): TokenData {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) {
    throw malformed(token, `a token is a string of at most ${MAX_TOKEN_LENGTH} characters A-Z a-z 0-9 - _`);
  }
  const kind = KINDS[token[0] ?? ''];
  if (kind === undefined) throw malformed(token, 'unknown kind');
  if (token.slice(1, 1 + INSTANCE_LENGTH) !== instanceTag(baseUrl)) {
    throw malformed(token, `made for another instance than ${normalizeBaseUrl(baseUrl)}`);
  }
  const rest = token.slice(1 + INSTANCE_LENGTH).split('_');
  const count = NUMBER_COUNT[kind];
  const numbers = rest.slice(0, count).map((field) => (NUMBER_SHAPE.test(field) ? Number.parseInt(field, 36) : Number.NaN));
  if (numbers.length < count || numbers.some((value) => !Number.isSafeInteger(value))) throw malformed(token, 'bad numbers');
  const strings = rest.slice(count).join('_');
  const keyLength = numbers[count - 1] ?? 0;
  const key = fromBase64Url(strings.slice(0, keyLength));
  const quote = fromBase64Url(strings.slice(keyLength));
  if (key === undefined || quote === undefined || keyLength > strings.length) throw malformed(token, 'bad text');
  try {
    assertEpisodeKey(key);
  } catch {
    throw malformed(token, 'bad episode key');
  }
  const [timestamp = 0, second = 0, third = 0, fourth = 0] = numbers;
  let data: TokenData;
  if (kind === 'screencap') data = { kind, key, timestamp };
  else if (kind === 'hit') data = { kind, key, timestamp, duplicates: second, quote };
  else data = { kind, key, timestamp, start: second, end: third, lineCount: fourth, quote };
  // Only the one spelling encodeToken writes is read: no two tokens name the same thing.
  if (encodeToken(baseUrl, data) !== token) throw malformed(token, 'fields that do not read back');
  if (data.kind === 'match' && (data.end < data.start || data.lineCount > 8)) throw malformed(token, 'a bad range');
  return data;
}
