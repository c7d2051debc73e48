import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { USAGE, UsageError, clientFor, parseServerArguments } from './arguments.js';
import { createScreencapMcpServer } from './server.js';

/**
 * Standard output carries the protocol, so the client's log lines (the
 * level from SCREENCAP_LOG) all go to standard error.
 */
const STDERR_LOGGER = { debug: console.error, info: console.error, warn: console.error, error: console.error };

/** Exit status of a command line the server cannot serve (sysexits' EX_USAGE). */
const EXIT_USAGE = 64;

function start(): void {
  let client;
  try {
    client = clientFor(parseServerArguments(process.argv.slice(2), process.env), { logger: STDERR_LOGGER });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`screencap-mcp: ${error.message}\n${USAGE}\n`);
    process.exit(EXIT_USAGE);
  }
  const server = createScreencapMcpServer(client);
  const transport = new StdioServerTransport();
  transport.onclose = () => {
    client.close();
  };
  server.connect(transport).catch((error: unknown) => {
    process.stderr.write(`screencap-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

start();
