/**
 * Every fault kind of the fake service, in both flavours, mapped to the SDK
 * error class and fields it must raise: bad statuses, bodies that are not the
 * JSON promised, servers that stall, connections that break, and faults that
 * pass (a short delay, a fault for the next N requests only).
 *
 * The quick faults run on four representative JSON endpoints; the ones that
 * wait for a timeout run on `search` only (every endpoint shares the same
 * transport), so the file stays fast. Status faults also run on the media path
 * (`generateGif` follows the gif URL's redirect).
 *
 * The hostile answers (support/hostile.ts) run against a second service in
 * 2026 mode, one test per fault class named `fault -> ErrorClass`, so
 * `pnpm run jest conformance/faults.test.ts -t hostile --verbose` lists every
 * class with its typed outcome. Then: no MaxListenersExceededWarning, and
 * render streams bounded by `timeout` between lines, not by `attemptTimeout`
 * (faults-render-stall.test.ts: streams that never end).
 */
import { describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { APIConnectionError, APIPageStatusError, APITimeoutError, type ClientOptions, InvalidResponseError, ScreencapError } from '@screencap/core/internal';
import type { EndpointName, Fault } from '@screencap/fake-service';
import { sameThreadHint } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { callWith, failureOf, failureUnder, gifUrl, JSON_CALLS, QUICK_OPTIONS, requestsTo, runModule, SEARCH, type Untargeted } from './support/faults.js';
import { FLAVOURS } from './support/flavours.js';
import { countOf, HOSTILE_FAULTS, RENDER_RANGE, SECRET } from './support/hostile.js';
import { client2026, MODE_2026 } from './support/y2026.js';

const fake = useFakeService({ mode: 'classic' });
/** A second service, in 2026 mode, for the hostile answers (renders among them). */
const fake2026 = useFakeService(MODE_2026);

/** The page the fake service sends for an `html` fault (a CDN challenge page). */
const HTML_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Just a moment...</title></head>
<body><h1>Checking your browser before accessing the site.</h1><p>This page is not JSON.</p></body>
</html>
`;
const MALFORMED_JSON = '{"Episode": "S01E01", "Timestamp": 1234, "Id": undefined,}';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Representative JSON endpoints: two answering arrays (search, frames), two answering objects (caption, episode). */
const REPRESENTATIVE_CALLS = JSON_CALLS.filter((call) => ['search', 'caption', 'frames', 'episode'].includes(call.endpoint));

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  describe.each(REPRESENTATIVE_CALLS)('$endpoint: $label', (call) => {
    // FAST_OPTIONS with next to no wait between attempts.
    const run = (overrides: ClientOptions = {}): Promise<unknown> =>
      callWith(flavour, fake().url, { maxRetryDelay: 0.01, ...overrides }, (client) => call.invoke(client));
    const url = (): string => call.url(fake().url);
    const logged = async (): Promise<number> => (await requestsTo(fake(), call.endpoint)).length;
    const failingWith = (fault: Untargeted<Fault>, overrides: ClientOptions = {}): Promise<Error & Record<string, unknown>> =>
      failureUnder(fake(), call.endpoint, fault, () => run(overrides));

    it('404 -> APIPageStatusError 404 naming the request URL, not retried', async () => {
      const error = await failingWith({ kind: 'status', status: 404 });
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({
        name: 'APIPageStatusError',
        pageStatus: 404,
        statusText: 'Not Found',
        method: 'GET',
        url: url(),
        attempts: 1,
        retryAfter: undefined,
        message: `GET ${url()} answered 404 Not Found`,
      });
      expect(await logged()).toBe(1);
    });

    it.each([500, 503])('%i on every attempt -> APIPageStatusError after 3 attempts', async (status) => {
      const error = await failingWith({ kind: 'status', status });
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: status, method: 'GET', url: url(), attempts: 3 });
      expect(error.message).toContain(`GET ${url()} answered ${status} `);
      expect(error.message).toContain('(after 3 attempts)');
      expect(await logged()).toBe(3);
    });

    it('html -> InvalidResponseError not-json with the content type and the start of the page', async () => {
      const error = await failingWith({ kind: 'html' });
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({
        name: 'InvalidResponseError',
        reason: 'not-json',
        pageStatus: 200,
        contentType: 'text/html; charset=utf-8',
        // The first 200 characters of the page.
        bodyExcerpt: HTML_PAGE.slice(0, 200),
        issues: [],
        method: 'GET',
        url: url(),
        attempts: 1,
      });
      expect(error.message).toContain(`GET ${url()} answered 200 with an invalid body: expected JSON`);
      expect(await logged()).toBe(1);
    });

    it('malformed-json -> InvalidResponseError not-json', async () => {
      const error = await failingWith({ kind: 'malformed-json' });
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ reason: 'not-json', pageStatus: 200, contentType: JSON_TYPE, bodyExcerpt: MALFORMED_JSON, url: url(), attempts: 1 });
      expect(error.message).toContain(`GET ${url()} `);
      expect(await logged()).toBe(1);
    });

    it('truncated-json -> InvalidResponseError not-json', async () => {
      const error = await failingWith({ kind: 'truncated-json' });
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ reason: 'not-json', pageStatus: 200, contentType: JSON_TYPE, url: url(), attempts: 1 });
      expect(error.bodyExcerpt).not.toBe('');
      expect(error.message).toContain(`GET ${url()} `);
      expect(await logged()).toBe(1);
    });

    it('empty-body -> InvalidResponseError empty', async () => {
      const error = await failingWith({ kind: 'empty-body' });
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({
        reason: 'empty',
        pageStatus: 200,
        contentType: JSON_TYPE,
        bodyExcerpt: '',
        url: url(),
        attempts: 1,
        message: `GET ${url()} answered 200 with an invalid body: it was empty`,
      });
      expect(await logged()).toBe(1);
    });

    it('wrong-shape -> InvalidResponseError schema with an issue at the root', async () => {
      const error = await failingWith({ kind: 'wrong-shape' });
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ reason: 'schema', pageStatus: 200, contentType: JSON_TYPE, url: url(), attempts: 1 });
      expect(error.issues).toEqual([{ path: [], message: expect.any(String) }]);
      expect(error.message).toContain(`GET ${url()} answered 200 with an invalid body: at the root: `);
      expect(await logged()).toBe(1);
    });

    it('reset -> APIConnectionError ECONNRESET, retried', async () => {
      const error = await failingWith({ kind: 'reset' });
      expect(error).toBeInstanceOf(APIConnectionError);
      expect(error).toMatchObject({ code: 'ECONNRESET', method: 'GET', url: url(), attempts: 3 });
      expect(error.message).toBe(`GET ${url()} failed: connection error (ECONNRESET) (after 3 attempts)`);
      expect(await logged()).toBe(3);
    });

    it('reset-mid-body -> APIConnectionError ECONNRESET (no retries)', async () => {
      const error = await failingWith({ kind: 'reset-mid-body' }, { maxRetries: 0 });
      expect(error).toBeInstanceOf(APIConnectionError);
      expect(error).toMatchObject({ code: 'ECONNRESET', url: url(), attempts: 1 });
      expect(error.message).toBe(`GET ${url()} failed: connection error (ECONNRESET)`);
      expect(await logged()).toBe(1);
    });

    it('delay shorter than the timeout -> success', async () => {
      await fake().injectFault({ endpoint: call.endpoint, kind: 'delay', delayMs: 40 });
      await expect(run()).resolves.toBeDefined();
      expect(await logged()).toBe(1);
    });

    it('503 for the next 2 requests -> success on the 3rd attempt', async () => {
      await fake().injectFault({ endpoint: call.endpoint, kind: 'status', status: 503, times: 2 });
      await expect(run()).resolves.toBeDefined();
      const requests = await requestsTo(fake(), call.endpoint);
      expect(requests.map((request) => request.status)).toEqual([503, 503, 200]);
    });
  });

  describe('waits that run out (search)', () => {
    const url = (): string => SEARCH.url(fake().url);
    const search = (overrides: ClientOptions, timeout?: number): Promise<unknown> =>
      callWith(flavour, fake().url, overrides, (client) => SEARCH.invoke(client, timeout === undefined ? undefined : { timeout }));

    it('no-headers -> APITimeoutError response after 3 attempts, each bounded by the per-call timeout', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'no-headers' }, () => search({}, 0.2));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toBeInstanceOf(ScreencapError);
      expect(error).toMatchObject({
        name: 'APITimeoutError',
        phase: 'response',
        timeout: 0.2,
        method: 'GET',
        url: url(),
        attempts: 3,
        message: `GET ${url()} timed out after 0.2 s waiting for the response (after 3 attempts)${sameThreadHint(flavour)}`,
      });
      expect(error.cause).toBeInstanceOf(Error);
      expect(await requestsTo(fake(), 'search')).toHaveLength(3);
    });

    it('slow-body with gaps above the timeout -> APITimeoutError body', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'slow-body', chunkDelayMs: 400 }, () => search({ ...QUICK_OPTIONS, maxRetries: 0 }));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({
        phase: 'body',
        timeout: 0.2,
        url: url(),
        attempts: 1,
        message: `GET ${url()} timed out after 0.2 s waiting for the rest of the body`,
      });
      expect(await requestsTo(fake(), 'search')).toHaveLength(1);
    });

    it('slow-body with small gaps but a whole attempt above attemptTimeout -> APITimeoutError attempt', async () => {
      // 377 bytes, 4 a chunk, 30 ms apart: about 2.8 s in all, each gap far below `timeout`.
      const error = await failureUnder(fake(), 'search', { kind: 'slow-body', chunkDelayMs: 30, chunkSize: 4 }, () => search({ timeout: 0.2, attemptTimeout: 0.3, maxRetries: 0 }));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({
        phase: 'attempt',
        timeout: 0.3,
        url: url(),
        attempts: 1,
        message: `GET ${url()} timed out after 0.3 s for the whole attempt`,
      });
      expect(await requestsTo(fake(), 'search')).toHaveLength(1);
    });

    it('slow-body with gaps below the timeout and a short body -> success', async () => {
      await fake().injectFault({ endpoint: 'frames', kind: 'slow-body', chunkDelayMs: 20, chunkSize: 16 });
      const frames = await callWith(flavour, fake().url, {}, (client) => client.getFrames('S01E01', 20_661, 0, 0));
      expect(frames.map((frame) => frame.timestamp)).toEqual([20_661]);
    });

    it('stall-mid-body -> APITimeoutError body', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'stall-mid-body' }, () => search({ ...QUICK_OPTIONS, maxRetries: 0 }));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({
        phase: 'body',
        timeout: 0.2,
        url: url(),
        attempts: 1,
        message: `GET ${url()} timed out after 0.2 s waiting for the rest of the body`,
      });
    });

    it('truncated-json keeps the first half of the body as its excerpt', async () => {
      await fake().injectFault({ endpoint: 'frames', kind: 'truncated-json' });
      const error = await failureOf(callWith(flavour, fake().url, {}, (client) => client.getFrames('S01E01', 20_661, 0, 0)));
      expect(error).toBeInstanceOf(InvalidResponseError);
      // The whole body is [{"Id":10100105,"Episode":"S01E01","Timestamp":20661}] (54 bytes).
      expect(error).toMatchObject({ reason: 'not-json', bodyExcerpt: '[{"Id":10100105,"Episode":"' });
    });

    it('wrong-shape deep in the body -> issues with their paths', async () => {
      await fake().injectFault({
        endpoint: 'search',
        kind: 'wrong-shape',
        body: [{ Id: 1, Episode: 'S01E01', Timestamp: 1000 }, { Id: 'two', Episode: 'S01E01', Timestamp: 2000 }],
      });
      const error = await failureOf(search({}));
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ reason: 'schema', issues: [{ path: [1, 'Id'], message: expect.any(String) }] });
      expect(error.message).toContain(`GET ${url()} answered 200 with an invalid body: at 1.Id: `);
    });

    it('wrong-shape in a nested object -> issue path through it', async () => {
      await fake().injectFault({
        endpoint: 'caption',
        kind: 'wrong-shape',
        body: { Episode: { Id: 1, Key: 'S01E01' }, Frame: { Id: 2, Episode: 'S01E01', Timestamp: 'late' }, Subtitles: [] },
      });
      const error = await failureOf(callWith(flavour, fake().url, {}, (client) => client.getScreencap('S01E01', 20_661)));
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error.reason).toBe('schema');
      expect(error.issues).toContainEqual({ path: ['Frame', 'Timestamp'], message: expect.any(String) });
    });

    it.each([
      ['reset', { kind: 'reset' }],
      ['reset-mid-body', { kind: 'reset-mid-body' }],
      ['no-headers', { kind: 'no-headers' }],
      ['stall-mid-body', { kind: 'stall-mid-body' }],
      ['502', { kind: 'status', status: 502 }],
    ] as const)('%s for the next 2 requests, then normal service -> success, 3 requests', async (_label, fault) => {
      await fake().injectFault({ endpoint: 'search', times: 2, ...fault });
      const frames = await callWith(flavour, fake().url, QUICK_OPTIONS, (client) => client.search('pancakes', { timeout: 0.25 }));
      expect(frames).toHaveLength(7);
      expect(await requestsTo(fake(), 'search')).toHaveLength(3);
    });
  });

  describe('media: generateGif follows the gif URL', () => {
    // Told 'classic': an 'auto' client would take the injected 410 for the 2026 generation and render instead.
    const generate = (): Promise<string> => callWith(flavour, fake().url, { generation: 'classic' }, (client) => client.generateGif(gifUrl(fake().url)));

    it('404 on the gif URL -> APIPageStatusError 404 naming the gif URL, not retried', async () => {
      const error = await failureUnder(fake(), 'gif', { kind: 'status', status: 404 }, generate);
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({
        pageStatus: 404,
        url: gifUrl(fake().url),
        attempts: 1,
        message: `GET ${gifUrl(fake().url)} answered 404 Not Found`,
      });
      expect(await requestsTo(fake(), 'gif')).toHaveLength(1);
      expect(await requestsTo(fake(), 'video')).toHaveLength(0);
    });

    it('410 on the gif URL (the rebuilt service) -> APIPageStatusError 410, not retried', async () => {
      const error = await failureUnder(fake(), 'gif', { kind: 'status', status: 410 }, generate);
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 410, statusText: 'Gone', url: gifUrl(fake().url), attempts: 1 });
      expect(await requestsTo(fake(), 'gif')).toHaveLength(1);
    });

    it.each([500, 503])('%i on every attempt -> APIPageStatusError after 3 attempts', async (status) => {
      const error = await failureUnder(fake(), 'gif', { kind: 'status', status }, generate);
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: status, url: gifUrl(fake().url), attempts: 3 });
      expect(error.message).toContain(`GET ${gifUrl(fake().url)} answered ${status} `);
      expect(await requestsTo(fake(), 'gif')).toHaveLength(3);
    });

    it('404 on the redirect target -> APIPageStatusError 404 naming the URL that failed: the redirect target', async () => {
      const error = await failureUnder(fake(), 'video', { kind: 'status', status: 404 }, generate);
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(await requestsTo(fake(), 'gif')).toHaveLength(1);
      const videos = await requestsTo(fake(), 'video');
      expect(videos).toHaveLength(1);
      const videoUrl = new URL(videos[0]!.path, fake().url).href;
      expect(videoUrl).toMatch(/\/video\/S\d\dE\d\d\/[A-Za-z0-9_-]{27}=\.gif$/);
      expect(error).toMatchObject({ pageStatus: 404, url: videoUrl, attempts: 1 });
      expect(error.message).toContain(`GET ${videoUrl} answered 404`);
    });

    it('503 for the next 2 requests -> the rendered file on the 3rd attempt', async () => {
      await fake().injectFault({ endpoint: 'gif', kind: 'status', status: 503, times: 2 });
      const rendered = await generate();
      expect(rendered.startsWith(`${fake().url}video/S01E01/`)).toBe(true);
      expect(rendered).toMatch(/\/video\/S01E01\/[A-Za-z0-9_=-]{28}\.gif$/);
      expect((await requestsTo(fake(), 'gif')).map((request) => request.status)).toEqual([503, 503, 302]);
    });
  });

  describe('hostile answers: every fault class -> its typed outcome', () => {
    it.each(HOSTILE_FAULTS)('$fault -> $outcome', async (row) => {
      const base = fake2026().url;
      for (const fault of row.faults(base)) await fake2026().injectFault(fault);
      const client = client2026(flavour, base, { maxRetryDelay: 0.01 });
      let outcome: unknown;
      try {
        outcome = await flavour.call(() => row.invoke(client)).then(
          () => 'success',
          (error: unknown) => error,
        );
      } finally {
        client.close();
      }
      if (row.outcome === 'success') {
        expect(outcome).toBe('success');
      } else {
        const error = outcome as Error & Record<string, unknown>;
        expect(error).toBeInstanceOf(core[row.outcome as 'APIError']);
        expect(error.name).toBe(row.outcome);
        if (row.fields) expect(error).toMatchObject(row.fields(base));
        // No password anywhere: message, fields, cause chain.
        expect(JSON.stringify(core.serializeError(error))).not.toContain(SECRET);
        expect(String(error.stack)).not.toContain(SECRET);
      }
      for (const [endpoint, count] of Object.entries(row.requests ?? {})) {
        expect([endpoint, await countOf(fake2026(), endpoint as EndpointName)]).toEqual([endpoint, count]);
      }
    });
  });

  describe('no MaxListenersExceededWarning', () => {
    it('after 11 redirects within the origin, each with a slow body', async () => {
      // Each redirect's body trickles: the client lets go of it before it ends.
      await fake().injectFault({
        endpoint: 'search',
        kind: 'raw',
        status: 302,
        headers: { Location: '/api/search?q=pancakes', 'Content-Type': 'text/html' },
        body: '<a href="/api/search?q=pancakes">Found</a>.'.repeat(4),
        chunkDelayMs: 40,
        chunkSize: 16,
        times: 11,
      });
      const code = `
        import { ScreencapClient } from '@screencap/${flavour.name}';
        const client = new ScreencapClient(process.env.FAKE_URL, 'The Testingtons', { timeout: 5 });
        const frames = await client.search('pancakes');
        client.close();
        console.log('frames ' + frames.length);
      `;
      const outcome = await runModule(code, { FAKE_URL: fake().url });
      expect(outcome).toMatchObject({ code: 0, killed: false, stdout: 'frames 7\n' });
      expect(outcome.stderr).not.toContain('MaxListenersExceededWarning');
      expect(outcome.stderr).toBe('');
      expect((await requestsTo(fake(), 'search')).map((request) => request.status)).toEqual([...Array.from({ length: 11 }, () => 302), 200]);
    });

    if (flavour.name === 'async') {
      it('with 12 concurrent calls sharing one AbortSignal, each retried once', async () => {
        await fake().injectFault({ endpoint: 'search', kind: 'status', status: 503, times: 12 });
        const code = `
          import { ScreencapClient } from '@screencap/async';
          const client = new ScreencapClient(process.env.FAKE_URL, 'The Testingtons', { timeout: 5, maxRetryDelay: 0.05 });
          const controller = new AbortController();
          // Twelve different URLs (the search ignores case), so the client does not coalesce them into one request.
          const queries = Array.from({ length: 12 }, (_, call) => [...'pancakes'].map((letter, at) => ((call >> at) & 1 ? letter.toUpperCase() : letter)).join(''));
          const results = await Promise.all(queries.map((query) => client.search(query, { signal: controller.signal })));
          client.close();
          console.log('calls ' + results.length);
        `;
        const outcome = await runModule(code, { FAKE_URL: fake().url });
        expect(outcome).toMatchObject({ code: 0, killed: false, stdout: 'calls 12\n' });
        expect(outcome.stderr).not.toContain('MaxListenersExceededWarning');
        expect(outcome.stderr).toBe('');
        expect(await requestsTo(fake(), 'search')).toHaveLength(24);
      });
    }
  });

  describe('render streams: timeout bounds each wait for progress, attemptTimeout only the start', () => {
    // 5 progress lines and the url line, about 150 bytes, 32 bytes every 100 ms:
    // about 0.5 s in all, a complete line at least every 0.2 s (bytes that
    // complete no line do not count as progress).
    const slowProgress = { kind: 'slow-body', chunkDelayMs: 100, chunkSize: 32 } as const;

    it('a render that keeps sending progress for longer than attemptTimeout succeeds, sent once', async () => {
      const base = fake2026().url;
      await fake2026().injectFault({ endpoint: 'render-gif', kind: 'delay', delayMs: 0 });
      await fake2026().injectFault({ endpoint: 'render-gif', ...slowProgress, times: Infinity });
      const client = client2026(flavour, base, { timeout: 0.3, attemptTimeout: 0.4, maxRetryDelay: 0.01 });
      try {
        const url = await flavour.call(() => client.renderGif(RENDER_RANGE, { probe: true }));
        expect(url.startsWith(`${base}video/S01E01/`)).toBe(true);
      } finally {
        client.close();
      }
      // The probe, then one stream: never re-sent.
      expect(await countOf(fake2026(), 'render-gif')).toBe(2);
    });

    it('a render stream silent for longer than timeout -> APITimeoutError body', async () => {
      const base = fake2026().url;
      await fake2026().injectFault({ endpoint: 'render-gif', kind: 'delay', delayMs: 0 });
      await fake2026().injectFault({
        endpoint: 'render-gif',
        kind: 'raw',
        headers: { 'Content-Type': 'application/x-ndjson' },
        body: '{"progress":0.1}\n{"progress":0.2}\n',
        chunkSize: 17,
        chunkDelayMs: 700,
        times: Infinity,
      });
      const client = client2026(flavour, base, { timeout: 0.3, attemptTimeout: 5, maxRetries: 0 });
      let error: Error & Record<string, unknown>;
      try {
        error = await failureOf(flavour.call(() => client.renderGif(RENDER_RANGE, { probe: true })));
      } finally {
        client.close();
      }
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'body', timeout: 0.3, method: 'POST', url: `${base}api/render/gif/stream`, attempts: 1 });
    });
  });
});
