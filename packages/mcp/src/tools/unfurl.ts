import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { failureResult, thumbnail, toolResult } from '../results.js';
import { describeScreencap, screencapFacts, screencapSchema, thumbnailProblem, thumbnailProblemSchema } from './describe.js';
import { runTool } from './run-tool.js';
import { showShape, type ToolContext } from './tool-context.js';

const outputShape = {
  kind: z.enum(['frame', 'clip', 'comic', 'video']).describe('what the link points at'),
  link: z.string().describe('a link to the same content that works on the site today'),
  moved: z.boolean().describe("true when the linked frame is gone and the nearest one of its episode stands in"),
  screencap: screencapSchema.optional().describe('the frame the link shows (a clip: its start; a comic: its first panel; absent for a video)'),
  thumbnailProblem: thumbnailProblemSchema,
};

/** `unfurl {url}`: what a pasted link of this instance shows, and a link to it that works today. */
export function registerUnfurl(server: McpServer, context: ToolContext): void {
  const sites = context.shows.map((show) => `${show.client.title}'s site (${show.client.url})`).join(' or ');
  server.registerTool(
    'unfurl',
    {
      title: 'Unfurl a link',
      description:
        `What a link of ${sites} shows: its episode and frame, a thumbnail, ` +
        'and a link that works on the site today (old meme and gif links are remade).',
      inputSchema: { url: z.string().min(1).describe('a link someone pasted'), ...showShape(context) },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('unfurl', extra, context, args.show, async ({ signal }, client) => {
        const unfurled = await client.unfurl(args.url, { signal });
        if (unfurled === undefined) return failureResult(`unfurl: not a link of this instance (${client.url}): ${args.url}`);
        const { parsed, screencap, link, moved } = unfurled;
        const lines = [`kind: ${parsed.kind}`, `link: ${link}`];
        if (moved) lines.push('moved: that frame is gone; this is the nearest frame of the same episode');
        if (screencap === undefined) return toolResult(lines.join('\n'), { kind: parsed.kind, link, moved });
        const image = await thumbnail(client, screencap.getThumbnailUrl(), signal);
        const facts = { kind: parsed.kind, link, moved, screencap: screencapFacts(screencap), ...thumbnailProblem(image.problem) };
        return toolResult([...lines, ...describeScreencap(screencap)].join('\n') + image.note, facts, image.images);
      }),
  );
}
