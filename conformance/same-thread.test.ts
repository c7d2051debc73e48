/**
 * A sync call blocks its thread until the answer, so a server started in that
 * same thread can never answer it: the call ends as a timeout. When the
 * instance is on this machine (a loopback host), the sync flavour's timeout
 * says so and names `startFakeServiceProcess`; the async flavour, which does
 * not block, gets its answer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type FakeServiceHandle, startFakeService } from '@screencap/fake-service';
import { callFailure, sameThreadHint } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { ASYNC, SYNC } from './support/flavours.js';
import { linksClient } from './support/links.js';

const QUICK = { timeout: 0.3, attemptTimeout: 1, maxRetries: 0 } as const;

describe('a fake service started in the caller thread', () => {
  let inThread: FakeServiceHandle;

  beforeAll(async () => {
    inThread = await startFakeService();
  });

  afterAll(async () => {
    await inThread.close();
  });

  it('a sync call to it times out, and the timeout says why and what to use instead', async () => {
    const client = linksClient(SYNC, inThread.url, QUICK);
    try {
      const error = await callFailure(SYNC, () => client.get('api/random'));
      expect(error).toBeInstanceOf(SYNC.sdk.APITimeoutError);
      expect(error).toMatchObject({ phase: 'response', timeout: 0.3 });
      expect((error as Error).message).toBe(`GET ${inThread.url}api/random timed out after 0.3 s waiting for the response${sameThreadHint(SYNC)}`);
      // What a program that does not catch it prints: the stack's first line is the message.
      expect((error as Error).stack?.split('\n')[0]).toContain('startFakeServiceProcess()');
    } finally {
      client.close();
    }
  });

  it('an async call to it is answered', async () => {
    const client = linksClient(ASYNC, inThread.url, QUICK);
    try {
      expect(await ASYNC.call(() => client.get('api/random'))).toHaveProperty('Frame.Episode');
    } finally {
      client.close();
    }
  });
});

describe('a fake service in another process', () => {
  const fake = useFakeService();

  it('a sync timeout waiting for the response of a loopback instance carries the same words', async () => {
    await fake().injectFault({ endpoint: 'random', kind: 'no-headers' });
    const client = linksClient(SYNC, fake().url, QUICK);
    try {
      expect((await callFailure(SYNC, () => client.get('api/random')) as Error).message).toBe(
        `GET ${fake().url}api/random timed out after 0.3 s waiting for the response${sameThreadHint(SYNC)}`,
      );
    } finally {
      client.close();
    }
  });

  it('a sync timeout in the middle of the body does not: the server did answer', async () => {
    await fake().injectFault({ endpoint: 'random', kind: 'stall-mid-body' });
    const client = linksClient(SYNC, fake().url, QUICK);
    try {
      const error = await callFailure(SYNC, () => client.get('api/random'));
      expect(error).toMatchObject({ phase: 'body' });
      expect((error as Error).message).not.toContain('startFakeServiceProcess');
    } finally {
      client.close();
    }
  });

  it('an async timeout does not: an async call never blocks a server in its thread', async () => {
    await fake().injectFault({ endpoint: 'random', kind: 'no-headers' });
    const client = linksClient(ASYNC, fake().url, QUICK);
    try {
      const error = await callFailure(ASYNC, () => client.get('api/random'));
      expect(error).toMatchObject({ phase: 'response' });
      expect((error as Error).message).not.toContain('startFakeServiceProcess');
    } finally {
      client.close();
    }
  });
});
