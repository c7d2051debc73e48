import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ScreencapClient } from '@screencap/async';
import { USAGE, UsageError, clientFor, parseServerArguments } from './arguments.js';
import { TRANSPORT_USAGE, splitTransportArguments, type TransportArguments } from './http-arguments.js';
import { serveHttp } from './http-server.js';
import { createScreencapMcpServer } from './server.js';

/**
 * Standard output carries the protocol (over stdio), so the client's log
 * lines (the level from SCREENCAP_LOG) all go to standard error.
 */
const STDERR_LOGGER = { debug: console.error, info: console.error, warn: console.error, error: console.error };

/** Exit status of a command line the server cannot serve (sysexits' EX_USAGE). */
const EXIT_USAGE = 64;

function fail(error: unknown): never {
  process.stderr.write(`screencap-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

function serveStdio(client: ScreencapClient): void {
  const server = createScreencapMcpServer(client);
  const transport = new StdioServerTransport();
  transport.onclose = () => {
    client.close();
  };
  server.connect(transport).catch(fail);
}

async function serveStreamableHttp(client: ScreencapClient, transport: TransportArguments & { http: NonNullable<TransportArguments['http']> }): Promise<void> {
  const { server, url } = await serveHttp(client, { ...transport.http, allowedOrigins: transport.allowedOrigins });
  process.stderr.write(`screencap-mcp: serving MCP (Streamable HTTP) at ${url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      server.closeAllConnections();
      client.close();
    });
  }
}

function start(): void {
  let client;
  let transport;
  try {
    const split = splitTransportArguments(process.argv.slice(2));
    transport = split.transport;
    client = clientFor(parseServerArguments(split.rest, process.env), { logger: STDERR_LOGGER });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`screencap-mcp: ${error.message}\n${USAGE}\n       ${TRANSPORT_USAGE}\n`);
    process.exit(EXIT_USAGE);
  }
  const { http } = transport;
  if (http === undefined) serveStdio(client);
  else serveStreamableHttp(client, { ...transport, http }).catch(fail);
}

start();
