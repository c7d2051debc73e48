import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { failureResult, textResult, thumbnail } from '../results.js';
import { describeScreencap, quoteStillUrl } from './describe.js';
import type { ToolContext } from './tool-context.js';

const inputShape = {
  quote: z.string().min(1).optional().describe('a line to find; or give key and timestamp'),
  key: z.string().min(1).optional().describe('an episode key, such as S05E01 (with timestamp)'),
  timestamp: z.number().int().min(0).optional().describe('a frame timestamp in milliseconds (with key)'),
  caption: z.string().optional().describe("the caption to draw (with key and timestamp; default: the frame's own lines)"),
};

/** `comic {quote}` or `comic {key, timestamp, caption?}`: a link to a captioned still. */
export function registerComic(server: McpServer, { client }: ToolContext): void {
  server.registerTool(
    'comic',
    {
      title: 'Comic',
      description:
        `A link to a captioned still of ${client.title}: give either {quote} (the clip that says it, its lines as the caption) ` +
        'or {key, timestamp, caption?} (that frame; the caption defaults to its own lines).',
      inputSchema: inputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      try {
        if (args.quote !== undefined) {
          if (args.key !== undefined || args.timestamp !== undefined || args.caption !== undefined) {
            throw new TypeError('give either {quote} or {key, timestamp, caption?}, not both');
          }
          const match = await client.findQuote(args.quote, { signal: extra.signal });
          const image = await thumbnail(client, match.screencap.getThumbnailUrl(), extra.signal);
          const text = [`comic: ${quoteStillUrl(client, match)}`, `"${match.text}"`, ...describeScreencap(match.screencap)].join('\n');
          return textResult(text + image.note, image.images);
        }
        if (args.key === undefined || args.timestamp === undefined) {
          throw new TypeError('give either {quote} or {key, timestamp, caption?}');
        }
        const screencap = await client.getScreencap(args.key, args.timestamp, { signal: extra.signal });
        const image = await thumbnail(client, screencap.getThumbnailUrl(), extra.signal);
        const text = [`comic: ${screencap.getMemeUrl(args.caption)}`, ...describeScreencap(screencap)].join('\n');
        return textResult(text + image.note, image.images);
      } catch (error) {
        return failureResult('comic', error);
      }
    },
  );
}
