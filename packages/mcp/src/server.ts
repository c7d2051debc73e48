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
 * Its tools and their inputs (each tool also describes itself and its
 * input and output schemas to the MCP client; all are read-only):
 *
 * | tool | inputs | answers |
 * |---|---|---|
 * | `find_quote` | `quote`; `season_min`, `season_max` (none: every season); `alternatives`, 0 to 5 (default 2) | the matched lines, timed, with the episode, a comic, a strip (2026 instances) and a thumbnail, and the next best hits |
 * | `comic` | `quote`, or `key` and `timestamp`; `caption` (default: the frame's own lines) | a captioned still |
 * | `gif` | `quote`, or `key`, `start` and `end` (ms); `caption` over the whole clip (default: none; for a quote, each line while it is spoken) | the rendered gif as a link, and a thumbnail |
 * | `random_screencap` | `season_min`, `season_max` (none: every season) | a random frame: its episode, caption, comic link and thumbnail |
 * | `unfurl` | `url`: a link someone pasted | what it points at, its frame, and a link to it that works today |
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
