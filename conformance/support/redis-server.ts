/**
 * A real Redis for the tests that share state through it: `redis-server`
 * (from the machine's packages; `.ci/run` installs it when missing) started
 * around the current test file on a free loopback port, with nothing saved
 * to disk, emptied before each test and stopped after the file. It can also
 * be frozen (SIGSTOP: it keeps accepting connections but answers nothing,
 * as a stuck Redis or a partition would) and thawed; a frozen one is thawed
 * after each test, so none is left behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { stopChild } from './stop-child.js';
import { createClient } from '@keyv/redis';

/** How long redis-server may take to accept connections. */
const START_TIMEOUT_MS = 10_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function waitForReady(child: ChildProcess): Promise<void> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`redis-server did not start in ${START_TIMEOUT_MS} ms: ${output.slice(-500)}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error('could not start redis-server: is it installed (apt-get install redis-server)?', { cause: error }));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${String(code)}: ${output.slice(-500)}`));
    });
  });
}

/**
 * The URL of the test file's Redis, and what stops it and starts it again (on
 * the same port, empty), or freezes and thaws it (SIGSTOP, SIGCONT), for outages.
 */
export type RedisServer = (() => string) & { stop(): Promise<void>; start(): Promise<void>; freeze(): void; thaw(): void };

/** Starts Redis for the current test file; returns a getter of its URL (`redis://127.0.0.1:<port>`). */
export function useRedisServer(): RedisServer {
  let child: ChildProcess | undefined;
  let url: string | undefined;
  let port: number | undefined;
  let frozen = false;
  const running = (): boolean => child?.exitCode === null && child.signalCode === null;
  const freeze = (): void => {
    if (!running()) throw new Error('Redis is not running: nothing to freeze');
    child?.kill('SIGSTOP');
    frozen = true;
  };
  const thaw = (): void => {
    if (frozen && running()) child?.kill('SIGCONT');
    frozen = false;
  };
  const start = async (): Promise<void> => {
    port ??= await freePort();
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await waitForReady(child);
    url = `redis://127.0.0.1:${port}`;
  };
  beforeAll(start);
  beforeEach(async () => {
    // A test that stopped Redis and failed before starting it again leaves it down: up again for the next one.
    if (url !== undefined && (child?.exitCode !== null || child.signalCode !== null)) await start();
    if (url === undefined) return;
    const client = createClient({ url });
    await client.connect();
    await client.flushAll();
    await client.close();
  });
  afterEach(thaw);
  afterAll(async () => {
    thaw();
    await stopChild(child);
  });
  const getter = (): string => {
    if (url === undefined) throw new Error('Redis is not running (used outside a test?)');
    return url;
  };
  const stop = async (): Promise<void> => {
    // A stopped process would not act on SIGTERM until thawed.
    thaw();
    await stopChild(child);
  };
  return Object.assign(getter, { stop, start, freeze, thaw });
}
