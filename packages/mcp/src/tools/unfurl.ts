import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { failureResult, textResult, thumbnail } from '../results.js';
import { describeScreencap } from './describe.js';
import type { ToolContext } from './tool-context.js';

/** `unfurl {url}`: what a pasted link of this instance shows, and a link to it that works today. */
export function registerUnfurl(server: McpServer, { client }: ToolContext): void {
  server.registerTool(
    'unfurl',
    {
      title: 'Unfurl a link',
      description:
        `What a link of ${client.title}'s site (${client.url}) shows: its episode and frame, a thumbnail, ` +
        'and a link that works on the site today (old meme and gif links are remade).',
      inputSchema: { url: z.string().min(1).describe('a link someone pasted') },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      try {
        const unfurled = await client.unfurl(args.url, { signal: extra.signal });
        if (unfurled === undefined) {
          return { content: [{ type: 'text', text: `unfurl: not a link of this instance (${client.url}): ${args.url}` }], isError: true };
        }
        const { parsed, screencap, link, moved } = unfurled;
        const lines = [`kind: ${parsed.kind}`, `link: ${link}`];
        if (moved) lines.push('moved: that frame is gone; this is the nearest frame of the same episode');
        if (screencap === undefined) return textResult(lines.join('\n'));
        const image = await thumbnail(client, screencap.getThumbnailUrl(), extra.signal);
        return textResult([...lines, ...describeScreencap(screencap)].join('\n') + image.note, image.images);
      } catch (error) {
        return failureResult('unfurl', error);
      }
    },
  );
}
