import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { z } from 'zod';

import type { HttpRequest, HttpResponse } from '../../src/shared/http.js';
import { InvalidResponseError } from '../../src/errors/invalid-response-error.js';
import type { SchemaName } from '../../src/schemas/build-schemas.js';
import { type Acceptor, compileAcceptor } from '../../src/schemas/fast-validator.js';
import { ACCEPTORS } from '../../src/schemas/generated/acceptors.js';
import { responseSchemas } from '../../src/schemas/load-schemas.js';
import { parseJsonResponse } from '../../src/schemas/parse-response.js';
import { caption2026, classicCaption, episodeView, framesWindow, searchResults2026, zeroedEpisodeView } from '../support/payloads.js';

const SCHEMAS: readonly (readonly [string, SchemaName])[] = [
  ['frame list (search, frames, nearby)', 'frameListJsonSchema'],
  ['caption / random answer', 'screencapJsonSchema'],
  ['2026 nearby caption answer', 'nearbyCaptionJsonSchema'],
  ['episode view', 'episodeViewJsonSchema'],
  ['discover', 'discoverJsonSchema'],
  ['navigator', 'navigatorJsonSchema'],
  ['transcript', 'transcriptJsonSchema'],
  ['render check', 'renderCheckJsonSchema'],
  ['render progress line (a union)', 'renderLineJsonSchema'],
  ['frame', 'frameJsonSchema'],
  ['episode', 'episodeJsonSchema'],
  ['subtitle', 'subtitleJsonSchema'],
  ['episode key', 'episodeKeySchema'],
  ['episode key or empty', 'episodeKeyOrEmptySchema'],
];

// The zod schema of a name: the one zod reads an answer with.
const schemaOf = (name: SchemaName): z.ZodType => responseSchemas()[name];

// The two ways to the same predicates: compiled from the schema at run time,
// and generated ahead of time (generated/acceptors.ts), which the SDK uses.
const ACCEPTOR_KINDS: readonly (readonly [string, (name: SchemaName) => Acceptor])[] = [
  ['compiled at run time', (name) => compileAcceptor(schemaOf(name))!],
  ['generated', (name) => ACCEPTORS[name]],
];

// Values that sit on the edges of the rules: wrong types, NaN and the
// infinities, unsafe and negative integers, fractions, empty and dot keys, lone surrogates.
const edge = fc.constantFrom<unknown>(
  undefined, null, true, false, 0, -0, -1, 1.5, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), Number.NaN, Infinity, -Infinity,
  '', '.', '..', '\uD800', 'S\uDC00', 'S05E01', 'a/b', '42', [], {}, [1], { Id: 1 },
);
const junk = fc.oneof(edge, fc.jsonValue({ maxDepth: 2 }));

interface Node {
  readonly def: {
    readonly type: string;
    readonly checks?: readonly unknown[];
    readonly shape?: Record<string, { _zod: Node }>;
    readonly element?: { _zod: Node };
    readonly innerType?: { _zod: Node };
    readonly options?: readonly { _zod: Node }[];
  };
  readonly traits: ReadonlySet<string>;
}

// Mostly valid values of a schema, read from the schema's definition, with a
// rare wrong value at any node and a rare missing, extra or `__proto__` key
// in any object, so that both outcomes are common.
function valuesOf(node: Node): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 60, arbitrary: validOf(node) }, { weight: 1, arbitrary: junk });
}

function validOf(node: Node): fc.Arbitrary<unknown> {
  const def = node.def;
  switch (def.type) {
    case 'string':
      return def.checks?.length
        ? fc.oneof({ weight: 15, arbitrary: fc.constantFrom('S05E01', 'S10E02', 'Ép 1', 'a%2Fb') }, fc.string({ unit: 'binary', maxLength: 3 }), edge)
        : fc.string({ maxLength: 6 });
    case 'number':
      return fc.oneof({ weight: 60, arbitrary: fc.integer({ min: 0, max: 4_000_000 }) }, fc.double(), fc.integer(), edge);
    case 'boolean':
      return fc.boolean();
    case 'unknown':
      return fc.jsonValue({ maxDepth: 1 });
    case 'optional':
      return fc.oneof(fc.constant(undefined), valuesOf(def.innerType!._zod));
    case 'array':
      return fc.array(valuesOf(def.element!._zod), { maxLength: 4 });
    case 'union':
      return fc.oneof(...def.options!.map((option) => valuesOf(option._zod)));
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, valuesOf(field._zod)]));
      const keys = Object.keys(shape);
      return fc
        .tuple(
          fc.record(shape),
          fc.oneof({ weight: 8, arbitrary: fc.constant<string[]>([]) }, fc.subarray(keys, { minLength: 1, maxLength: 1 })),
          fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, fc.dictionary(fc.constantFrom('Extra', 'VideoWidth', 'constructor'), junk, { maxKeys: 2 })),
          fc.oneof({ weight: 20, arbitrary: fc.constant(false) }, fc.constant(true)),
        )
        .map(([record, missing, extra, proto]) => {
          const value: Record<string, unknown> = Object.fromEntries(Object.entries({ ...record, ...extra }).filter(([key]) => !missing.includes(key)));
          // JSON.parse makes `__proto__` an own key, as an object literal would not.
          if (proto) Object.defineProperty(value, '__proto__', { value: { Id: 1 }, enumerable: true, configurable: true, writable: true });
          return value;
        });
    }
    default:
      throw new Error(`no values for a ${def.type} schema`);
  }
}

// Whether zod's output has the input's own keys, all the way down. It does
// not where zod copied an object with an own `__proto__` key (it drops that
// key; the fast check refuses such an object, so zod reads it), and it does
// wherever zod handed back the input itself (an `unknown` value).
function sameKeys(input: unknown, output: unknown): boolean {
  if (input === output) return true;
  if (typeof input !== 'object' || input === null || typeof output !== 'object' || output === null) return Object.is(input, output);
  const keys = Object.keys(input);
  if (keys.length !== Object.keys(output).length) return false;
  return keys.every((key) => Object.hasOwn(output, key) && sameKeys((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key]));
}

const nodeOf = (schema: z.ZodType): Node => (schema as unknown as { _zod: Node })._zod;

const REQUEST: HttpRequest = { method: 'GET', url: 'http://127.0.0.1:1/api/x', expect: 'json' };
const responseOf = (body: string): HttpResponse => ({ url: REQUEST.url, finalUrl: REQUEST.url, status: 200, contentType: 'application/json', body, attempts: 1 });

// What parseJsonResponse did before the fast check: zod alone.
function zodOutcome(schema: z.ZodType, json: unknown): { data: unknown } | { issues: unknown } {
  const result = schema.safeParse(json);
  if (result.success) return { data: result.data };
  return { issues: result.error.issues.slice(0, 10).map((issue) => ({ path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), message: issue.message })) };
}

function parseOutcome(schema: SchemaName, body: string): { data: unknown } | { issues: unknown } {
  try {
    return { data: parseJsonResponse(REQUEST, responseOf(body), schema) };
  } catch (error) {
    if (!(error instanceof InvalidResponseError)) throw error;
    return { issues: error.issues };
  }
}

describe('compileAcceptor: the fast check compiles every response schema', () => {
  it.each(SCHEMAS)('compiles the %s schema', (_label, name) => {
    expect(compileAcceptor(schemaOf(name))).toBeInstanceOf(Function);
  });
});

describe.each(ACCEPTOR_KINDS)('the fast check, %s, accepts exactly what zod accepts', (_kind, acceptorOf) => {
  it.each(SCHEMAS)('%s: same verdict as safeParse on many values, and the value is what zod gives', (_label, name) => {
    const schema = schemaOf(name);
    const acceptor = acceptorOf(name);
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(valuesOf(nodeOf(schema)), (value) => {
        const result = schema.safeParse(value);
        const fast = result.success && sameKeys(value, result.data);
        expect(acceptor(value)).toBe(fast);
        if (fast) {
          accepted += 1;
          expect(value).toEqual(result.data);
        } else {
          refused += 1;
        }
      }),
      { numRuns: 600 },
    );
    // Both outcomes were tried many times: the comparison is not one-sided.
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });

  const frame = { Id: 1, Episode: 'S05E01', Timestamp: 0 };
  it.each<[string, SchemaName, unknown]>([
    ['a classic caption answer', 'screencapJsonSchema', classicCaption()],
    ['a 2026 caption answer', 'screencapJsonSchema', caption2026()],
    ['2026 search results', 'frameListJsonSchema', searchResults2026()],
    ['a frames window', 'frameListJsonSchema', framesWindow()],
    ['an episode view', 'episodeViewJsonSchema', episodeView()],
    ['the zeroed episode of an unknown key', 'episodeViewJsonSchema', zeroedEpisodeView()],
    ['an empty list', 'frameListJsonSchema', []],
    ['a frame with extra keys', 'frameJsonSchema', { ...frame, Extra: [1, { a: null }] }],
    ['a frame with the largest safe integers', 'frameJsonSchema', { Id: -(2 ** 53 - 1), Episode: '\u{1F600}', Timestamp: 2 ** 53 - 1 }],
    ['a render line with a url', 'renderLineJsonSchema', { url: 'video/x.gif' }],
    ['a render line with progress', 'renderLineJsonSchema', { progress: 0.5 }],
  ])('accepts %s, as zod does', (_label, name, value) => {
    expect(schemaOf(name).safeParse(value).success).toBe(true);
    expect(acceptorOf(name)(value)).toBe(true);
  });

  it.each<[string, SchemaName, unknown]>([
    ['an Id that is a fraction', 'frameJsonSchema', { ...frame, Id: 1.5 }],
    ['an Id beyond the safe integers', 'frameJsonSchema', { ...frame, Id: 2 ** 53 }],
    ['a negative Timestamp', 'frameJsonSchema', { ...frame, Timestamp: -1 }],
    ['a Timestamp as a string', 'frameJsonSchema', { ...frame, Timestamp: '0' }],
    ['a NaN Timestamp', 'frameJsonSchema', { ...frame, Timestamp: Number.NaN }],
    ['an empty episode key', 'frameJsonSchema', { ...frame, Episode: '' }],
    ['a dot-segment episode key', 'frameJsonSchema', { ...frame, Episode: '..' }],
    ['a key with a lone surrogate', 'frameJsonSchema', { ...frame, Episode: 'S\uD800' }],
    ['an Episode object', 'frameJsonSchema', { ...frame, Episode: { Key: 'S05E01' } }],
    ['a missing Id', 'frameJsonSchema', { Episode: 'S05E01', Timestamp: 0 }],
    ['Content as a number', 'frameJsonSchema', { ...frame, Content: 1 }],
    ['an array for a frame', 'frameJsonSchema', [frame]],
    ['null in a frame list', 'frameListJsonSchema', [frame, null]],
    ['an object for a frame list', 'frameListJsonSchema', { 0: frame }],
    ['a caption answer without Frame', 'screencapJsonSchema', { ...classicCaption(), Frame: undefined }],
    ['a caption answer with Nearby null', 'screencapJsonSchema', { ...classicCaption(), Nearby: null }],
    ['a nearby caption answer without Nearby', 'nearbyCaptionJsonSchema', { Frame: frame }],
    ['a render line with none of its keys', 'renderLineJsonSchema', { done: true }],
    ['a render check without cached', 'renderCheckJsonSchema', { url: 'x' }],
  ])('refuses %s, as zod does', (_label, name, value) => {
    expect(schemaOf(name).safeParse(value).success).toBe(false);
    expect(acceptorOf(name)(value)).toBe(false);
  });

  it('refuses an own __proto__ key, which zod accepts and drops', () => {
    const body = '{"Id":1,"Episode":"S05E01","Timestamp":0,"__proto__":{"Id":2}}';
    expect(schemaOf('frameJsonSchema').safeParse(JSON.parse(body)).success).toBe(true);
    expect(acceptorOf('frameJsonSchema')(JSON.parse(body))).toBe(false);
  });
});

describe('parseJsonResponse: the same answers as zod alone', () => {
  it.each(SCHEMAS)('%s: parseJsonResponse gives the same data, or the same issues, as zod alone', (_label, name) => {
    const schema = schemaOf(name);
    fc.assert(
      fc.property(valuesOf(nodeOf(schema)), (value) => {
        const body = (JSON.stringify(value) as string | undefined) ?? '';
        const json: unknown = body === '' ? undefined : JSON.parse(body);
        if (json === undefined) return;
        expect(parseOutcome(name, body)).toEqual(zodOutcome(schema, json));
      }),
      { numRuns: 300 },
    );
  });

  it('has zod read an answer with an own __proto__ key: its copy drops that key', () => {
    const body = '{"Id":1,"Episode":"S05E01","Timestamp":0,"__proto__":{"Id":2}}';
    const parsed = parseJsonResponse(REQUEST, responseOf(body), 'frameJsonSchema');
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false);
    expect(parsed).toEqual({ Id: 1, Episode: 'S05E01', Timestamp: 0 });
  });
});

describe('compileAcceptor on schemas it cannot compile', () => {
  it.each<[string, z.ZodType]>([
    ['a plain object (zod strips its unknown keys)', z.object({ a: z.string() })],
    ['a strict object', z.strictObject({ a: z.string() })],
    ['a transform', z.string().transform((text) => text.length)],
    ['a default', z.looseObject({ a: z.string().default('x') })],
  ])('leaves %s to zod alone', (_name, schema) => {
    expect(compileAcceptor(schema)).toBeUndefined();
  });
});
