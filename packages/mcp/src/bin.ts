import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ScreencapClient } from '@screencap/async';
import { ExitCode, USAGE, UsageError, clientFor, parseServerArguments, serverHelp, type ServerArguments } from './arguments.js';
import type { TransportArguments } from './http-arguments.js';
import { serveHttp } from './http-server.js';
import { createScreencapMcpServer } from './server.js';
import { VERSION } from './version.js';

/**
 * Standard output carries the protocol (over stdio), so the client's log
 * lines (the level from SCREENCAP_LOG) all go to standard error.
 */
const STDERR_LOGGER = { debug: console.error, info: console.error, warn: console.error, error: console.error };

function fail(error: unknown): never {
  process.stderr.write(`screencap-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(ExitCode.UnexpectedError);
}

function closeAll(clients: readonly ScreencapClient[]): void {
  for (const client of clients) client.close();
}

function serveStdio(clients: readonly ScreencapClient[]): void {
  const server = createScreencapMcpServer(clients);
  const transport = new StdioServerTransport();
  transport.onclose = () => {
    closeAll(clients);
  };
  server.connect(transport).catch(fail);
}

async function serveStreamableHttp(clients: readonly ScreencapClient[], transport: TransportArguments & { http: NonNullable<TransportArguments['http']> }): Promise<void> {
  const { server, url } = await serveHttp(clients, { ...transport.http, allowedOrigins: transport.allowedOrigins });
  process.stderr.write(`screencap-mcp: serving MCP (Streamable HTTP) at ${url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      server.closeAllConnections();
      closeAll(clients);
    });
  }
}

function start(): void {
  let args: ServerArguments;
  try {
    args = parseServerArguments(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`screencap-mcp: ${error.message}\n${USAGE}\n`);
    process.exitCode = ExitCode.UsageError;
    return;
  }
  if (args.action !== 'serve') {
    process.stdout.write(args.action === 'help' ? serverHelp() : `${VERSION}\n`);
    return;
  }
  const clients = args.instances.map((instance) => clientFor(instance, { logger: STDERR_LOGGER }));
  const { http } = args.transport;
  if (http === undefined) serveStdio(clients);
  else serveStreamableHttp(clients, { ...args.transport, http }).catch(fail);
}

start();
