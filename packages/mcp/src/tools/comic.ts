import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { formatCaption } from '@screencap/async';
import { z } from 'zod';
import { thumbnail, toolResult } from '../results.js';
import { describeScreencap, quoteCaption, quoteStillUrl, screencapFacts, screencapSchema, thumbnailProblem, thumbnailProblemSchema } from './describe.js';
import { runTool } from './run-tool.js';
import { showShape, type ToolContext } from './tool-context.js';

const inputShape = {
  quote: z.string().min(1).optional().describe('a line to find; or give key and timestamp'),
  key: z.string().min(1).optional().describe('an episode key, such as S05E01 (with timestamp)'),
  timestamp: z.number().int().min(0).optional().describe('a frame timestamp in milliseconds (with key)'),
  caption: z.string().optional().describe("the caption to draw (with key and timestamp; default: the frame's own lines)"),
};

const outputShape = {
  comicUrl: z.string().describe('the captioned still'),
  caption: z.string().describe('the caption drawn on it'),
  quote: z.string().optional().describe('the matched lines, for {quote}'),
  screencap: screencapSchema,
  thumbnailProblem: thumbnailProblemSchema,
};

/** `comic {quote}` or `comic {key, timestamp, caption?}`: a link to a captioned still. */
export function registerComic(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'comic',
    {
      title: 'Comic',
      description:
        `A link to a captioned still of ${context.title}: give either {quote} (the clip that says it, its lines as the caption) ` +
        'or {key, timestamp, caption?} (that frame; the caption defaults to its own lines).',
      inputSchema: { ...inputShape, ...showShape(context) },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('comic', extra, context, args.show, async ({ signal }, client) => {
        if (args.quote !== undefined) {
          if (args.key !== undefined || args.timestamp !== undefined || args.caption !== undefined) {
            throw new TypeError('give either {quote} or {key, timestamp, caption?}, not both');
          }
          const match = await client.findQuote(args.quote, { signal });
          const image = await thumbnail(client, match.screencap.getThumbnailUrl(), signal);
          const comicUrl = quoteStillUrl(client, match);
          const caption = quoteCaption(match);
          const text = [`comic: ${comicUrl}`, `"${match.text}"`, ...describeScreencap(match.screencap, caption)].join('\n');
          const facts = { comicUrl, caption, quote: match.text, screencap: screencapFacts(match.screencap), ...thumbnailProblem(image.problem) };
          return toolResult(text + image.note, facts, image.images);
        }
        if (args.key === undefined || args.timestamp === undefined) {
          throw new TypeError('give either {quote} or {key, timestamp, caption?}');
        }
        const screencap = await client.getScreencap(args.key, args.timestamp, { signal });
        const image = await thumbnail(client, screencap.getThumbnailUrl(), signal);
        // Without a caption the still carries the frame's own lines, formatted as getMemeUrl draws them.
        const caption = args.caption ?? formatCaption(screencap.caption);
        const comicUrl = screencap.getMemeUrl(caption);
        const text = [`comic: ${comicUrl}`, ...describeScreencap(screencap, caption)].join('\n');
        return toolResult(text + image.note, { comicUrl, caption, screencap: screencapFacts(screencap), ...thumbnailProblem(image.problem) }, image.images);
      }),
  );
}
