import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { failureResult, failureText } from '../results.js';
import type { ScreencapClient } from '@screencap/async';
import { HEARTBEAT_SECONDS, clientOfShow, startCall, type ToolCall, type ToolContext, type ToolExtra } from './tool-context.js';

/**
 * Runs one call of `tool` against the instance `show` names, on the clock of
 * {@link startCall}: any failure, an unknown or missing `show` and the end of
 * the budget included, becomes a tool result with `isError` that the model can read.
 */
export async function runTool(
  tool: string,
  extra: ToolExtra,
  context: ToolContext,
  show: string | undefined,
  body: (call: ToolCall, client: ScreencapClient) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  let client: ScreencapClient;
  try {
    client = clientOfShow(context, show);
  } catch (error) {
    return failureResult(failureText(tool, error));
  }
  const call = startCall(extra, client);
  try {
    return await body(call, client);
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
