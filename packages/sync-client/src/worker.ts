// The worker thread of @screencap/sync: it runs the async client's transport
// and answers in plain data. Everything else happens on the caller's thread.
// Only the error entry point of core: the worker never parses responses, so
// it has no use for the schemas (and zod), which would slow its start-up.
import { serializeError } from '@screencap/core/internal/errors';
import { type Transport, createTransport } from '@screencap/async/internal/transport';
import { runAsWorker } from 'synckit';
import type { WorkerReply, WorkerRequest, WorkerTransportOptions } from './internal/protocol.js';

// One transport (and keep-alive pool) per distinct set of options, so clients
// configured alike share connections. A script that makes clients with ever
// new options (a userAgent per job, say) and never closes them would grow the
// map for good, so the least recently used pools beyond a few are closed.
const MAX_TRANSPORTS = 16;
const transports = new Map<string, Transport>();

function transportFor(options: WorkerTransportOptions): Transport {
  const key = JSON.stringify(options);
  let transport = transports.get(key);
  if (transport) {
    // Map keeps insertion order: re-inserting marks it as the most recently used.
    transports.delete(key);
  } else {
    transport = createTransport(options);
  }
  transports.set(key, transport);
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
    case 'close': {
      const key = JSON.stringify(message.options);
      transports.get(key)?.close();
      transports.delete(key);
      return { ok: true };
    }
    case 'exit':
      // Used to retire a worker (and, in tests, to kill one): synckit reports
      // the exit to the caller, which then starts a fresh worker.
      process.exit(message.code);
    // eslint-disable-next-line no-fallthrough -- process.exit never returns
    case 'send':
      try {
        const response = await transportFor(message.options).send(message.request, { timeout: message.timeout });
        return { ok: true, response };
      } catch (error) {
        return { ok: false, error: serializeError(error) };
      }
  }
});
