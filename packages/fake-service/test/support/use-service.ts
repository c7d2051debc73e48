/**
 * The in-process fake service for one `describe` block: started before its
 * first test, closed after its last. Returns a getter, as the handle exists
 * only once `beforeAll` has run.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { startFakeService } from '../../src/server.js';
import type { FakeServiceHandle, FakeServiceOptions } from '../../src/types.js';

/**
 * Starts a fake service around the current `describe` block; call the getter
 * inside its tests and hooks. The CDN's `403` is off unless `cdn` is given:
 * these tests fetch media with a bare client, and cdn.test.ts tests the CDN.
 */
export function useService(options: FakeServiceOptions = {}): () => FakeServiceHandle {
  let handle: FakeServiceHandle | undefined;
  beforeAll(async () => {
    handle = await startFakeService({ cdn: false, ...options });
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('The fake service is not running (used outside a test?)');
    return handle;
  };
}

/** Resolves once `service` has logged a request (polled every 5 ms): the request is then in the server's hands. */
export async function firstRequest(service: FakeServiceHandle): Promise<void> {
  while ((await service.requests()).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
}
