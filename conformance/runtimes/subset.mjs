// The conformance subset every runtime runs (Node.js 22/24/26, Bun, Deno,
// workerd with and without nodejs_compat, Chromium): plain JavaScript with
// no import of its own, so each runtime loads it as it is, and given the SDK
// it tests by the runner of that runtime (runners.mjs, worker.mjs, page.mjs).
// Its expectations are facts of the fake service's catalogue (mode '2026'),
// as conformance/y2026-render.test.ts states them, never the SDK's output.

/** Frame 26 974 of S01E01: two subtitle lines on screen at once. */
const SALT = { key: 'S01E01', timestamp: 27_000, lines: ['Salt & pepper, please.', 'Salt? On pancakes?'] };

/** A control request to the fake service (its `/__fake/` endpoints). */
async function control(url, method, path, body) {
  const response = await fetch(`${url}__fake/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!response.ok) throw new Error(`${method} __fake/${path}: ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** The error a call fails with, or a failure when it succeeds. */
async function failureOf(call) {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded; an error was expected');
}

/**
 * The checks, by name. `sdk` is `@screencap/async` or `@screencap/sync`
 * (each call is awaited: a sync answer awaits as itself), `url` the fake
 * service's base URL.
 */
const CHECKS = {
  async search({ sdk, url }) {
    const client = new sdk.ScreencapClient(url, 'The Testingtons', { generation: '2026' });
    const frames = await client.search('pancakes');
    check(Array.isArray(frames) && frames.length > 0, `search gave ${JSON.stringify(frames)}`);
    check(frames.every((frame) => typeof frame.key === 'string' && Number.isInteger(frame.timestamp)), 'a frame lacks its key or timestamp');
  },

  async screencap({ sdk, url }) {
    const client = new sdk.ScreencapClient(url, 'The Testingtons', { generation: '2026' });
    const screencap = await client.getScreencap(SALT.key, SALT.timestamp);
    check(screencap.key === SALT.key, `key ${screencap.key}`);
    for (const line of SALT.lines) check(screencap.caption.includes(line), `caption ${JSON.stringify(screencap.caption)} lacks ${JSON.stringify(line)}`);
  },

  async 'comic link'({ sdk, url }) {
    const client = new sdk.ScreencapClient(url, 'The Testingtons', { generation: '2026' });
    const screencap = await client.getScreencap(SALT.key, SALT.timestamp);
    const link = await screencap.getComicUrl();
    check(typeof link === 'string' && link.startsWith(`${url}comic/img?b64=`), `comic link ${link}`);
    // Through the client, as a user downloads media: the fake imitates the
    // CDN, which serves images only to a browser's User-Agent with a Referer
    // on the service's host. A page on another origin cannot send that
    // Referer (a browser sets it), so there the CDN's 403 is the answer, as
    // a typed error naming it.
    if (typeof document !== 'undefined') {
      const error = await client.download(link).then(() => undefined, (caught) => caught);
      check(error?.name === 'APIPageStatusError' && error.pageStatus === 403, `download from a page: ${error?.name}: ${error?.message}`);
      return;
    }
    const file = await client.download(link);
    check(file.contentType.startsWith('image/') && file.size > 0 && file.data.byteLength === file.size, `the comic link gave ${file.contentType}, ${file.size} bytes`);
  },

  async 'render with timed lines'({ sdk, url }) {
    const client = new sdk.ScreencapClient(url, 'The Testingtons', { generation: '2026' });
    const screencap = await client.getScreencap(SALT.key, SALT.timestamp);
    await control(url, 'DELETE', 'requests');
    const video = await client.renderGif(screencap);
    check(typeof video === 'string' && video.startsWith(`${url}video/`), `render gave ${video}`);
    const [request] = (await control(url, 'GET', 'requests')).filter((entry) => entry.method === 'POST');
    const overlays = request?.render?.[0]?.overlays ?? [];
    check(JSON.stringify(overlays.map((overlay) => overlay.text)) === JSON.stringify(SALT.lines), `overlays ${JSON.stringify(overlays)}`);
    check(new Set(overlays.map((overlay) => `${overlay.start}-${overlay.end}`)).size === 2, `the two lines share their times: ${JSON.stringify(overlays)}`);
  },

  // The fault checks' clients keep no cache: a search the checks above made is kept where the platform's
  // HTTP cache is the client's (a Worker's Cache API, a browser's cache) and outlives the client that made it.
  async 'error with status and URL'({ sdk, url }) {
    const client = new sdk.ScreencapClient(url, 'The Testingtons', { generation: '2026', cache: false });
    await control(url, 'POST', 'faults', { endpoint: 'search', kind: 'status', status: 404 });
    const error = await failureOf(() => client.search('pancakes'));
    check(error instanceof sdk.APIPageStatusError, `${error?.name}: ${error?.message}`);
    check(error.pageStatus === 404, `pageStatus ${error.pageStatus}`);
    check(error.method === 'GET' && error.url.startsWith(`${url}api/search?`), `method ${error.method}, url ${error.url}`);
  },

  async timeout({ sdk, url }) {
    const client = new sdk.ScreencapClient(url, 'The Testingtons', { generation: '2026', timeout: 0.3, maxRetries: 0, cache: false });
    await control(url, 'POST', 'faults', { endpoint: 'search', kind: 'delay', delayMs: 5_000 });
    try {
      const error = await failureOf(() => client.search('pancakes'));
      check(error instanceof sdk.APITimeoutError, `${error?.name}: ${error?.message}`);
      check(error.url.startsWith(`${url}api/search?`), `url ${error.url}`);
    } finally {
      await control(url, 'DELETE', 'faults');
    }
  },
};

/** Every check's name, in the order they run. */
export const CHECK_NAMES = Object.keys(CHECKS);

/**
 * Runs the subset with one flavour's SDK against the fake service at `url`;
 * closes each client it made where the flavour has `close`. Resolves to one
 * `{ name, ok, error? }` per check (a failure does not stop the others).
 */
export async function runSubset(sdk, url) {
  const results = [];
  for (const [name, run] of Object.entries(CHECKS)) {
    try {
      await run({ sdk, url });
      results.push({ name, ok: true });
    } catch (error) {
      results.push({ name, ok: false, error: `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}` });
    }
  }
  return results;
}

/** The checks of `@screencap/core` alone (no request): a comic link built from data. */
export function runCoreSubset(core, url) {
  try {
    const link = core.comicUrl(url, [{ frame: { key: SALT.key, timestamp: SALT.timestamp }, caption: SALT.lines.join('\n') }]);
    check(typeof link === 'string' && link.startsWith(`${url}comic/img?b64=`), `comicUrl gave ${link}`);
    return [{ name: 'core: comic link', ok: true }];
  } catch (error) {
    return [{ name: 'core: comic link', ok: false, error: `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}` }];
  }
}

/**
 * The check of the build for Workers and browsers alone: the `redis` option,
 * which needs Node.js, is refused with a `TypeError` that says so, when the
 * client is made.
 */
export function runPlatformSubset(sdk, url) {
  const name = 'platform: redis option refused';
  try {
    const error = (() => {
      try {
        new sdk.ScreencapClient(url, 'The Testingtons', { redis: 'redis://127.0.0.1:6379' });
      } catch (caught) {
        return caught;
      }
      throw new Error('the client was made');
    })();
    check(error instanceof TypeError && /redis option needs Node\.js/.test(error.message), `${error?.name}: ${error?.message}`);
    return [{ name, ok: true }];
  } catch (error) {
    return [{ name, ok: false, error: `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}` }];
  }
}
