/**
 * The sync flavour's worker thread. Sync flavour only: the async flavour has
 * no worker. What a caller must be able to count on: `warmUp()` starts it, a
 * dead worker costs one call a `SyncWorkerError` and the next call gets a
 * fresh one, synckit's own timeout never shows (the SDK's timeouts come
 * first), results are plain values, and `close()` leaves the client usable.
 */
import { types } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { Screencap, ScreencapClient, SyncWorkerError } from '@screencap/sync';
// The test hook; the same module instance @screencap/sync uses (the kill tests prove it).
import { killWorkerForTests } from '../packages/sync-client/lib/worker-bridge.js';
import { useFakeService } from './support/fake-service.js';
import { callWith, failureOf, FRAME, runModule, TITLE } from './support/faults.js';
import { FAST_OPTIONS, SYNC } from './support/flavours.js';

const fake = useFakeService({ mode: 'classic' });

/** A sync client with FAST_OPTIONS, closed after `use` whatever happens. */
function withClient(use: (client: ScreencapClient) => void): void {
  const client = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
  try {
    use(client);
  } finally {
    client.close();
  }
}

describe('sync flavour worker', () => {
  it('warmUp() starts the worker without a request, and a call then works', async () => {
    withClient((client) => {
      client.warmUp();
    });
    expect(await fake().requests()).toHaveLength(0);
    withClient((client) => {
      const frames = client.search('pancakes');
      expect(Array.isArray(frames)).toBe(true);
      expect(frames).toHaveLength(7);
    });
  });

  it('after the worker dies, the next call throws SyncWorkerError and the one after works with a fresh worker', async () => {
    withClient((client) => {
      client.warmUp();
      expect(client.search('pancakes')).toHaveLength(7);
      killWorkerForTests();

      let error: unknown;
      try {
        client.search('pancakes');
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(SyncWorkerError);
      expect(error).toBeInstanceOf(core.ScreencapError);
      expect(error).not.toBeInstanceOf(core.APIError);
      expect(error).toMatchObject({
        name: 'SyncWorkerError',
        message: expect.stringMatching(/^The @screencap\/sync worker failed \(.+\); the next call starts a new one$/),
      });
      // synckit's own error, from outside Jest's realm.
      expect(types.isNativeError((error as Error).cause)).toBe(true);

      expect(client.search('pancakes')).toHaveLength(7);
      expect(client.getScreencap(FRAME.key, FRAME.timestamp).timestamp).toBe(20_661);
    });
    // The call that met the dead worker never reached the service.
    expect(await fake().requests()).toHaveLength(3);
  });

  it('a worker killed with code 0 is replaced too', () => {
    withClient((client) => {
      client.warmUp();
      killWorkerForTests(0);
      expect(() => client.search('pancakes')).toThrow(SyncWorkerError);
      expect(client.search('pancakes')).toHaveLength(7);
    });
  });

  it('a worker that died before warmUp() is replaced by it', () => {
    withClient((client) => {
      client.warmUp();
      killWorkerForTests();
      // warmUp meets the dead worker first; the call after it has a fresh one.
      expect(() => {
        client.warmUp();
      }).toThrow(SyncWorkerError);
      client.warmUp();
      expect(client.search('pancakes')).toHaveLength(7);
    });
  });

  it("a server that never answers ends in the SDK's APITimeoutError, never in a synckit error", async () => {
    // Every attempt of the first call (3) hangs; then normal service.
    await fake().injectFault({ endpoint: 'search', kind: 'no-headers', times: 3 });
    const error = await failureOf(callWith(SYNC, fake().url, { timeout: 0.2, maxRetryDelay: 0.01 }, (client) => client.search('pancakes')));
    expect(error).toBeInstanceOf(core.APITimeoutError);
    expect(error).not.toBeInstanceOf(SyncWorkerError);
    expect(error).toMatchObject({ phase: 'response', timeout: 0.2, attempts: 3 });
    expect(await fake().requests()).toHaveLength(3);
    // The worker survived: the next call works.
    await expect(callWith(SYNC, fake().url, {}, (client) => client.search('pancakes'))).resolves.toHaveLength(7);
  });

  it('every method returns a plain value, never a promise', () => {
    withClient((client) => {
      const results: unknown[] = [];
      const frames = client.search('pancakes');
      results.push(frames);
      const screencap = client.getScreencap(FRAME.key, FRAME.timestamp);
      results.push(screencap, client.getRandomScreencap(), client.searchForScreencap('pancakes'));
      results.push(client.getFrames(FRAME.key, FRAME.timestamp, 1000, 1000), client.getNearbyFrames(FRAME.key, FRAME.timestamp));
      results.push(client.viewEpisode(FRAME.key, 20_000, 30_000));
      const gifUrl = screencap.getGifUrl({ caption: 'Hi' });
      results.push(gifUrl, screencap.getMp4Url({ caption: 'Hi' }), client.generateGif(gifUrl));
      for (const result of results) {
        expect(result).not.toBeInstanceOf(Promise);
        expect(typeof (result as { then?: unknown }).then).toBe('undefined');
      }
      expect(screencap).toBeInstanceOf(Screencap);
      expect(typeof gifUrl).toBe('string');
    });
  });

  it('close() can be repeated, and a later call still works', () => {
    const client = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    expect(client.search('pancakes')).toHaveLength(7);
    client.close();
    client.close();
    expect(client.search('pancakes')).toHaveLength(7);
    client.close();
  });

  it('close() after the worker died does not throw (so a finally cannot hide the real error), and the next call works', () => {
    const client = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    expect(client.search('pancakes')).toHaveLength(7);
    killWorkerForTests();
    expect(() => {
      client.close();
    }).not.toThrow();
    expect(client.search('pancakes')).toHaveLength(7);
    client.close();
  });

  it('close() of one client leaves a client configured alike working', () => {
    const first = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    const second = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    try {
      expect(first.search('pancakes')).toHaveLength(7);
      expect(second.search('pancakes')).toHaveLength(7);
      first.close();
      expect(second.search('pancakes')).toHaveLength(7);
    } finally {
      first.close();
      second.close();
    }
  });

  it('a client needing a longer worst case than the running worker allows still works', () => {
    withClient((client) => {
      client.warmUp();
      expect(client.search('pancakes')).toHaveLength(7);
    });
    // Default options: a worst case of minutes, far above FAST_OPTIONS'.
    const patient = new ScreencapClient(fake().url, TITLE);
    try {
      expect(patient.search('pancakes')).toHaveLength(7);
    } finally {
      patient.close();
    }
    withClient((client) => {
      expect(client.search('pancakes')).toHaveLength(7);
    });
  });

  // An ES module import of node:http reads its WebSocket, CloseEvent and
  // MessageEvent getters, which load the undici Node.js bundles for its global
  // fetch; the worker sends through node-fetch and its bundle takes node:http
  // by process.getBuiltinModule, so that its cold start does not load undici.
  it("the worker's code loads no undici (Node.js's own fetch), though node-fetch inside it uses node:http", async () => {
    const outcome = await runModule(
      `const worker = new URL('../packages/sync-client/lib/worker.js', 'file://' + process.cwd() + '/');
       await import(worker.href);
       const loaded = process.moduleLoadList;
       console.log(JSON.stringify({ http: loaded.includes('NativeModule http'), undici: loaded.some((entry) => entry.includes('undici')) }));`,
      {},
    );
    expect(outcome.stderr).toBe('');
    expect(JSON.parse(outcome.stdout)).toEqual({ http: true, undici: false });
  });
});
