/**
 * The fake service for a conformance test file: one child process for the
 * whole file (a sync call blocks its own thread, so the server must live
 * elsewhere), back to its start state before each test.
 */
import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import { type FakeServiceHandle, type FakeServiceOptions, startFakeServiceProcess } from '@screencap/fake-service';

/**
 * Starts the fake service around the current test file and returns a getter
 * (the handle exists only once `beforeAll` has run).
 */
export function useFakeService(options: FakeServiceOptions = {}): () => FakeServiceHandle {
  let handle: FakeServiceHandle | undefined;
  beforeAll(async () => {
    handle = await startFakeServiceProcess(options);
  });
  beforeEach(async () => {
    await handle?.reset();
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('The fake service is not running (used outside a test?)');
    return handle;
  };
}
