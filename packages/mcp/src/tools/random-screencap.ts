import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { failureResult, textResult, thumbnail } from '../results.js';
import { describeScreencap } from './describe.js';
import { seasonFilter, seasonShape } from './seasons.js';
import type { ToolContext } from './tool-context.js';

/** `random_screencap {season_min?, season_max?}`: a random frame, with its caption and links. */
export function registerRandomScreencap(server: McpServer, { client }: ToolContext): void {
  server.registerTool(
    'random_screencap',
    {
      title: 'Random screencap',
      description: `A random frame of ${client.title}, optionally within a range of seasons: its episode, caption, comic link and thumbnail.`,
      inputSchema: seasonShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      try {
        const screencap = await client.getRandomScreencap({ ...seasonFilter(args), signal: extra.signal });
        const image = await thumbnail(client, screencap.getThumbnailUrl(), extra.signal);
        const text = [...describeScreencap(screencap), `comic: ${screencap.getMemeUrl()}`].join('\n');
        return textResult(text + image.note, image.images);
      } catch (error) {
        return failureResult('random_screencap', error);
      }
    },
  );
}
