import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { ScreencapClient } from '@screencap/async';

/** What the SDK hands a tool's callback besides its arguments. */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** What every tool of the server works with. */
export interface ToolContext {
  /** The client of the one instance this server serves. */
  readonly client: ScreencapClient;
}

/**
 * A reporter of render progress (0 to 1) as MCP progress notifications, when
 * the request asked for them with a `progressToken`; `undefined` otherwise.
 * Only growing values are sent, as the protocol requires.
 */
export function progressReporter(extra: ToolExtra): ((progress: number) => void) | undefined {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return undefined;
  let last = -1;
  return (progress) => {
    if (!(progress > last)) return;
    last = progress;
    // A lost notification must not fail the render it reports on.
    extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total: 1 } }).catch(() => undefined);
  };
}
