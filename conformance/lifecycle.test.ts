/**
 * Nothing is left behind: a script that uses the SDK and never calls
 * `close()` exits by itself (no live socket, timer or worker keeps Node
 * running), also after failed calls, a warmed but unused worker, or an
 * aborted request. Each script runs in a child Node process against the fake
 * service; a child still running after a while is killed and the test fails.
 *
 * And an aborted async call ends in `APIUserAbortError` and is never retried.
 */
import { describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { useFakeService } from './support/fake-service.js';
import { callWith, failureOf, requestsTo, runModule } from './support/faults.js';
import { ASYNC } from './support/flavours.js';

const fake = useFakeService({ mode: 'classic' });

/** Resolves once the service has logged `count` requests to `search`. */
async function searchesLogged(count: number): Promise<void> {
  for (;;) {
    if ((await requestsTo(fake(), 'search')).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a script that never calls close() exits by itself', () => {
  it('using both flavours, with successful and failing calls', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'no-headers', match: 'q=hang', times: Infinity });
    await fake().injectFault({ endpoint: 'search', kind: 'reset', match: 'q=reset', times: Infinity });
    const code = `
      import { ScreencapClient as AsyncClient } from '@screencap/async';
      import { ScreencapClient as SyncClient } from '@screencap/sync';
      const url = process.env.FAKE_URL;
      const options = { timeout: 1, maxRetries: 1, maxRetryDelay: 0.01 };
      const describe = (error) => [error.name, error.pageStatus ?? error.phase ?? error.code, error.attempts].join(' ');
      const lines = [];

      const asyncClient = new AsyncClient(url, 'The Testingtons', options);
      lines.push('async search ' + (await asyncClient.search('pancakes')).length);
      lines.push('async screencap ' + (await asyncClient.getScreencap('S01E01', 20661)).timestamp);
      for (const call of [
        () => asyncClient.getNearbyFrames('S99E99', 1000),
        () => asyncClient.search('hang', { timeout: 0.2 }),
        () => asyncClient.search('reset'),
        () => asyncClient.search('zyzzyva'),
      ]) {
        try { await call(); lines.push('async no error'); } catch (error) { lines.push('async ' + describe(error)); }
      }

      const syncClient = new SyncClient(url, 'The Testingtons', options);
      lines.push('sync search ' + syncClient.search('pancakes').length);
      lines.push('sync screencap ' + syncClient.getScreencap('S01E01', 20661).timestamp);
      for (const call of [
        () => syncClient.getNearbyFrames('S99E99', 1000),
        () => syncClient.search('hang', { timeout: 0.2 }),
        () => syncClient.search('reset'),
        () => syncClient.search('zyzzyva'),
      ]) {
        try { call(); lines.push('sync no error'); } catch (error) { lines.push('sync ' + describe(error)); }
      }
      // One more of each after the failures, on the same clients.
      lines.push('async again ' + (await asyncClient.getFrames('S01E01', 20661, 0, 0)).length);
      lines.push('sync again ' + syncClient.getFrames('S01E01', 20661, 0, 0).length);
      console.log(lines.join('\\n'));
    `;
    const outcome = await runModule(code, { FAKE_URL: fake().url });
    expect(outcome).toMatchObject({ code: 0, signal: null, killed: false, stderr: '' });
    expect(outcome.stdout).toBe(
      [
        'async search 7',
        'async screencap 20661',
        'async APIPageStatusError 404 1',
        'async APITimeoutError response 2',
        'async APIConnectionError ECONNRESET 2',
        'async NoSearchResultsFound  ',
        'sync search 7',
        'sync screencap 20661',
        'sync APIPageStatusError 404 1',
        'sync APITimeoutError response 2',
        'sync APIConnectionError ECONNRESET 2',
        'sync NoSearchResultsFound  ',
        'async again 1',
        'sync again 1',
        '',
      ].join('\n'),
    );
  });

  it('with the sync worker warmed up but never used', async () => {
    const code = `
      import { ScreencapClient } from '@screencap/sync';
      const client = new ScreencapClient(process.env.FAKE_URL, 'The Testingtons');
      client.warmUp();
      console.log('warm');
    `;
    const outcome = await runModule(code, { FAKE_URL: fake().url });
    expect(outcome).toMatchObject({ code: 0, signal: null, killed: false, stdout: 'warm\n', stderr: '' });
    expect(await fake().requests()).toHaveLength(0);
  });

  it('after an async request aborted mid-request', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'no-headers', times: Infinity });
    // The script aborts once the service has logged its request (it asks the control endpoint).
    const code = `
      import { get } from 'node:http';
      import { ScreencapClient } from '@screencap/async';
      const url = process.env.FAKE_URL;
      const logged = () => new Promise((resolve, reject) => {
        get(url + '__fake/requests', { agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => { body += chunk; });
          response.on('end', () => resolve(JSON.parse(body).length));
        }).on('error', reject);
      });
      const client = new ScreencapClient(url, 'The Testingtons', { timeout: 5, maxRetryDelay: 0.01 });
      const controller = new AbortController();
      const pending = client.search('pancakes', { signal: controller.signal });
      while ((await logged()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      controller.abort(new Error('stop'));
      try {
        await pending;
        console.log('no error');
      } catch (error) {
        console.log([error.name, error.attempts, error.cause?.message].join(' '));
      }
    `;
    const outcome = await runModule(code, { FAKE_URL: fake().url });
    expect(outcome).toMatchObject({ code: 0, signal: null, killed: false, stdout: 'APIUserAbortError 1 stop\n', stderr: '' });
    expect(await requestsTo(fake(), 'search')).toHaveLength(1);
  });
});

describe('an aborted async call is never retried', () => {
  const searchUrl = (): string => `${fake().url}api/search?q=pancakes`;
  const searchWith = (signal: AbortSignal): Promise<unknown> =>
    callWith(ASYNC, fake().url, { timeout: 5, attemptTimeout: 20, maxRetryDelay: 1 }, (client) =>
      (client as unknown as { search(text: string, options: { signal: AbortSignal }): Promise<unknown> }).search('pancakes', { signal }),
    );

  it('aborted while waiting for the response: APIUserAbortError, 1 request', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'no-headers', times: Infinity });
    const controller = new AbortController();
    const pending = failureOf(searchWith(controller.signal));
    await searchesLogged(1);
    const reason = new Error('stop');
    controller.abort(reason);
    const error = await pending;
    expect(error).toBeInstanceOf(core.APIUserAbortError);
    expect(error).toBeInstanceOf(core.APIError);
    expect(error).toMatchObject({
      name: 'APIUserAbortError',
      method: 'GET',
      url: searchUrl(),
      attempts: 1,
      message: `GET ${searchUrl()} was aborted by the caller`,
    });
    expect(error.cause).toBe(reason);
    expect(await requestsTo(fake(), 'search')).toHaveLength(1);
  });

  it('aborted while reading a slow body: APIUserAbortError, 1 request', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'slow-body', chunkDelayMs: 100, chunkSize: 4, times: Infinity });
    const controller = new AbortController();
    const pending = failureOf(searchWith(controller.signal));
    await searchesLogged(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(core.APIUserAbortError);
    expect(error).toMatchObject({ attempts: 1, url: searchUrl() });
    expect(await requestsTo(fake(), 'search')).toHaveLength(1);
  });

  it('aborted while waiting to retry (Retry-After): APIUserAbortError, 1 request', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'status', status: 503, retryAfter: 0.5, times: Infinity });
    const controller = new AbortController();
    const pending = failureOf(searchWith(controller.signal));
    await searchesLogged(1);
    // Give the 503 time to arrive: the client is then in its half-second wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(core.APIUserAbortError);
    expect(error).toMatchObject({ attempts: 1, url: searchUrl() });
    expect(await requestsTo(fake(), 'search')).toHaveLength(1);
  });

  it('already aborted: APIUserAbortError, no request at all', async () => {
    const error = await failureOf(searchWith(AbortSignal.abort()));
    expect(error).toBeInstanceOf(core.APIUserAbortError);
    expect(error).toMatchObject({ attempts: 0, url: searchUrl() });
    expect(await fake().requests()).toHaveLength(0);
  });
});
