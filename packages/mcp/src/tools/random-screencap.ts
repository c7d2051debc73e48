import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { thumbnail, toolResult } from '../results.js';
import { describeScreencap, screencapFacts, screencapSchema, thumbnailProblem, thumbnailProblemSchema } from './describe.js';
import { runTool } from './run-tool.js';
import { seasonFilter, seasonShape } from './seasons.js';
import { showShape, type ToolContext } from './tool-context.js';

const outputShape = {
  screencap: screencapSchema,
  comicUrl: z.string().describe("the frame as a captioned still, with its own lines"),
  thumbnailProblem: thumbnailProblemSchema,
};

/** `random_screencap {season_min?, season_max?}`: a random frame, with its caption and links. */
export function registerRandomScreencap(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'random_screencap',
    {
      title: 'Random screencap',
      description: `A random frame of ${context.title}, optionally within a range of seasons: its episode, caption, comic link and thumbnail.`,
      inputSchema: { ...seasonShape, ...showShape(context) },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('random_screencap', extra, context, args.show, async ({ signal }, client) => {
        const screencap = await client.getRandomScreencap({ ...seasonFilter(args), signal });
        const image = await thumbnail(client, screencap.getThumbnailUrl(), signal);
        const comicUrl = screencap.getMemeUrl();
        const text = [...describeScreencap(screencap), `comic: ${comicUrl}`].join('\n');
        return toolResult(text + image.note, { screencap: screencapFacts(screencap), comicUrl, ...thumbnailProblem(image.problem) }, image.images);
      }),
  );
}
