/**
 * The in-process fake service for one `describe` block: started before its
 * first test, closed after its last. Returns a getter, as the handle exists
 * only once `beforeAll` has run.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { startFakeService } from '../../src/server.js';
import type { FakeServiceHandle, FakeServiceOptions } from '../../src/types.js';

/** Starts a fake service around the current `describe` block; call the getter inside its tests and hooks. */
export function useService(options: FakeServiceOptions = {}): () => FakeServiceHandle {
  let handle: FakeServiceHandle | undefined;
  beforeAll(async () => {
    handle = await startFakeService(options);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('The fake service is not running (used outside a test?)');
    return handle;
  };
}
