import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { failureResult, failureText } from '../results.js';
import { HEARTBEAT_SECONDS, startCall, type ToolCall, type ToolContext, type ToolExtra } from './tool-context.js';

/**
 * Runs one call of `tool` on the clock of {@link startCall}: any failure,
 * the end of the budget included, becomes a tool result with `isError` that
 * the model can read.
 */
export async function runTool(tool: string, extra: ToolExtra, { client }: ToolContext, body: (call: ToolCall) => Promise<CallToolResult>): Promise<CallToolResult> {
  const call = startCall(extra, client);
  try {
    return await body(call);
  } catch (error) {
    if (call.outOfTime()) {
      return failureResult(
        `${tool} gave up after ${call.budget} s: the service did not answer in time ` +
          `(a request with a progressToken may run longer, with progress at least every ${HEARTBEAT_SECONDS} s)`,
      );
    }
    return failureResult(failureText(tool, error));
  } finally {
    call.end();
  }
}
