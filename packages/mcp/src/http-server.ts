import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ScreencapClient } from '@screencap/async';
import { isLoopbackHostname } from './access.js';
import { createRequestHandler } from './handler.js';

/** Where `screencap-mcp --http` listens and whom it serves. */
export interface HttpServeOptions {
  /** The address to bind (`127.0.0.1`, `::1`, `0.0.0.0`, ...). */
  readonly host: string;
  /** The port; 0 picks a free one. */
  readonly port: number;
  /** Browser origins served besides loopback ones (normalized, as `URL.origin`). */
  readonly allowedOrigins: readonly string[];
}

/** The MCP endpoint's path. */
export const MCP_PATH = '/mcp';

function webRequest(incoming: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  const method = incoming.method ?? 'GET';
  // The path only: the Host header is checked, never trusted to build the URL.
  const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
  const body = method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
  return new Request(url, { method, headers, signal, ...(body === undefined ? {} : { body, duplex: 'half' }) });
}

async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, [...response.headers].flat());
  // An event stream's head goes out at once: the client waits for it before reading progress.
  outgoing.flushHeaders();
  if (response.body === null) {
    outgoing.end();
    return;
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  // A client that hangs up cancels the body: the call behind it ends.
  outgoing.once('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!outgoing.write(value)) await once(outgoing, 'drain');
    }
  } catch {
    // The stream was cancelled: the client is gone.
  }
  outgoing.end();
}

/**
 * Serves the MCP server over Streamable HTTP on Node.js at `/mcp`, for
 * `screencap-mcp --http`: the fetch handler of {@link createRequestHandler}
 * behind `node:http`. On a loopback bind only loopback `Host`s and origins
 * (and `allowedOrigins`) are served, as the MCP specification asks.
 *
 * @returns the listening server and its URL
 */
export async function serveHttp(clients: readonly ScreencapClient[], options: HttpServeOptions): Promise<{ server: Server; url: string }> {
  const bareHost = options.host.replace(/^\[(.*)\]$/, '$1');
  const loopbackOnly = isLoopbackHostname(bareHost.includes(':') ? `[${bareHost}]` : bareHost);
  const handle = createRequestHandler(clients, { loopbackOnly, allowedOrigins: options.allowedOrigins });
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname;
    if (path !== MCP_PATH) {
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: the MCP endpoint is ${MCP_PATH}\n`);
      return;
    }
    const hangUp = new AbortController();
    outgoing.once('close', () => { hangUp.abort(); });
    handle(webRequest(incoming, hangUp.signal), incoming.socket.remoteAddress ?? '')
      .then((response) => writeResponse(response, outgoing))
      .catch((error: unknown) => {
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain' });
        outgoing.end(`internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      });
  });
  server.listen(options.port, bareHost);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const shownHost = bareHost.includes(':') ? `[${bareHost}]` : bareHost === '0.0.0.0' ? '127.0.0.1' : bareHost;
  return { server, url: `http://${shownHost}:${port}${MCP_PATH}` };
}
