import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AsyncRenderCallOptions, ScreencapClient } from '@screencap/async';
import { clipUrl } from '@screencap/core';
import { z } from 'zod';
import { thumbnail, toolResult, type Thumbnail } from '../results.js';
import { thumbnailProblem, thumbnailProblemSchema } from './describe.js';
import { runTool } from './run-tool.js';
import { showShape, type ToolContext } from './tool-context.js';

const inputShape = {
  quote: z.string().min(1).optional().describe('a line to find; or give key, start and end'),
  key: z.string().min(1).optional().describe('an episode key, such as S05E01 (with start and end)'),
  start: z.number().int().min(0).optional().describe("the clip's first millisecond (with key and end)"),
  end: z.number().int().min(0).optional().describe("the clip's last millisecond (with key and start)"),
  caption: z.string().optional().describe('a caption over the whole clip (with key, start and end; default: none)'),
};

const outputShape = {
  gifUrl: z.string().describe('the rendered gif'),
  key: z.string().describe('the episode key'),
  start: z.number().int().describe("the clip's first millisecond"),
  end: z.number().int().describe("the clip's last millisecond"),
  caption: z.string().optional().describe('the caption over the whole clip, when one was given'),
  quote: z.string().optional().describe('the matched lines, each captioned as it is spoken, for {quote}'),
  thumbnailUrl: z.string().optional().describe("a still of the clip's start (absent when it could not be had)"),
  thumbnailProblem: thumbnailProblemSchema,
};

/** The still of a clip's start, as the thumbnail of its gif. */
async function clipThumbnail(client: ScreencapClient, key: string, start: number, signal: AbortSignal): Promise<Thumbnail & { url?: string }> {
  let url: string;
  try {
    url = (await client.getScreencap(key, start, { signal })).getThumbnailUrl();
  } catch (error) {
    if (signal.aborted) throw error;
    const problem = error instanceof Error ? error.message : String(error);
    return { images: [], note: `\n(thumbnail not attached: ${problem})`, problem };
  }
  return { ...(await thumbnail(client, url, signal)), url };
}

/**
 * `gif {quote}` or `gif {key, start, end, caption?}`: a rendered gif's link,
 * the gif as a `resource_link` and the thumbnail of its start. A render can
 * take tens of seconds: its progress goes out as MCP progress notifications
 * when the request carries a `progressToken`.
 */
export function registerGif(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'gif',
    {
      title: 'Gif',
      description:
        `Render a gif of ${context.title} and give its link: either {quote} (the clip that says it, each line captioned as it is spoken) ` +
        'or {key, start, end, caption?} (that range in milliseconds). Rendering can take a while; progress is reported when asked for.',
      inputSchema: { ...inputShape, ...showShape(context) },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('gif', extra, context, args.show, async ({ signal, onProgress }, client) => {
        const callOptions: AsyncRenderCallOptions = { signal, ...(onProgress === undefined ? {} : { onProgress }) };
        let clip: { key: string; start: number; end: number; caption?: string; quote?: string };
        let gifUrl: string;
        let image: Thumbnail & { url?: string };
        if (args.quote !== undefined) {
          if (args.key !== undefined || args.start !== undefined || args.end !== undefined || args.caption !== undefined) {
            throw new TypeError('give either {quote} or {key, start, end, caption?}, not both');
          }
          const match = await client.findQuote(args.quote, { signal });
          const url = match.screencap.getThumbnailUrl();
          [gifUrl, image] = await Promise.all([match.getGifUrl({}, callOptions), thumbnail(client, url, signal).then((found) => ({ ...found, url }))]);
          clip = { key: match.screencap.key, start: match.start, end: match.end, quote: match.text };
        } else {
          if (args.key === undefined || args.start === undefined || args.end === undefined) {
            throw new TypeError('give either {quote} or {key, start, end, caption?}');
          }
          if (args.end <= args.start) throw new RangeError(`end (${args.end}) must be after start (${args.start})`);
          const { key, start, end, caption } = args;
          // A classic instance renders on a GET of the gif's URL (no progress to report); a 2026 one through its render endpoint.
          const render =
            client.generation === 'classic'
              ? client.generateGif(clipUrl(client.url, 'gif', key, start, end, caption ?? ''), { signal })
              : client.renderGif({ key, start, end }, caption === undefined ? {} : { caption }, callOptions);
          [gifUrl, image] = await Promise.all([render, clipThumbnail(client, key, start, signal)]);
          clip = { key, start, end, ...(caption === undefined ? {} : { caption }) };
        }
        const text = [
          `gif: ${gifUrl}`,
          ...(clip.quote === undefined ? [] : [`"${clip.quote}"`]),
          `episode: ${clip.key}, ${clip.start}-${clip.end} ms`,
          ...(clip.caption === undefined ? [] : [`caption: ${clip.caption}`]),
          ...(image.url === undefined ? [] : [`thumbnail: ${image.url}`]),
        ].join('\n');
        const link = { type: 'resource_link' as const, uri: gifUrl, name: `${clip.key}-${clip.start}-${clip.end}.gif`, title: `${client.title} ${clip.key}, ${clip.start}-${clip.end} ms`, mimeType: 'image/gif' };
        return toolResult(
          text + image.note,
          { gifUrl, ...clip, ...(image.url === undefined ? {} : { thumbnailUrl: image.url }), ...thumbnailProblem(image.problem) },
          [...image.images, link],
        );
      }),
  );
}
