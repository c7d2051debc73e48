/**
 * Helpers of the fault, retry, error, worker and lifecycle conformance tests:
 * short-lived clients, the representative JSON calls with the exact URLs they
 * request, and the request log filtered by endpoint.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { types } from 'node:util';
import type { CallOptions, ClientOptions } from '@screencap/core/internal';
import type { EndpointName, FakeServiceHandle, Fault, LoggedRequest } from '@screencap/fake-service';
import { type AnyClient, FAST_OPTIONS, type Flavour } from './flavours.js';

/** The title every test client is given (the fake service's show). */
export const TITLE = 'The Testingtons';

/**
 * {@link FAST_OPTIONS} with a shorter wait, for tests that run into timeouts
 * on purpose: three attempts of 0.2 s, 10 ms between them.
 */
export const QUICK_OPTIONS: ClientOptions = { ...FAST_OPTIONS, timeout: 0.2, attemptTimeout: 1, maxRetryDelay: 0.01 };

/**
 * Runs one call of a fresh client of `flavour` (options: {@link FAST_OPTIONS}
 * plus `overrides`) through `flavour.call`, and closes the client once the
 * call has settled, whatever its outcome.
 */
export async function callWith<T>(
  flavour: Flavour,
  baseUrl: string,
  overrides: ClientOptions,
  invoke: (client: AnyClient) => T | Promise<T>,
): Promise<T> {
  const client = new flavour.ScreencapClient(baseUrl, TITLE, { ...FAST_OPTIONS, ...overrides });
  try {
    return await flavour.call(() => invoke(client));
  } finally {
    client.close();
  }
}

/**
 * The error a promise rejects with; fails the test when it resolves instead.
 * Lets a test assert the class and every field of one error from one call.
 */
export async function failureOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  let value: unknown;
  try {
    value = await promise;
  } catch (error) {
    // isNativeError: Node's own errors come from outside Jest's realm.
    if (!(error instanceof Error) && !types.isNativeError(error)) throw new Error(`expected an Error to be thrown, got ${String(error)}`, { cause: error });
    return error as Error & Record<string, unknown>;
  }
  throw new Error(`expected the call to fail, it returned ${preview(value)}`);
}

/** A fault without its target: the test names the endpoint, and it hits every request. */
export type Untargeted<F> = F extends Fault ? Omit<F, 'endpoint' | 'times'> : never;

/** Injects `fault` on `endpoint` of `fake` for every request, then the error `attempt()` fails with (see {@link failureOf}). */
export async function failureUnder(
  fake: FakeServiceHandle,
  endpoint: EndpointName,
  fault: Untargeted<Fault>,
  attempt: () => Promise<unknown>,
): Promise<Error & Record<string, unknown>> {
  await fake.injectFault({ ...fault, endpoint, times: Infinity });
  return failureOf(attempt());
}

function preview(value: unknown): string {
  try {
    return JSON.stringify(value).slice(0, 200);
  } catch {
    return String(value);
  }
}

/** The requests the service logged for one endpoint, oldest first. */
export async function requestsTo(fake: FakeServiceHandle, endpoint: EndpointName): Promise<LoggedRequest[]> {
  return (await fake.requests()).filter((request) => request.endpoint === endpoint);
}

/** A frame of `S01E01` in the fake catalogue (its id is 10100105). */
export const FRAME = { key: 'S01E01', timestamp: 20_661 } as const;

/** One representative call of a JSON endpoint, and the exact URL it requests. */
export interface JsonCall {
  readonly endpoint: EndpointName;
  /** What the test calls, e.g. `search('pancakes')`. */
  readonly label: string;
  invoke(client: AnyClient, options?: CallOptions): unknown;
  /** The URL the call requests, from the service's base URL. */
  url(baseUrl: string): string;
}

/** A successful call of every JSON endpoint of the classic service. */
export const JSON_CALLS: readonly JsonCall[] = [
  {
    endpoint: 'search',
    label: "search('pancakes')",
    invoke: (client, options) => client.search('pancakes', options),
    url: (base) => `${base}api/search?q=pancakes`,
  },
  {
    endpoint: 'caption',
    label: "getScreencap('S01E01', 20661)",
    invoke: (client, options) => client.getScreencap('S01E01', 20_661, options),
    url: (base) => `${base}api/caption?e=S01E01&t=20661`,
  },
  {
    endpoint: 'random',
    label: 'getRandomScreencap()',
    invoke: (client, options) => client.getRandomScreencap(options),
    url: (base) => `${base}api/random`,
  },
  {
    endpoint: 'frames',
    label: "getFrames('S01E01', 20661, 0, 0)",
    invoke: (client, options) => client.getFrames('S01E01', 20_661, 0, 0, options),
    url: (base) => `${base}api/frames/S01E01/20661/0/0`,
  },
  {
    endpoint: 'nearby',
    label: "getNearbyFrames('S01E01', 20661)",
    invoke: (client, options) => client.getNearbyFrames('S01E01', 20_661, options),
    url: (base) => `${base}api/nearby?e=S01E01&t=20661`,
  },
  {
    endpoint: 'episode',
    label: "viewEpisode('S01E01', 20000, 30000)",
    invoke: (client, options) => client.viewEpisode('S01E01', 20_000, 30_000, options),
    url: (base) => `${base}api/episode/S01E01/20000/30000`,
  },
];

/** The search call, the one most fault tests use. */
export const SEARCH: JsonCall = JSON_CALLS[0]!;

/** A gif URL of the classic service (caption `Hi`); a GET redirects to the rendered file. */
export function gifUrl(baseUrl: string): string {
  return `${baseUrl}gif/S01E01/20661/27223.gif?b64lines=SGk%3D`;
}

/** What a child Node process did. */
export interface ChildOutcome {
  /** Exit code, or `null` when it was killed. */
  readonly code: number | null;
  /** The signal that ended it, or `null` when it exited by itself. */
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Whether it was still running after `limitMs` and had to be killed. */
  readonly killed: boolean;
}

/** The conformance folder: a child started there resolves the `@screencap/*` packages. */
export const CONFORMANCE_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs an ES module given as text in a child Node process (cwd: the
 * conformance folder, `NODE_OPTIONS` removed so Jest's flags do not leak in)
 * and waits for it to exit by itself. A child still running after `limitMs`
 * is killed (SIGKILL) and reported as such, so a test never leaves it behind.
 */
export function runModule(code: string, env: Record<string, string>, limitMs = 15_000): Promise<ChildOutcome> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: CONFORMANCE_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    let killed = false;
    const guard = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.once('error', (error) => {
      clearTimeout(guard);
      reject(error);
    });
    child.once('close', (exitCode, signal) => {
      clearTimeout(guard);
      resolve({ code: exitCode, signal, stdout, stderr, killed });
    });
  });
}
