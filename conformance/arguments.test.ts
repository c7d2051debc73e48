/**
 * Every argument check of every operation and constructor, for both flavours:
 * the error class, a message naming the argument and the value, and no
 * request reaching the service. I/O methods fail as their flavour does: a
 * rejected promise in async, a synchronous throw in sync.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { landmarks } from '@screencap/fake-service';
import { useFakeService } from './support/fake-service.js';
import { callFailure, expectNoRequest, thrownBy } from './support/expectations.js';
import { ASYNC, type AnyClient, type AnyScreencap, FLAVOURS, SYNC } from './support/flavours.js';
import { TITLE } from './support/faults.js';

const fake = useFakeService({ mode: 'classic' });

type ErrorKind = 'TypeError' | 'RangeError';
const ERROR_CLASSES: Record<ErrorKind, typeof TypeError | typeof RangeError> = { TypeError, RangeError };

/** One bad call: what it is, how to make it, the error class and a pattern its message must match. */
interface BadCall<Context> {
  readonly label: string;
  readonly invoke: (context: Context) => unknown;
  readonly kind: ErrorKind;
  /** Must name the argument and the value received. */
  readonly message: RegExp;
}

function bad<Context>(label: string, invoke: (context: Context) => unknown, kind: ErrorKind, message: RegExp): BadCall<Context> {
  return { label, invoke, kind, message };
}

function expectError(error: unknown, kind: ErrorKind, message: RegExp): void {
  expect(error).toBeInstanceOf(ERROR_CLASSES[kind]);
  expect((error as Error).name).toBe(kind);
  expect((error as Error).message).toMatch(message);
}

// --- constructor ----------------------------------------------------------

type ConstructorArgs = readonly [url: unknown, title?: unknown, options?: unknown];

const CONSTRUCTOR_CASES: readonly BadCall<(...args: ConstructorArgs) => unknown>[] = [
  bad('url 42', (make) => make(42, TITLE), 'TypeError', /url.*42/),
  bad('url undefined', (make) => make(undefined, TITLE), 'TypeError', /url.*undefined/),
  bad('url ""', (make) => make('', TITLE), 'TypeError', /url.*""/),
  bad('url "not a url"', (make) => make('not a url', TITLE), 'TypeError', /url.*"not a url"/),
  bad('url "ftp://frinkiac.com/"', (make) => make('ftp://frinkiac.com/', TITLE), 'TypeError', /url.*"ftp:\/\/frinkiac\.com\/"/),
  // Named without the query or fragment: a key may ride there.
  bad('url with a query', (make) => make('https://frinkiac.com/?q=1', TITLE), 'RangeError', /^url .*query.*, got "https:\/\/frinkiac\.com\/\?…"$/),
  bad('url with a fragment', (make) => make('https://frinkiac.com/#top', TITLE), 'RangeError', /^url .*fragment.*, got "https:\/\/frinkiac\.com\/#…"$/),
  // Named without its user-info: the password must not reach a log.
  bad('url with credentials', (make) => make('https://user:secret@frinkiac.com/', TITLE), 'RangeError', /^url .*credentials, got "https:\/\/frinkiac\.com\/"$/),
  bad('title 42', (make) => make('https://frinkiac.com/', 42), 'TypeError', /title.*42/),
  bad('title undefined', (make) => make('https://frinkiac.com/'), 'TypeError', /title.*undefined/),
  bad('title null', (make) => make('https://frinkiac.com/', null), 'TypeError', /title.*null/),
  bad('options "fast"', (make) => make('https://frinkiac.com/', TITLE, 'fast'), 'TypeError', /options.*"fast"/),
  bad('options null', (make) => make('https://frinkiac.com/', TITLE, null), 'TypeError', /options.*null/),
  bad('options []', (make) => make('https://frinkiac.com/', TITLE, []), 'TypeError', /options.*array/),
  bad('unknown option "timout"', (make) => make('https://frinkiac.com/', TITLE, { timout: 5 }), 'TypeError', /"timout"/),
  bad('unknown option "retries"', (make) => make('https://frinkiac.com/', TITLE, { retries: 1 }), 'TypeError', /"retries"/),
  bad('timeout 0', (make) => make('https://frinkiac.com/', TITLE, { timeout: 0 }), 'RangeError', /timeout.*\b0\b/),
  bad('timeout -1', (make) => make('https://frinkiac.com/', TITLE, { timeout: -1 }), 'RangeError', /timeout.*-1/),
  bad('timeout NaN', (make) => make('https://frinkiac.com/', TITLE, { timeout: NaN }), 'RangeError', /timeout.*NaN/),
  bad('timeout Infinity', (make) => make('https://frinkiac.com/', TITLE, { timeout: Infinity }), 'RangeError', /timeout.*Infinity/),
  bad('timeout "15"', (make) => make('https://frinkiac.com/', TITLE, { timeout: '15' }), 'TypeError', /timeout.*"15"/),
  bad('attemptTimeout 0', (make) => make('https://frinkiac.com/', TITLE, { attemptTimeout: 0 }), 'RangeError', /attemptTimeout.*\b0\b/),
  bad('maxRetries -1', (make) => make('https://frinkiac.com/', TITLE, { maxRetries: -1 }), 'RangeError', /maxRetries.*-1/),
  bad('maxRetries 1.5', (make) => make('https://frinkiac.com/', TITLE, { maxRetries: 1.5 }), 'RangeError', /maxRetries.*1\.5/),
  bad('maxRetries "2"', (make) => make('https://frinkiac.com/', TITLE, { maxRetries: '2' }), 'TypeError', /maxRetries.*"2"/),
  bad('maxRetryDelay 0', (make) => make('https://frinkiac.com/', TITLE, { maxRetryDelay: 0 }), 'RangeError', /maxRetryDelay.*\b0\b/),
  bad('maxResponseBytes 0', (make) => make('https://frinkiac.com/', TITLE, { maxResponseBytes: 0 }), 'RangeError', /maxResponseBytes.*\b0\b/),
  bad('maxResponseBytes 1.5', (make) => make('https://frinkiac.com/', TITLE, { maxResponseBytes: 1.5 }), 'RangeError', /maxResponseBytes.*1\.5/),
  bad('userAgent 42', (make) => make('https://frinkiac.com/', TITLE, { userAgent: 42 }), 'TypeError', /userAgent.*42/),
  bad('userAgent with a line break', (make) => make('https://frinkiac.com/', TITLE, { userAgent: 'bot\r\nX-Evil: 1' }), 'RangeError', /userAgent.*"bot\\r\\nX-Evil: 1"/),
];

// --- getScreencap's call shapes ---------------------------------------------

const SCREENCAP_SHAPES: readonly BadCall<AnyClient>[] = [
  bad('no arguments', (client) => client.getScreencap(), 'TypeError', /getScreencap.*got \(\)/),
  bad('(key) alone', (client) => client.getScreencap('S01E01'), 'TypeError', /timestamp.*"S01E01"/),
  bad('(number, number)', (client) => client.getScreencap(5, 1000), 'TypeError', /getScreencap.*got \(5, 1000\)/),
  bad('(null)', (client) => client.getScreencap(null), 'TypeError', /getScreencap.*got \(null\)/),
  bad('(undefined, 1000)', (client) => client.getScreencap(undefined, 1000), 'TypeError', /getScreencap.*got \(undefined, 1000\)/),
  bad('(an object without key)', (client) => client.getScreencap({ timestamp: 1000 }), 'TypeError', /getScreencap.*got \(an object\)/),
  bad('(key, -1)', (client) => client.getScreencap('S01E01', -1), 'RangeError', /timestamp.*-1/),
  bad('(key, 1.5)', (client) => client.getScreencap('S01E01', 1.5), 'RangeError', /timestamp.*1\.5/),
  bad("(key, '5')", (client) => client.getScreencap('S01E01', '5'), 'TypeError', /timestamp.*"5"/),
  bad('(key, NaN)', (client) => client.getScreencap('S01E01', NaN), 'RangeError', /timestamp.*NaN/),
  bad('(key, Infinity)', (client) => client.getScreencap('S01E01', Infinity), 'RangeError', /timestamp.*Infinity/),
  bad('(key, 2 ** 53)', (client) => client.getScreencap('S01E01', 2 ** 53), 'RangeError', /timestamp.*9007199254740992/),
  bad("('', 1000)", (client) => client.getScreencap('', 1000), 'TypeError', /episode.*""/),
  bad("('..', 1000)", (client) => client.getScreencap('..', 1000), 'RangeError', /episode.*"\.\."/),
  bad('(a key with a lone surrogate, 1000)', (client) => client.getScreencap('S01E01\uD800', 1000), 'RangeError', /episode.*"S01E01\\ud800"/i),
  bad('(a frame with timestamp -5)', (client) => client.getScreencap({ key: 'S01E01', timestamp: -5 }), 'RangeError', /frame\.timestamp.*-5/),
  bad('(a frame with timestamp "5")', (client) => client.getScreencap({ key: 'S01E01', timestamp: '5' }), 'TypeError', /frame\.timestamp.*"5"/),
  bad("(a frame with key '')", (client) => client.getScreencap({ key: '', timestamp: 5 }), 'TypeError', /frame\.key.*""/),
  bad('(a frame with key 42)', (client) => client.getScreencap({ key: 42, timestamp: 5 }), 'TypeError', /frame\.key.*42/),
  bad('(frame, options, one too many)', (client) => client.getScreencap({ key: 'S01E01', timestamp: 5 }, {}, 'extra'), 'TypeError', /getScreencap\(frame, options\?\).*2 arguments/),
  bad('(key, timestamp, options, one too many)', (client) => client.getScreencap('S01E01', 5, {}, 'extra'), 'TypeError', /getScreencap\(episode, timestamp, options\?\).*3 arguments/),
];

// --- the other operations ---------------------------------------------------

const SEARCH_CASES: readonly BadCall<AnyClient>[] = [
  bad('search(42)', (client) => client.search(42), 'TypeError', /text.*42/),
  bad('search(undefined)', (client) => client.search(undefined), 'TypeError', /text.*undefined/),
  bad('search(null)', (client) => client.search(null), 'TypeError', /text.*null/),
  bad("search(['pancakes'])", (client) => client.search(['pancakes']), 'TypeError', /text.*array/),
  bad('search(a lone surrogate)', (client) => client.search('pan\uD800cakes'), 'RangeError', /text.*"pan\\ud800cakes"/i),
  bad('searchForScreencap(42)', (client) => client.searchForScreencap(42), 'TypeError', /text.*42/),
  bad('searchForScreencap(null)', (client) => client.searchForScreencap(null), 'TypeError', /text.*null/),
  bad('searchForScreencap(a lone surrogate)', (client) => client.searchForScreencap('\uDC00'), 'RangeError', /text.*"\\udc00"/i),
];

const FRAMES_CASES: readonly BadCall<AnyClient>[] = [
  bad("getFrames('', 1000, 0, 0)", (client) => client.getFrames('', 1000, 0, 0), 'TypeError', /episode.*""/),
  bad('getFrames(42, 1000, 0, 0)', (client) => client.getFrames(42, 1000, 0, 0), 'TypeError', /episode.*42/),
  bad('getFrames(undefined, 1000, 0, 0)', (client) => client.getFrames(undefined, 1000, 0, 0), 'TypeError', /episode.*undefined/),
  bad("getFrames('..', 1000, 0, 0)", (client) => client.getFrames('..', 1000, 0, 0), 'RangeError', /episode.*"\.\."/),
  bad("getFrames('.', 1000, 0, 0)", (client) => client.getFrames('.', 1000, 0, 0), 'RangeError', /episode.*"\."/),
  bad('getFrames(key, -1, 0, 0)', (client) => client.getFrames('S01E01', -1, 0, 0), 'RangeError', /timestamp.*-1/),
  bad('getFrames(key, 1000.5, 0, 0)', (client) => client.getFrames('S01E01', 1000.5, 0, 0), 'RangeError', /timestamp.*1000\.5/),
  bad('getFrames(key, Infinity, 0, 0)', (client) => client.getFrames('S01E01', Infinity, 0, 0), 'RangeError', /timestamp.*Infinity/),
  bad("getFrames(key, '1000', 0, 0)", (client) => client.getFrames('S01E01', '1000', 0, 0), 'RangeError', /timestamp.*"1000"/),
  bad('getFrames(key, 1000, -1, 0)', (client) => client.getFrames('S01E01', 1000, -1, 0), 'RangeError', /before.*-1/),
  bad('getFrames(key, 1000, 0.5, 0)', (client) => client.getFrames('S01E01', 1000, 0.5, 0), 'RangeError', /before.*0\.5/),
  bad('getFrames(key, 1000, NaN, 0)', (client) => client.getFrames('S01E01', 1000, NaN, 0), 'RangeError', /before.*NaN/),
  bad("getFrames(key, 1000, '0', 0)", (client) => client.getFrames('S01E01', 1000, '0', 0), 'RangeError', /before.*"0"/),
  bad('getFrames(key, 1000, 0, -1)', (client) => client.getFrames('S01E01', 1000, 0, -1), 'RangeError', /after.*-1/),
  bad('getFrames(key, 1000, 0, 1.5)', (client) => client.getFrames('S01E01', 1000, 0, 1.5), 'RangeError', /after.*1\.5/),
  bad('getFrames(key, 1000, 0, Infinity)', (client) => client.getFrames('S01E01', 1000, 0, Infinity), 'RangeError', /after.*Infinity/),
  bad('getFrames(key, 1000, 0, undefined)', (client) => client.getFrames('S01E01', 1000, 0, undefined), 'RangeError', /after.*undefined/),
  bad('getFrames(key, 1000, 0, 1n)', (client) => client.getFrames('S01E01', 1000, 0, 1n), 'RangeError', /after.*1n/),
];

const NEARBY_CASES: readonly BadCall<AnyClient>[] = [
  bad("getNearbyFrames('', 1000)", (client) => client.getNearbyFrames('', 1000), 'TypeError', /episode.*""/),
  bad('getNearbyFrames(null, 1000)', (client) => client.getNearbyFrames(null, 1000), 'TypeError', /episode.*null/),
  bad("getNearbyFrames('..', 1000)", (client) => client.getNearbyFrames('..', 1000), 'RangeError', /episode.*"\.\."/),
  bad('getNearbyFrames(key, -1)', (client) => client.getNearbyFrames('S01E01', -1), 'RangeError', /timestamp.*-1/),
  bad('getNearbyFrames(key, 1.5)', (client) => client.getNearbyFrames('S01E01', 1.5), 'RangeError', /timestamp.*1\.5/),
  bad('getNearbyFrames(key, NaN)', (client) => client.getNearbyFrames('S01E01', NaN), 'RangeError', /timestamp.*NaN/),
  bad('getNearbyFrames(key, -Infinity)', (client) => client.getNearbyFrames('S01E01', -Infinity), 'RangeError', /timestamp.*-Infinity/),
  bad("getNearbyFrames(key, '5')", (client) => client.getNearbyFrames('S01E01', '5'), 'RangeError', /timestamp.*"5"/),
  bad('getNearbyFrames(key)', (client) => client.getNearbyFrames('S01E01', undefined), 'RangeError', /timestamp.*undefined/),
];

const EPISODE_CASES: readonly BadCall<AnyClient>[] = [
  bad("viewEpisode('', 0, 1000)", (client) => client.viewEpisode('', 0, 1000), 'TypeError', /episode.*""/),
  bad('viewEpisode(42, 0, 1000)', (client) => client.viewEpisode(42, 0, 1000), 'TypeError', /episode.*42/),
  bad("viewEpisode('..', 0, 1000)", (client) => client.viewEpisode('..', 0, 1000), 'RangeError', /episode.*"\.\."/),
  bad('viewEpisode(key, -1, 1000)', (client) => client.viewEpisode('S01E01', -1, 1000), 'RangeError', /start.*-1/),
  bad('viewEpisode(key, 0.5, 1000)', (client) => client.viewEpisode('S01E01', 0.5, 1000), 'RangeError', /start.*0\.5/),
  bad("viewEpisode(key, '0', 1000)", (client) => client.viewEpisode('S01E01', '0', 1000), 'RangeError', /start.*"0"/),
  bad('viewEpisode(key, 0, -1)', (client) => client.viewEpisode('S01E01', 0, -1), 'RangeError', /end.*-1/),
  bad('viewEpisode(key, 0, NaN)', (client) => client.viewEpisode('S01E01', 0, NaN), 'RangeError', /end.*NaN/),
  bad('viewEpisode(key, 0, Infinity)', (client) => client.viewEpisode('S01E01', 0, Infinity), 'RangeError', /end.*Infinity/),
  bad("viewEpisode(key, 0, '1000')", (client) => client.viewEpisode('S01E01', 0, '1000'), 'RangeError', /end.*"1000"/),
];

const GENERATE_GIF_CASES: readonly BadCall<AnyClient>[] = [
  bad("generateGif('not a url')", (client) => client.generateGif('not a url'), 'TypeError', /gifUrl.*"not a url"/),
  bad("generateGif('')", (client) => client.generateGif(''), 'TypeError', /gifUrl.*""/),
  bad('generateGif(42)', (client) => client.generateGif(42), 'TypeError', /gifUrl.*42/),
  bad('generateGif(undefined)', (client) => client.generateGif(undefined), 'TypeError', /gifUrl.*undefined/),
  bad('generateGif(a relative URL)', (client) => client.generateGif('/gif/S01E01/1000/2000.gif'), 'TypeError', /gifUrl.*"\/gif\/S01E01\/1000\/2000\.gif"/),
  bad('generateGif(an ftp URL)', (client) => client.generateGif('ftp://example.com/a.gif'), 'TypeError', /gifUrl.*"ftp:\/\/example\.com\/a\.gif"/),
];

// --- getGifUrl / getMp4Url --------------------------------------------------

type ClipMethod = 'getGifUrl' | 'getMp4Url';

function clipCases(method: ClipMethod): BadCall<AnyScreencap>[] {
  const clip = (screencap: AnyScreencap, options: unknown, callOptions?: unknown): unknown =>
    (screencap[method] as (options?: unknown, callOptions?: unknown) => unknown)(options, callOptions);
  return [
    bad(`${method}({ before: -1 })`, (screencap) => clip(screencap, { before: -1 }), 'RangeError', /before.*-1/),
    bad(`${method}({ before: 0.5 })`, (screencap) => clip(screencap, { before: 0.5 }), 'RangeError', /before.*0\.5/),
    bad(`${method}({ before: Infinity })`, (screencap) => clip(screencap, { before: Infinity }), 'RangeError', /before.*Infinity/),
    bad(`${method}({ before: '3000' })`, (screencap) => clip(screencap, { before: '3000' }), 'RangeError', /before.*"3000"/),
    bad(`${method}({ after: -1 })`, (screencap) => clip(screencap, { after: -1 }), 'RangeError', /after.*-1/),
    bad(`${method}({ after: 1.5 })`, (screencap) => clip(screencap, { after: 1.5 }), 'RangeError', /after.*1\.5/),
    bad(`${method}({ after: NaN })`, (screencap) => clip(screencap, { after: NaN }), 'RangeError', /after.*NaN/),
    bad(`${method}({ after: null })`, (screencap) => clip(screencap, { after: null }), 'RangeError', /after.*null/),
    bad(`${method}({ caption: 42 })`, (screencap) => clip(screencap, { caption: 42 }), 'TypeError', /caption.*42/),
    bad(`${method}({ caption: null })`, (screencap) => clip(screencap, { caption: null }), 'TypeError', /caption.*null/),
    bad(`${method}({ caption: ['Hi'] })`, (screencap) => clip(screencap, { caption: ['Hi'] }), 'TypeError', /caption.*array/),
    bad(`${method}('Hi!')`, (screencap) => clip(screencap, 'Hi!'), 'TypeError', /options.*"Hi!"/),
    bad(`${method}(null)`, (screencap) => clip(screencap, null), 'TypeError', /options.*null/),
    bad(`${method}(undefined, { timeout: 0 })`, (screencap) => clip(screencap, undefined, { timeout: 0 }), 'RangeError', /timeout.*\b0\b/),
    bad(`${method}(undefined, { timout: 1 })`, (screencap) => clip(screencap, undefined, { timout: 1 }), 'TypeError', /"timout"/),
  ];
}

// --- call options -----------------------------------------------------------

/** Every I/O method with good arguments, taking call options last. */
const IO_METHODS: readonly (readonly [string, (client: AnyClient, options: unknown) => unknown])[] = [
  ['getRandomScreencap', (client, options) => client.getRandomScreencap(options as never)],
  ['getScreencap(key, timestamp)', (client, options) => client.getScreencap('S01E01', 27_000, options)],
  ['getScreencap(frame)', (client, options) => client.getScreencap({ key: 'S01E01', timestamp: 27_000 }, options)],
  ['search', (client, options) => client.search(landmarks.searches.several, options as never)],
  ['searchForScreencap', (client, options) => client.searchForScreencap(landmarks.searches.several, options as never)],
  ['getFrames', (client, options) => client.getFrames('S01E01', 27_000, 3000, 4000, options as never)],
  ['getNearbyFrames', (client, options) => client.getNearbyFrames('S01E01', 27_000, options as never)],
  ['viewEpisode', (client, options) => client.viewEpisode('S01E01', 0, 30_000, options as never)],
  ['generateGif', (client, options) => client.generateGif(`${client.url}gif/S01E01/26974/30000.gif?b64lines=SGkh`, options as never)],
];

const BAD_CALL_OPTIONS: readonly (readonly [string, unknown, ErrorKind, RegExp])[] = [
  ['{ timeout: 0 }', { timeout: 0 }, 'RangeError', /timeout.*\b0\b/],
  ['{ timeout: -1 }', { timeout: -1 }, 'RangeError', /timeout.*-1/],
  ['{ timeout: NaN }', { timeout: NaN }, 'RangeError', /timeout.*NaN/],
  ["{ timeout: '5' }", { timeout: '5' }, 'TypeError', /timeout.*"5"/],
  ['{ timout: 5 } (unknown key)', { timout: 5 }, 'TypeError', /"timout"/],
  ["'fast'", 'fast', 'TypeError', /options.*"fast"/],
  ['null', null, 'TypeError', /options.*null/],
];

const CALL_OPTION_CASES: readonly BadCall<AnyClient>[] = IO_METHODS.flatMap(([method, invoke]) =>
  BAD_CALL_OPTIONS.map(([label, options, kind, message]) =>
    bad<AnyClient>(`${method} with call options ${label}`, (client) => invoke(client, options), kind, message),
  ),
);

// ---------------------------------------------------------------------------

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: AnyClient;

  beforeEach(() => {
    client = new flavour.ScreencapClient(fake().url, TITLE);
  });

  afterEach(() => {
    client.close();
  });

  /** Runs one bad I/O call and checks everything the contract promises about it. */
  async function expectRefused(invoke: () => unknown, kind: ErrorKind, message: RegExp): Promise<void> {
    const error = await callFailure(flavour, invoke);
    expectError(error, kind, message);
    await expectNoRequest(fake);
  }

  describe('ScreencapClient constructor (throws synchronously)', () => {
    it.each(CONSTRUCTOR_CASES)('$label: $kind', async ({ invoke, kind, message }) => {
      const error = thrownBy(() => invoke((...args: ConstructorArgs) => new flavour.ScreencapClient(...(args as [string, string, object?]))));
      expectError(error, kind, message);
      await expectNoRequest(fake);
    });

    it('good arguments, every option given: no error, no request', async () => {
      const good = new flavour.ScreencapClient(fake().url, TITLE, {
        timeout: 0.5,
        attemptTimeout: 2,
        maxRetries: 0,
        maxRetryDelay: 0.1,
        maxResponseBytes: 1024,
        userAgent: 'conformance-suite/1.0',
      });
      expect(good.url).toBe(fake().url);
      good.close();
      await expectNoRequest(fake);
    });
  });

  describe('preset constructors', () => {
    it.each([
      ['{ timeout: 0 }', { timeout: 0 }, 'RangeError', /timeout.*\b0\b/],
      ['{ timout: 5 }', { timout: 5 }, 'TypeError', /"timout"/],
      ["'fast'", 'fast', 'TypeError', /options.*"fast"/],
    ] as const)('Frinkiac(%s): %s', (_label, options, kind, message) => {
      const error = thrownBy(() => new flavour.presets.Frinkiac(options as never));
      expectError(error, kind, message);
    });
  });

  describe('getScreencap call shapes', () => {
    it.each(SCREENCAP_SHAPES)('$label: $kind', async ({ invoke, kind, message }) => {
      await expectRefused(() => invoke(client), kind, message);
    });
  });

  describe.each([
    ['search and searchForScreencap', SEARCH_CASES],
    ['getFrames', FRAMES_CASES],
    ['getNearbyFrames', NEARBY_CASES],
    ['viewEpisode', EPISODE_CASES],
    ['generateGif', GENERATE_GIF_CASES],
  ] as const)('%s', (_group, cases) => {
    it.each(cases)('$label: $kind', async ({ invoke, kind, message }) => {
      await expectRefused(() => invoke(client), kind, message);
    });
  });

  describe('call options', () => {
    it.each(CALL_OPTION_CASES)('$label: $kind', async ({ invoke, kind, message }) => {
      await expectRefused(() => invoke(client), kind, message);
    });
  });

  describe.each(['getGifUrl', 'getMp4Url'] as const)('%s', (method) => {
    let screencap: AnyScreencap;

    beforeEach(async () => {
      screencap = await flavour.call(() => client.getScreencap('S01E01', 27_000));
      await fake().clearRequests();
    });

    it.each(clipCases(method))('$label: $kind', async ({ invoke, kind, message }) => {
      await expectRefused(() => invoke(screencap), kind, message);
    });
  });

  describe('getMemeUrl (no I/O: throws synchronously in both flavours)', () => {
    let screencap: AnyScreencap;

    beforeEach(async () => {
      screencap = await flavour.call(() => client.getScreencap('S01E01', 27_000));
      await fake().clearRequests();
    });

    it.each([
      ['screencap.getMemeUrl(42)', 42, /caption.*42/],
      ['screencap.getMemeUrl(null)', null, /caption.*null/],
      ["screencap.getMemeUrl(['Hi'])", ['Hi'], /caption.*array/],
    ] as const)('%s: TypeError', async (_label, caption, message) => {
      const error = thrownBy(() => screencap.getMemeUrl(caption as never));
      expectError(error, 'TypeError', message);
      await expectNoRequest(fake);
    });

    it.each([
      ['frame.getMemeUrl(42)', 42, /caption.*42/],
      ['frame.getMemeUrl(null)', null, /caption.*null/],
    ] as const)('%s: TypeError', async (_label, caption, message) => {
      const error = thrownBy(() => screencap.frame.getMemeUrl(caption as never));
      expectError(error, 'TypeError', message);
      await expectNoRequest(fake);
    });
  });
});

describe('where the flavours differ on purpose', () => {
  it('async flavour: the fetch option is accepted, and requests go through it', async () => {
    const urls: string[] = [];
    const recordingFetch = (url: string, init: RequestInit): Promise<Response> => {
      urls.push(url);
      return fetch(url, init);
    };
    const client = new ASYNC.ScreencapClient(fake().url, TITLE, { fetch: recordingFetch } as never);
    const results = await ASYNC.call(() => client.search(landmarks.searches.several));
    expect(results).toHaveLength(7);
    expect(urls).toEqual([`${fake().url}api/search?q=pancakes`]);
    client.close();
  });

  it('async flavour: a fetch that is not a function is a TypeError naming fetch and the value', () => {
    const error = thrownBy(() => new ASYNC.ScreencapClient(fake().url, TITLE, { fetch: 'node-fetch' } as never));
    expectError(error, 'TypeError', /fetch.*"node-fetch"/);
  });

  it('sync flavour: the fetch option is refused with a TypeError naming it (a function cannot reach the worker)', async () => {
    const error = thrownBy(() => new SYNC.ScreencapClient(fake().url, TITLE, { fetch } as never));
    expectError(error, 'TypeError', /fetch/);
    await expectNoRequest(fake);
  });

  it('both flavours accept fetch: undefined, so an options object can be shared between them', () => {
    for (const flavour of [ASYNC, SYNC]) {
      const client = new flavour.ScreencapClient(fake().url, TITLE, { fetch: undefined } as never);
      expect(client.url).toBe(fake().url);
      client.close();
    }
  });

  it('async flavour: the signal call option is accepted', async () => {
    const client = new ASYNC.ScreencapClient(fake().url, TITLE);
    const results = await ASYNC.call(() => client.search(landmarks.searches.several, { signal: new AbortController().signal } as never));
    expect(results).toHaveLength(7);
    client.close();
  });

  it('async flavour: a signal that is not an AbortSignal is a TypeError (rejection) naming signal and the value', async () => {
    const client = new ASYNC.ScreencapClient(fake().url, TITLE);
    const error = await callFailure(ASYNC, () => client.search(landmarks.searches.several, { signal: 'stop' } as never));
    expectError(error, 'TypeError', /signal.*"stop"/);
    await expectNoRequest(fake);
    client.close();
  });

  it('sync flavour: the signal call option is refused with a TypeError naming it, before any request', async () => {
    const client = new SYNC.ScreencapClient(fake().url, TITLE);
    const error = await callFailure(SYNC, () => client.search(landmarks.searches.several, { signal: new AbortController().signal } as never));
    expectError(error, 'TypeError', /"signal"/);
    await expectNoRequest(fake);
    client.close();
  });
});
