import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ScreencapClient } from '@screencap/async';
import { registerComic } from './tools/comic.js';
import { registerFindQuote } from './tools/find-quote.js';
import { registerGif } from './tools/gif.js';
import { registerNearbyFrames } from './tools/nearby-frames.js';
import { registerRandomScreencap } from './tools/random-screencap.js';
import { registerSearchQuotes } from './tools/search-quotes.js';
import { toolContext } from './tools/tool-context.js';
import { registerTranscript } from './tools/transcript.js';
import { registerUnfurl } from './tools/unfurl.js';
import { VERSION } from './version.js';

/**
 * An MCP server whose tools (`find_quote`, `comic`, `gif`,
 * `random_screencap`, `unfurl`, `search_quotes`, `nearby_frames`,
 * `transcript`) answer from one screencap instance, through `client`, or
 * from several: every tool takes `show`, the name of the instance to ask (its
 * preset's, such as `Morbotron`, or its client's title), required when more
 * than one is served; a missing or unknown one is an error result listing
 * the served shows. Connect it to a transport; `screencap-mcp` uses standard I/O.
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
 * | `search_quotes` | `quote`; `limit`, 1 to 10 (default 5) | the hits, best first: each one's key, timestamp, line and score (2026 instances), page link and thumbnail link |
 * | `nearby_frames` | `key`, `timestamp` | the frames around that moment, each with its time, page link and thumbnail link |
 * | `transcript` | `key`, `timestamp` | the subtitle lines around that moment, timed (2026 instances) |
 *
 * @param client - the client of the instance to serve, or the clients of
 *   several; each one's options (timeouts, retries, rate limit, cache) apply
 *   to the tool calls it answers
 * @throws {TypeError} for no client, or two whose names (preset or title) are the same
 * @example
 * ```ts
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
 * import { Frinkiac } from '@screencap/async';
 * import { createScreencapMcpServer } from '@screencap/mcp';
 *
 * await createScreencapMcpServer(new Frinkiac()).connect(new StdioServerTransport());
 * // Both shows; each tool call says which: { "quote": "...", "show": "Morbotron" }
 * await createScreencapMcpServer([new Frinkiac(), new Morbotron()]).connect(new StdioServerTransport());
 * ```
 */
export function createScreencapMcpServer(client: ScreencapClient | readonly ScreencapClient[]): McpServer {
  const context = toolContext(Array.isArray(client) ? client : [client as ScreencapClient]);
  const server = new McpServer({ name: 'screencap', title: `${context.shows.map((show) => show.client.title).join(', ')} screencaps`, version: VERSION });
  registerFindQuote(server, context);
  registerComic(server, context);
  registerGif(server, context);
  registerRandomScreencap(server, context);
  registerUnfurl(server, context);
  registerSearchQuotes(server, context);
  registerNearbyFrames(server, context);
  registerTranscript(server, context);
  return server;
}
