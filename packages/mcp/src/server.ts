import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ScreencapClient } from '@screencap/async';
import { registerComic } from './tools/comic.js';
import { registerFindQuote } from './tools/find-quote.js';
import { registerGif } from './tools/gif.js';
import { registerRandomScreencap } from './tools/random-screencap.js';
import { registerUnfurl } from './tools/unfurl.js';
import { VERSION } from './version.js';

/**
 * An MCP server whose tools (`find_quote`, `comic`, `gif`,
 * `random_screencap`, `unfurl`) answer from one screencap instance, through
 * `client`. Connect it to a transport; `screencap-mcp` uses standard I/O.
 *
 * @param client - the client of the instance to serve; its options
 *   (timeouts, retries, rate limit, cache) apply to every tool call
 * @example
 * ```ts
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
 * import { Frinkiac } from '@screencap/async';
 * import { createScreencapMcpServer } from '@screencap/mcp';
 *
 * await createScreencapMcpServer(new Frinkiac()).connect(new StdioServerTransport());
 * ```
 */
export function createScreencapMcpServer(client: ScreencapClient): McpServer {
  const server = new McpServer({ name: 'screencap', title: `${client.title} screencaps`, version: VERSION });
  const context = { client };
  registerFindQuote(server, context);
  registerComic(server, context);
  registerGif(server, context);
  registerRandomScreencap(server, context);
  registerUnfurl(server, context);
  return server;
}
