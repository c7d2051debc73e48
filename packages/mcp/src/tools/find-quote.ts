import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { failureResult, textResult, thumbnail } from '../results.js';
import { describeScreencap, quoteStillUrl } from './describe.js';
import { seasonFilter, seasonShape } from './seasons.js';
import type { ToolContext } from './tool-context.js';

/** `find_quote {quote, season_min?, season_max?}`: the clip that says a quote, its lines and links. */
export function registerFindQuote(server: McpServer, { client }: ToolContext): void {
  server.registerTool(
    'find_quote',
    {
      title: 'Find a quote',
      description:
        `Find the moment of ${client.title} where a line is said: the matched subtitle lines (timed), ` +
        'the episode key and title, the timestamp, and links to a comic (a captioned still), a comic strip (2026 instances only) and a thumbnail.',
      inputSchema: { quote: z.string().min(1).describe('the words to look for'), ...seasonShape },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      try {
        const match = await client.findQuote(args.quote, { ...seasonFilter(args), signal: extra.signal });
        const { screencap } = match;
        const image = await thumbnail(client, screencap.getThumbnailUrl(), extra.signal);
        const lines = match.lines.map((line) => `  ${line.start}-${line.end} ms: ${line.text}`);
        const text = [
          `"${match.text}" (score ${match.score.toFixed(2)})`,
          ...describeScreencap(screencap),
          'lines:',
          ...lines,
          `comic: ${quoteStillUrl(client, match)}`,
          // A classic instance has no comic strips: no link that would lead nowhere.
          ...(client.generation === '2026' ? [`strip: ${match.getComicStripUrl()}`] : []),
        ].join('\n');
        return textResult(text + image.note, image.images);
      } catch (error) {
        return failureResult('find_quote', error);
      }
    },
  );
}
