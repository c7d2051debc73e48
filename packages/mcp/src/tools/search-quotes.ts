import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { QuoteHit } from '@screencap/async';
import { framePageUrl } from '@screencap/core';
import { z } from 'zod';
import { toolResult } from '../results.js';
import { runTool } from './run-tool.js';
import { showShape, type ToolContext } from './tool-context.js';

/** The most hits `search_quotes` lists: a model reads them all. */
const MAX_HITS = 10;

/** How many hits `search_quotes` lists when `limit` is not given. */
const DEFAULT_HITS = 5;

const hitSchema = z.object({
  key: z.string().describe('the episode key, such as S05E01'),
  timestamp: z.number().int().describe("the frame's timestamp, in ms"),
  text: z.string().optional().describe("the hit's subtitle line (2026 instances)"),
  score: z.number().optional().describe('how well the line matches the quote, 0 to 1 (with text)'),
  link: z.string().describe("the frame's page on the site"),
  thumbnailUrl: z.string().describe("a small image of the frame (the instance's CDN wants its site as Referer)"),
});

const outputShape = {
  quote: z.string().describe('the words searched for'),
  hits: z.array(hitSchema).describe('the hits, best first: give key and timestamp to comic, nearby_frames or transcript'),
};

type Hit = z.infer<typeof hitSchema>;

/** A hit as the structured result has it. */
function hitFacts(baseUrl: string, hit: QuoteHit): Hit {
  return {
    key: hit.key,
    timestamp: hit.timestamp,
    ...(hit.text === undefined ? {} : { text: hit.text }),
    ...(hit.score === undefined ? {} : { score: hit.score }),
    link: framePageUrl(baseUrl, hit.key, hit.timestamp),
    thumbnailUrl: hit.frame.getThumbnailUrl(),
  };
}

/** A hit in the text: its place, frame, line and score, then its links. */
function hitLines(hit: Hit, index: number): string[] {
  const said = hit.text === undefined ? '' : `: ${hit.text}`;
  const score = hit.score === undefined ? '' : ` (score ${hit.score.toFixed(2)})`;
  return [`${index + 1}. ${hit.key} ${hit.timestamp} ms${said}${score}`, `   link: ${hit.link}`, `   thumbnail: ${hit.thumbnailUrl}`];
}

/** `search_quotes {quote, limit?, show?}`: the hits of a quote, ranked, each with its line, score, page and thumbnail. */
export function registerSearchQuotes(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'search_quotes',
    {
      title: 'Search quotes',
      description:
        `List the moments of ${context.title} where a line is said, best first: each hit's episode key and timestamp, ` +
        'its subtitle line and score (2026 instances), a link to its page and a thumbnail link.',
      inputSchema: {
        quote: z.string().min(1).describe('the words to look for'),
        limit: z.number().int().min(1).max(MAX_HITS).optional().describe(`how many hits to list, 1 to ${MAX_HITS} (default ${DEFAULT_HITS})`),
        ...showShape(context),
      },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('search_quotes', extra, context, args.show, async ({ signal }, client) => {
        const found = await client.findQuotes(args.quote, { signal });
        const hits = found.slice(0, args.limit ?? DEFAULT_HITS).map((hit) => hitFacts(client.url, hit));
        const text = [`${hits.length} hit${hits.length === 1 ? '' : 's'} for "${args.quote}":`, ...hits.flatMap(hitLines)].join('\n');
        return toolResult(text, { quote: args.quote, hits });
      }),
  );
}
