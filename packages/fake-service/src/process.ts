/**
 * Runs the fake service in a child process.
 *
 * A synchronous client blocks its own thread while it waits for an answer,
 * so a service in the same process could never answer it. The child is the
 * built `dist/bin.js`; the handle talks to it over the `/__fake/` control
 * endpoints.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { faultJsonReplacer, faultJsonReviver, type Fault } from './faults.js';
import { DEFAULT_SERVICE_MODE, type FakeServiceHandle, type FakeServiceOptions, type LoggedRequest } from './types.js';

/** Options of {@link startFakeServiceProcess}. */
export interface FakeServiceProcessOptions extends FakeServiceOptions {
  /**
   * How long the child may take to print its URL before the start is given up.
   * @default 10000
   */
  startTimeoutMs?: number;
}

/** What to spawn and how long to wait for its URL. */
export interface ChildStart {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly startTimeoutMs: number;
}

/** A child that printed its URL. */
export interface StartedChild {
  readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  readonly url: string;
  /** Settles when the child has exited and its pipes are closed. */
  readonly closed: Promise<void>;
}

/** Time a child gets to exit after SIGTERM before it is killed outright. */
const KILL_GRACE_MS = 5_000;
/** Only the end of the child's stderr is kept for error messages. */
const STDERR_TAIL_CHARS = 2_000;

// `../dist/bin.js` resolves to the same file from `src/` (tests) and `dist/` (the package).
const BIN_PATH = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** The parent's environment without `NODE_OPTIONS`, so flags such as Jest's do not leak into the child. */
function childEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return env;
}

/**
 * Spawns a child and waits for the first line of its stdout, which must be
 * an `http://` URL ending in `/`.
 *
 * Rejects, after the child is gone, when the child exits first, prints
 * something else, cannot be spawned, or stays silent for `startTimeoutMs`.
 */
export function spawnServiceChild(start: ChildStart): Promise<StartedChild> {
  const child = spawn(start.command, [...start.args], { env: start.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const closed = new Promise<void>((resolve) => {
    child.once('close', () => {
      resolve();
    });
  });
  let stdout = '';
  let stderrTail = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
  });
  const describeStderr = (): string => (stderrTail.trim() === '' ? '' : `; its stderr: ${stderrTail.trim()}`);

  return new Promise<StartedChild>((resolve, reject) => {
    let settled = false;
    const fail = (message: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const rejectNow = (): void => {
        reject(new Error(`${message}${describeStderr()}`));
      };
      // A child that never got a pid has nothing to wait for.
      if (child.pid === undefined) {
        rejectNow();
        return;
      }
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      // Reject only once the child is gone, so a failed start leaves nothing running.
      void closed.then(rejectNow);
    };
    const timer = setTimeout(() => {
      fail(`fake service process did not print its URL within ${start.startTimeoutMs} ms`);
    }, start.startTimeoutMs);

    child.once('error', (error) => {
      fail(`fake service process could not be started: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      fail(`fake service process exited (${signal ?? `code ${code ?? 'unknown'}`}) before printing its URL`);
    });
    child.stdout.on('data', (chunk: string) => {
      if (settled) return;
      stdout += chunk;
      const lineEnd = stdout.indexOf('\n');
      if (lineEnd === -1) return;
      const firstLine = stdout.slice(0, lineEnd).trim();
      if (!/^http:\/\/\S+\/$/.test(firstLine)) {
        fail(`fake service process printed ${JSON.stringify(firstLine)} instead of its URL`);
        return;
      }
      settled = true;
      clearTimeout(timer);
      resolve({ child, url: firstLine, closed });
    });
  });
}

/** Stops a child: SIGTERM, then SIGKILL if it lingers; resolves once it has exited. */
export async function stopChild({ child, closed }: Pick<StartedChild, 'child' | 'closed'>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    await closed;
    clearTimeout(killTimer);
  }
  await closed;
}

/** One control request; a fresh connection each time (`agent: false`) so nothing lingers in a pool. */
function controlRequest(baseUrl: string, method: string, path: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body, 'utf8');
    const request = httpRequest(
      new URL(path, baseUrl),
      {
        method,
        agent: false,
        headers: payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(text);
          else reject(new Error(`fake service control request ${method} ${path} answered ${status}: ${text.trim()}`));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Starts a fake screencap service in a child process (the built
 * `dist/bin.js`, spawned with this Node.js and without `NODE_OPTIONS`).
 *
 * This is what the shared suites use: a synchronous client blocks its own
 * thread, so the service must live in another process. The handle's methods
 * talk to the child over the `/__fake/` control endpoints. Rejects with a
 * clear error when the child dies early or does not print its URL within
 * `startTimeoutMs`.
 *
 * @example
 * ```ts
 * import { afterAll, beforeAll, expect, test } from '@jest/globals';
 * import { startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
 *
 * let service: FakeServiceHandle;
 * beforeAll(async () => { service = await startFakeServiceProcess({ seed: 7 }); });
 * afterAll(() => service.close());
 *
 * test('a 429 is retried', async () => {
 *   await service.injectFault({ endpoint: 'random', kind: 'status', status: 429, retryAfter: 1 });
 *   // ... call your bot with service.url ...
 *   expect((await service.requests()).map((entry) => entry.status)).toEqual([429, 200]);
 * });
 * ```
 */
export async function startFakeServiceProcess(options: FakeServiceProcessOptions = {}): Promise<FakeServiceHandle> {
  if (!existsSync(BIN_PATH)) {
    throw new Error(`fake service is not built: ${BIN_PATH} is missing (run \`pnpm exec tsc -b packages/fake-service\`)`);
  }
  const args = [
    BIN_PATH,
    '--port', String(options.port ?? 0),
    '--host', options.host ?? '127.0.0.1',
    '--seed', String(options.seed ?? 1),
    '--mode', options.mode ?? DEFAULT_SERVICE_MODE,
    ...(options.renderStepMs === undefined ? [] : ['--render-step-ms', String(options.renderStepMs)]),
    ...(options.movedTo === undefined ? [] : ['--moved-to', options.movedTo]),
    ...(options.cdn === undefined ? [] : ['--cdn', options.cdn ? 'on' : 'off']),
    ...(options.renamed === true ? ['--renamed'] : []),
    ...(options.allowCrossOrigin === true ? ['--allow-cross-origin'] : []),
    // If this process dies without calling close(), the child notices its stdin closing and exits too.
    '--exit-with-stdin',
  ];
  const started = await spawnServiceChild({
    command: process.execPath,
    args,
    env: childEnvironment(),
    startTimeoutMs: options.startTimeoutMs ?? 10_000,
  });
  // Keep draining the pipes so the child can never block on a full one.
  started.child.stdout.resume();
  started.child.stderr.resume();
  const { url } = started;
  let closing: Promise<void> | undefined;
  return {
    url,
    close: () => (closing ??= stopChild(started)),
    injectFault: async (fault: Fault) => {
      await controlRequest(url, 'POST', '__fake/faults', JSON.stringify(fault, faultJsonReplacer));
    },
    requests: async () => JSON.parse(await controlRequest(url, 'GET', '__fake/requests'), faultJsonReviver) as LoggedRequest[],
    clearRequests: async () => {
      await controlRequest(url, 'DELETE', '__fake/requests');
    },
    reset: async () => {
      await controlRequest(url, 'POST', '__fake/reset');
    },
  };
}
