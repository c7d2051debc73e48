// The worker thread of @screencap/sync: it runs the async client's transport
// and answers in plain data. Everything else happens on the caller's thread.
// From core, only the errors' serialisation: the worker never parses
// responses, so it never loads zod. It is bundled with everything it imports
// into lib/worker.js (scripts/bundle.mjs, SYNC_WORKER).
import { serializeError } from '@screencap/core/internal';
import { writeSync } from 'node:fs';
import type { Transport } from '@screencap/async/internal/transport';
import { runAsWorker } from './internal/synckit.js';
import type { WorkerReply, WorkerRequest, WorkerRoot, WorkerTransportOptions } from './internal/protocol.js';

// One transport per client: its cache, rate limit and Retry-After belong to
// it, as in the async flavour. A script that makes ever new clients and never
// closes them would grow the map for good, so the least recently used beyond
// a few are closed (their state is lost, as if the client were new).
const MAX_TRANSPORTS = 64;
const transports = new Map<string, Transport>();

// The calling thread is blocked while the worker runs, and a worker's console
// goes through it: log lines are written to standard error directly, at once.
function writeLine(message: string, ...rest: unknown[]): void {
  const details = rest.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(' ');
  writeSync(2, `${message}${details ? ` ${details}` : ''}\n`);
}
const STDERR_LOGGER = { error: writeLine, warn: writeLine, info: writeLine, debug: writeLine };

// What the first request needs is initialised once the worker listens, not
// before: its code is in this bundle, but a module imported dynamically
// runs only then, so a ping (warmUp) is answered as soon as synckit is
// loaded, and the transport and node-fetch set up while the caller finishes
// its own start-up (a worker thread has its own module graph: nothing is
// shared with it). A failed import is reported by the first request, which
// awaits it.
const transportModule = import('@screencap/async/internal/transport');
transportModule.catch(() => undefined);
// Ours is the default fetch in every case: a fetch option cannot reach the worker.
void import('@screencap/async/internal/default-fetch').then(({ preloadDefaultFetch }) => preloadDefaultFetch(), () => undefined);

async function transportFor(client: string, options: WorkerTransportOptions, root?: WorkerRoot): Promise<Transport> {
  let transport = transports.get(client);
  if (transport) {
    // Map keeps insertion order: re-inserting marks it as the most recently used.
    transports.delete(client);
  } else if (root) {
    // A client made by withOptions shares its original's cache, limits and connections.
    transport = (await transportFor(root.client, root.options)).derive({ ...options, logger: STDERR_LOGGER });
  } else {
    // Calls never overlap (each blocks its caller), so no other request of this client can make one meanwhile.
    const { Transport: TransportClass } = await transportModule;
    transport = new TransportClass({ ...options, logger: STDERR_LOGGER });
  }
  transports.set(client, transport);
  for (const [oldKey, oldTransport] of transports) {
    if (transports.size <= MAX_TRANSPORTS) break;
    oldTransport.close();
    transports.delete(oldKey);
  }
  return transport;
}

runAsWorker(async (message: WorkerRequest): Promise<WorkerReply> => {
  switch (message.kind) {
    case 'ping':
      return { ok: true };
    case 'close':
      transports.get(message.client)?.close();
      transports.delete(message.client);
      return { ok: true };
    case 'exit':
      // Used to retire a worker (and, in tests, to kill one): synckit reports
      // the exit to the caller, which then starts a fresh worker.
      process.exit(message.code);
    // eslint-disable-next-line no-fallthrough -- process.exit never returns
    case 'send': {
      // Outside the try: a transport that fails to import is a broken
      // worker (thrown to synckit, so the caller gets a SyncWorkerError, as
      // when the worker itself fails to load), not an error of the request.
      const transport = await transportFor(message.client, message.options, message.root);
      try {
        const response = await transport.send(message.request, {
          timeout: message.timeout,
          renderTimeout: message.renderTimeout,
          renderStartedAt: message.renderStartedAt,
        });
        return { ok: true, response };
      } catch (error) {
        return { ok: false, error: serializeError(error) };
      }
    }
  }
});
