import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { toolResult } from '../results.js';
import { runTool } from './run-tool.js';
import { showShape, type ToolContext } from './tool-context.js';

/** The moment `nearby_frames` and `transcript` take. */
export const frameShape = {
  key: z.string().min(1).describe('an episode key, such as S05E01'),
  timestamp: z.number().int().min(0).describe('a frame timestamp in milliseconds'),
};

const outputShape = {
  key: z.string().describe('the episode key asked for'),
  timestamp: z.number().int().describe('the timestamp asked for, in ms'),
  lines: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).describe('the subtitle lines around it, in time order, times in ms'),
};

/** `transcript {key, timestamp, show?}`: the subtitle lines around a moment, timed. */
export function registerTranscript(server: McpServer, context: ToolContext): void {
  server.registerTool(
    'transcript',
    {
      title: 'Transcript',
      description:
        `The subtitle lines of ${context.title} around a moment (an episode key and a timestamp), each with its start and end in ms ` +
        '(2026 instances only): what is said before and after a quote.',
      inputSchema: { ...frameShape, ...showShape(context) },
      outputSchema: outputShape,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) =>
      runTool('transcript', extra, context, args.show, async ({ signal }, client) => {
        const found = await client.getTranscript(args.key, args.timestamp, { signal });
        const lines = found.map((line) => ({ start: line.startTimestamp, end: line.endTimestamp, text: line.content }));
        const text = [`transcript of ${args.key} near ${args.timestamp} ms:`, ...lines.map((line) => `  ${line.start}-${line.end} ms: ${line.text}`)].join('\n');
        return toolResult(text, { key: args.key, timestamp: args.timestamp, lines });
      }),
  );
}
