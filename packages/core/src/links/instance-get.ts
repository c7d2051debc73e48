import { InvalidResponseError, MAX_JSON_DEPTH } from '../errors/invalid-response-error.js';
import { describeGivenUrl } from '../errors/redact-url.js';
import { describeValue } from '../shared/describe-value.js';
import type { HttpRequest, HttpResponse } from '../shared/http.js';
import type { Operation } from '../client/operations.js';
import { answerDetails, bodyExcerptOf } from '../schemas/parse-response.js';
import { queryString } from '../urls/encoding.js';
import { checkOwnUrl } from '../urls/own-url.js';

/** A JSON value, as `client.get` hands it back. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The query of `client.get`: names and values, encoded in this order. */
export type GetQuery = Readonly<Record<string, string | number>>;

/** Options of `client.get`, besides the flavour's call options. */
export interface GetOptions {
  /**
   * Query parameters, each name and value percent-encoded, in the object's order.
   * @default none
   * @example
   * ```ts
   * client.get('api/detect-loop', { query: { episode: 'S05E01', start: 1000, end: 4000 } });
   * ```
   */
  readonly query?: GetQuery;
}

/** The keys of {@link GetOptions}, for the flavours' option checks. */
export const GET_OPTION_KEYS: readonly string[] = ['query'];

// Dot segments, also percent-encoded (`%2e`), which URL parsers fold away.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// Control characters, white space, and what would end or escape the path.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const FORBIDDEN = /[\u0000-\u0020\u007f\\?#]/;

function leaves(path: string, why: string): TypeError {
  return new TypeError(`get: path ${describeGivenUrl(path)} ${why}; give a path under the instance's base URL, such as "api/detect-loop", and the query as options.query`);
}

/**
 * The absolute URL of `client.get(path, { query })`: `<base><path>?<query>`.
 * The path is relative to the base URL (one leading `/` is allowed) and may
 * not leave it: an absolute URL, `//host`, a `.` or `..` segment (also
 * percent-encoded), a backslash, white space or a `?`/`#` in the path are
 * refused.
 * @throws {TypeError} for such a path, or a query that is not an object of strings and finite numbers.
 */
export function instanceGetUrl(baseUrl: string, path: unknown, query: unknown): string {
  if (typeof path !== 'string') throw new TypeError(`get: path must be a string such as "api/detect-loop", got ${describeValue(path)}`);
  if (SCHEME.test(path)) throw leaves(path, 'is an absolute URL');
  if (path.startsWith('//')) throw leaves(path, 'names another host (//)');
  if (FORBIDDEN.test(path)) throw leaves(path, 'holds white space, a control character, a backslash, "?" or "#"');
  const relative = path.startsWith('/') ? path.slice(1) : path;
  if (relative === '') throw leaves(path, 'is empty');
  if (relative.split('/').some((segment) => DOT_SEGMENT.test(segment))) throw leaves(path, 'holds a "." or ".." segment');
  const url = `${baseUrl}${relative}${queryString(queryPairs(query))}`;
  const check = checkOwnUrl(url, baseUrl);
  // Belt and braces: whatever the parser made of it, it must still sit under the base URL.
  if (!check.ok || !check.href.startsWith(baseUrl)) throw leaves(path, 'leaves the instance');
  return check.href;
}

function queryPairs(query: unknown): [string, string | number][] {
  if (query === undefined) return [];
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    throw new TypeError(`get: options.query must be an object of strings and numbers, got ${describeValue(query)}`);
  }
  return Object.entries(query).map(([name, value]: [string, unknown]) => {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return [name, value];
    throw new TypeError(`get: options.query.${name} must be a string or a finite number, got ${describeValue(value)}`);
  });
}

/**
 * The operation of `client.get(path, { query })`: a GET of the URL from
 * {@link instanceGetUrl}, whose answer must be JSON (any JSON value).
 * @throws {TypeError} as {@link instanceGetUrl} does, before any request.
 */
export function instanceGet(baseUrl: string, path: unknown, query: unknown): Operation<JsonValue> {
  const request: HttpRequest = { method: 'GET', url: instanceGetUrl(baseUrl, path, query), expect: 'json' };
  return { request, parse: (response) => parseAnyJson(request, response) };
}

function parseAnyJson(request: HttpRequest, response: HttpResponse): JsonValue {
  const details = { ...answerDetails(request, response), bodyExcerpt: bodyExcerptOf(response.body) };
  if (response.body.trim() === '') throw new InvalidResponseError({ ...details, reason: 'empty' });
  let json: JsonValue;
  try {
    json = JSON.parse(response.body) as JsonValue;
  } catch (cause) {
    throw new InvalidResponseError({ ...details, reason: 'not-json', cause });
  }
  // Parsing is not recursive, but much of what a caller does next is (a copy, a
  // log line, a comparison): an answer nested deeper than that could be handed
  // back and then fail far from here.
  if (nestsDeeperThan(json, MAX_JSON_DEPTH)) throw new InvalidResponseError({ ...details, reason: 'too-deep' });
  return json;
}

/** Whether the arrays and objects of `json` nest more than `limit` levels (`[]` is one), found without recursion. */
function nestsDeeperThan(json: JsonValue, limit: number): boolean {
  const pending: (readonly [JsonValue, number])[] = [[json, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return false;
}
