import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Frame } from '@screencap/core';
import { framePageUrl } from '@screencap/core';
import { z } from 'zod';
import { toolResult } from '../results.js';
import { runTool } from './run-tool.js';
import { frameShape } from './transcript.js';
import { showShape, type ToolContext } from './tool-context.js';

const frameSchema = z.object({
  key: z.string().describe('the episode key'),
  timestamp: z.number().int().describe("the frame's timestamp, in ms"),
  time: z.string().describe('the time in the episode, mm:ss'),
  link: z.string().describe("the frame's page on the site"),
  thumbnailUrl: z.string().describe("a small image of the frame (the instance's CDN wants its site as Referer)"),
});

const outputShape = {
  key: z.string().describe('the episode key asked for'),
  timestamp: z.number().int().describe('the timestamp asked for, in ms'),
  frames: z.array(frameSchema).describe('the frames around it, in time order'),
};

type NearbyFrame = z.infer<typeof frameSchema>;

/** A frame as the structured result has it. */
function frameFacts(baseUrl: string, frame: Frame): NearbyFrame {
  return {
    key: frame.key,
    timestamp: frame.timestamp,
    time: frame.getRealTimestamp(),
    link: framePageUrl(baseUrl, frame.key, frame.timestamp),
    thumbnailUrl: frame.getThumbnailUrl(),
  };
}

/** `nearby_frames {key, timestamp, show?}`: the frames around a moment, each with its page and thumbnail. */
export function registerNearbyFrames(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'nearby_frames',
    {
      title: 'Nearby frames',
      description:
        `The frames of ${context.title} just before and after a moment (an episode key and a timestamp), ` +
        'each with its time, a link to its page and a thumbnail link: to pick a better still.',
      inputSchema: { ...frameShape, ...showShape(context) },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('nearby_frames', extra, context, args.show, async ({ signal }, client) => {
        const found = await client.getNearbyFrames(args.key, args.timestamp, { signal });
        const frames = found.map((frame) => frameFacts(client.url, frame));
        const lines = frames.flatMap((frame) => [`${frame.key} ${frame.timestamp} ms (${frame.time})`, `   link: ${frame.link}`, `   thumbnail: ${frame.thumbnailUrl}`]);
        const text = [`${frames.length} frames near ${args.key} ${args.timestamp} ms:`, ...lines].join('\n');
        return toolResult(text, { key: args.key, timestamp: args.timestamp, frames });
      }),
  );
}
