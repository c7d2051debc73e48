/**
 * A client in a process of its own (redis-peer-process.mjs), driven call by
 * call, for the tests where several processes share a Redis that changes
 * while they run. What the process writes to standard error (its log lines,
 * Node's warnings) is kept for the test to read.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach } from '@jest/globals';
import { CONFORMANCE_DIR } from './faults.js';

const PEER = fileURLToPath(new URL('./redis-peer-process.mjs', import.meta.url));

/** Long enough for any call of these tests on a busy machine; it only keeps a stuck process from hanging the test. */
const CALL_LIMIT_MS = 15_000;

/** What a call in the peer did. */
export interface PeerOutcome {
  readonly ok: boolean;
  /** The length of the answer, when it is an array. */
  readonly length?: number;
  readonly name?: string;
  readonly pageStatus?: number;
  readonly retryAfter?: number;
  readonly message?: string;
}

/** A client process. */
export interface Peer {
  /** Calls the client's method with these (JSON) arguments, and waits for the outcome. */
  call(method: string, ...args: unknown[]): Promise<PeerOutcome>;
  /** Closes the client and waits until the process has ended by itself; its exit code. */
  close(): Promise<number | null>;
  /** Everything the process wrote to standard error so far. */
  readonly stderr: string;
}

const running = new Set<ChildProcessWithoutNullStreams>();

afterEach(() => {
  // A test that failed midway leaves its processes: none outlives it.
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** Starts a client of `flavour` on `base`, sharing the Redis at `redis`. */
export function startPeer(flavour: 'async' | 'sync', redis: string, base: string): Peer {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [PEER, flavour, redis, base], { cwd: CONFORMANCE_DIR, env, stdio: ['pipe', 'pipe', 'pipe'] });
  running.add(child);
  let stderr = '';
  let pending = '';
  const waiting: ((line: string) => void)[] = [];
  const lines: string[] = [];
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('close', (code) => {
      resolve(code);
    });
  });

  const send = async (message: unknown): Promise<PeerOutcome> => {
    child.stdin.write(`${JSON.stringify(message)}\n`);
    const line = await new Promise<string>((resolve, reject) => {
      const early = lines.shift();
      if (early !== undefined) {
        resolve(early);
        return;
      }
      const timer = setTimeout(() => {
        reject(new Error(`the ${flavour} peer did not answer ${JSON.stringify(message)}; its stderr: ${stderr}`));
      }, CALL_LIMIT_MS);
      waiting.push((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the ${flavour} peer exited with ${String(code)} before answering ${JSON.stringify(message)}; its stderr: ${stderr}`));
      });
    });
    return JSON.parse(line) as PeerOutcome;
  };

  return {
    call: (method, ...args) => send({ call: method, args }),
    close: async () => {
      await send({ call: 'close' });
      child.stdin.end();
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`the ${flavour} peer did not end after close; its stderr: ${stderr}`));
        }, CALL_LIMIT_MS);
      });
      try {
        return await Promise.race([exited, limit]);
      } finally {
        clearTimeout(timer);
        running.delete(child);
      }
    },
    get stderr() {
      return stderr;
    },
  };
}
