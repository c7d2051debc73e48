import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { QuoteHit } from '@screencap/async';
import { z } from 'zod';
import { thumbnail, toolResult } from '../results.js';
import { describeScreencap, quoteStillUrl, screencapFacts, screencapSchema, thumbnailProblem, thumbnailProblemSchema } from './describe.js';
import { runTool } from './run-tool.js';
import { seasonFilter, seasonShape } from './seasons.js';
import { showShape, type ToolContext } from './tool-context.js';

/** The most next-best hits `find_quote` lists. */
const MAX_ALTERNATIVES = 5;

const outputShape = {
  text: z.string().describe('the matched lines as one text'),
  score: z.number().describe('how well the lines match the quote, 0 to 1'),
  screencap: screencapSchema,
  lines: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).describe('the subtitle lines that say the quote, times in ms'),
  comicUrl: z.string().describe('a captioned still of the moment'),
  stripUrl: z.string().optional().describe('a comic strip, one panel a line (2026 instances only)'),
  alternatives: z
    .array(
      z.object({
        key: z.string(),
        timestamp: z.number().int(),
        text: z.string().optional().describe("the hit's subtitle line (2026 instances)"),
        score: z.number().optional(),
      }),
    )
    .describe('the next best hits, best first: give key and timestamp to comic for one of them'),
  thumbnailProblem: thumbnailProblemSchema,
};

type Alternative = z.infer<typeof outputShape.alternatives>[number];

/** A next best hit as the structured result has it. */
function alternativeFacts(hit: QuoteHit): Alternative {
  return {
    key: hit.key,
    timestamp: hit.timestamp,
    ...(hit.text === undefined ? {} : { text: hit.text }),
    ...(hit.score === undefined ? {} : { score: hit.score }),
  };
}

/** The next best hits in the text: a heading, then one line each. */
function alternativeLines(alternatives: readonly Alternative[]): string[] {
  if (alternatives.length === 0) return [];
  const line = (hit: Alternative): string =>
    `  ${hit.key} ${hit.timestamp} ms${hit.text === undefined ? '' : `: ${hit.text}`}${hit.score === undefined ? '' : ` (score ${hit.score.toFixed(2)})`}`;
  return ['next best:', ...alternatives.map(line)];
}

/** `find_quote {quote, season_min?, season_max?, alternatives?}`: the clip that says a quote, its lines and links, and the next best hits. */
export function registerFindQuote(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'find_quote',
    {
      title: 'Find a quote',
      description:
        `Find the moment of ${context.title} where a line is said: the matched subtitle lines (timed), ` +
        'the episode key and title, the timestamp, links to a comic (a captioned still), a comic strip (2026 instances only) and a thumbnail, ' +
        'and the next best hits.',
      inputSchema: {
        quote: z.string().min(1).describe('the words to look for'),
        ...seasonShape,
        alternatives: z.number().int().min(0).max(MAX_ALTERNATIVES).optional().describe('how many next best hits to list, 0 to 5 (default 2)'),
        ...showShape(context),
      },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('find_quote', extra, context, args.show, async ({ signal }, client) => {
        // One search: the best hit becomes the match, the next ones are listed.
        const hits = await client.findQuotes(args.quote, { ...seasonFilter(args), signal });
        const match = await client.findQuote(hits[0] ?? args.quote, { signal });
        const { screencap } = match;
        const alternatives = hits.slice(1, 1 + (args.alternatives ?? 2)).map(alternativeFacts);
        const image = await thumbnail(client, screencap.getThumbnailUrl(), signal);
        const comicUrl = quoteStillUrl(client, match);
        // A classic instance has no comic strips: no link that would lead nowhere.
        const stripUrl = client.generation === '2026' ? match.getComicStripUrl() : undefined;
        const text = [
          `"${match.text}" (score ${match.score.toFixed(2)})`,
          ...describeScreencap(screencap),
          'lines:',
          ...match.lines.map((line) => `  ${line.start}-${line.end} ms: ${line.text}`),
          `comic: ${comicUrl}`,
          ...(stripUrl === undefined ? [] : [`strip: ${stripUrl}`]),
          ...alternativeLines(alternatives),
        ].join('\n');
        return toolResult(
          text + image.note,
          {
            text: match.text,
            score: match.score,
            screencap: screencapFacts(screencap),
            lines: match.lines.map((line) => ({ start: line.start, end: line.end, text: line.text })),
            comicUrl,
            ...(stripUrl === undefined ? {} : { stripUrl }),
            alternatives,
            ...thumbnailProblem(image.problem),
          },
          image.images,
        );
      }),
  );
}
