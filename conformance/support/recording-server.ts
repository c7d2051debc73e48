/**
 * The recording server (recording-server-process.mjs) in a child process, around the
 * current test file: what the scale tests use to see request headers and
 * arrival times, which the fake service does not log.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import { stopChild } from './stop-child.js';

/** A request as the recording server saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  /** Arrival, in epoch milliseconds (fractional). */
  readonly time: number;
  /** For a streamed answer: the bytes written before the client stopped taking them or left. */
  readonly sent?: number;
}

/** A scripted answer. */
export interface ScriptedAnswer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** Instead of `body`: `chunks` chunks of `chunkBytes` zero bytes, written as the client reads them. */
  readonly stream?: { readonly chunkBytes: number; readonly chunks: number };
}

/** The running server. */
export interface RecordingServer {
  readonly url: string;
  /** Queues answers for the next requests. */
  script(...answers: ScriptedAnswer[]): Promise<void>;
  /** Every request since the last reset, in order of arrival. */
  requests(): Promise<RecordedRequest[]>;
}

const SCRIPT = fileURLToPath(new URL('./recording-server-process.mjs', import.meta.url));

/** Starts the recording server for the current test file; reset before each test. */
export function useRecordingServer(): () => RecordingServer {
  let child: ChildProcessByStdio<null, Readable, null> | undefined;
  let server: RecordingServer | undefined;
  beforeAll(async () => {
    child = spawn(process.execPath, [SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const url = line.toString('utf8').trim();
    const control = (path: string, body?: unknown): Promise<Response> =>
      fetch(`${url}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
    server = {
      url,
      script: async (...answers) => {
        await control('__script', answers);
      },
      requests: async () => (await (await control('__log')).json()) as RecordedRequest[],
    };
  });
  beforeEach(async () => {
    if (server) await fetch(`${server.url}__reset`, { method: 'POST' });
  });
  afterAll(async () => {
    await stopChild(child);
  });
  return () => {
    if (!server) throw new Error('The recording server is not running (used outside a test?)');
    return server;
  };
}
