// The scaffolding every loopback test file shares: one server for the file,
// clients and transports closed after each test, the server reset after each
// test and closed after the file. Call `useLoopback()` at the top of a file.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { DEFAULT_CLIENT_OPTIONS, type ResolvedClientOptions } from '@screencap/core/internal';
import { ScreencapClient } from '../../src/client.js';
import { Transport } from '../../src/internal/transport.js';
import { type Handler, LoopbackServer } from './loopback-server.js';
import { VERSION_TEXT } from './payloads.js';

/** What `useLoopback()` hands a test file. */
export interface Loopback {
  /** The file's server; it listens from `beforeAll` on. */
  readonly server: LoopbackServer;
  /** The bodies of the requests `reading` saw since the last test, in order (emptied after each test). */
  readonly bodies: string[];
  /** A client of the server with fast retries (backoff capped at 10 ms) unless told otherwise. */
  makeClient(options?: ConstructorParameters<typeof ScreencapClient>[2]): ScreencapClient;
  /** A transport with fast retries (backoff capped at 10 ms) unless told otherwise. */
  makeTransport(options?: Partial<ResolvedClientOptions>): Transport;
  /** Reads the whole request body into `bodies`, then hands over to `handler`. */
  reading(handler: Handler): Handler;
  /** Resolves after `ms`, on a timer the server's reset clears (the promise then never settles). */
  pause(ms: number): Promise<void>;
}

/** Registers the hooks of one loopback server for the calling test file. */
export function useLoopback(): Loopback {
  const server = LoopbackServer.create();
  const clients: ScreencapClient[] = [];
  const transports: Transport[] = [];
  const bodies: string[] = [];

  beforeAll(async () => {
    await server.listen();
  });
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close();
    for (const client of clients.splice(0)) client.close();
    server.reset();
    bodies.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  return {
    server,
    bodies,
    makeClient(options = {}) {
      const client = new ScreencapClient(server.base, 'Loopback', { maxRetryDelay: 0.01, ...options });
      clients.push(client);
      return client;
    },
    makeTransport(options = {}) {
      const transport = new Transport({ ...DEFAULT_CLIENT_OPTIONS, maxRetryDelay: 0.01, ...options, product: `@screencap/async/${VERSION_TEXT}` });
      transports.push(transport);
      return transport;
    },
    reading(handler) {
      return (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          bodies.push(Buffer.concat(chunks).toString('utf8'));
          handler(request, response);
        });
      };
    },
    pause(ms) {
      return new Promise((resolve) => {
        server.later(ms, resolve);
      });
    },
  };
}

/** The rejection of `promise`; throws when it resolves instead. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
