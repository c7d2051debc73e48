import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AsyncRenderCallOptions } from '@screencap/async';
import { clipUrl } from '@screencap/core';
import { z } from 'zod';
import { failureResult, textResult } from '../results.js';
import { progressReporter, type ToolContext } from './tool-context.js';

const inputShape = {
  quote: z.string().min(1).optional().describe('a line to find; or give key, start and end'),
  key: z.string().min(1).optional().describe('an episode key, such as S05E01 (with start and end)'),
  start: z.number().int().min(0).optional().describe("the clip's first millisecond (with key and end)"),
  end: z.number().int().min(0).optional().describe("the clip's last millisecond (with key and start)"),
  caption: z.string().optional().describe('a caption over the whole clip (with key, start and end; default: none)'),
};

/**
 * `gif {quote}` or `gif {key, start, end, caption?}`: a rendered gif's link.
 * A render can take tens of seconds: its progress goes out as MCP progress
 * notifications when the request carries a `progressToken`.
 */
export function registerGif(server: McpServer, { client }: ToolContext): void {
  server.registerTool(
    'gif',
    {
      title: 'Gif',
      description:
        `Render a gif of ${client.title} and give its link: either {quote} (the clip that says it, each line captioned as it is spoken) ` +
        'or {key, start, end, caption?} (that range in milliseconds). Rendering can take a while; progress is reported when asked for.',
      inputSchema: inputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      const onProgress = progressReporter(extra);
      const callOptions: AsyncRenderCallOptions = { signal: extra.signal, ...(onProgress === undefined ? {} : { onProgress }) };
      try {
        if (args.quote !== undefined) {
          if (args.key !== undefined || args.start !== undefined || args.end !== undefined || args.caption !== undefined) {
            throw new TypeError('give either {quote} or {key, start, end, caption?}, not both');
          }
          const match = await client.findQuote(args.quote, { signal: extra.signal });
          const url = await match.getGifUrl({}, callOptions);
          return textResult([`gif: ${url}`, `"${match.text}"`, `episode: ${match.screencap.key}, ${match.start}-${match.end} ms`].join('\n'));
        }
        if (args.key === undefined || args.start === undefined || args.end === undefined) {
          throw new TypeError('give either {quote} or {key, start, end, caption?}');
        }
        if (args.end <= args.start) throw new RangeError(`end (${args.end}) must be after start (${args.start})`);
        // A classic instance renders on a GET of the gif's URL (no progress to report); a 2026 one through its render endpoint.
        const url =
          client.generation === 'classic'
            ? await client.generateGif(clipUrl(client.url, 'gif', args.key, args.start, args.end, args.caption ?? ''), { signal: extra.signal })
            : await client.renderGif({ key: args.key, start: args.start, end: args.end }, args.caption === undefined ? {} : { caption: args.caption }, callOptions);
        return textResult([`gif: ${url}`, `episode: ${args.key}, ${args.start}-${args.end} ms`].join('\n'));
      } catch (error) {
        return failureResult('gif', error);
      }
    },
  );
}
