import { ScreencapError } from '@screencap/core/internal';

/**
 * The worker thread that runs the blocking client's requests failed: it died,
 * or it did not answer within the client's worst case plus a margin. The call
 * that saw it throws this; the next call starts a fresh worker.
 */
export class SyncWorkerError extends ScreencapError {
  /** The class name, `SyncWorkerError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'SyncWorkerError';
}
