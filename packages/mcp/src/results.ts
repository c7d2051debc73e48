import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { APIPageStatusError, MediaTooLargeError, NoSearchResultsFound, ScreencapError, type ScreencapClient } from '@screencap/async';

type Content = CallToolResult['content'][number];

/**
 * The largest thumbnail sent inline: a thumbnail is a preview, and an MCP
 * client keeps every image of a conversation in its context.
 */
const THUMBNAIL_MAX_BYTES = 1024 * 1024;

/** A tool's answer: its text first, then the images. */
export function textResult(text: string, images: readonly Content[] = []): CallToolResult {
  return { content: [{ type: 'text', text }, ...images] };
}

/** What a failed call of `tool` tells the model: the status, and how long to wait after a `429`. */
export function failureText(tool: string, error: unknown): string {
  if (error instanceof APIPageStatusError) {
    const wait = error.retryAfter === undefined ? '' : `; retry after ${Math.ceil(error.retryAfter)} s`;
    return `${tool} failed: the service answered status ${error.pageStatus}${wait} (${error.message})`;
  }
  if (error instanceof NoSearchResultsFound) return `${tool} found nothing: ${error.message}`;
  if (error instanceof TypeError || error instanceof RangeError) return `${tool} got a bad argument: ${error.message}`;
  if (error instanceof ScreencapError) return `${tool} failed: ${error.message}`;
  // Anything else is a fault of this server, not of the service: say so rather than pass it as the service's.
  return `${tool} failed with an unexpected error: ${error instanceof Error ? error.message : String(error)}`;
}

/** A failed call as the model sees it: a tool result with `isError`. */
export function failureResult(tool: string, error: unknown): CallToolResult {
  return { content: [{ type: 'text', text: failureText(tool, error) }], isError: true };
}

/** A line for the text when the thumbnail could not be attached, so the model knows why there is no image. */
export interface Thumbnail {
  readonly images: Content[];
  readonly note: string;
}

/**
 * The thumbnail at `url` as MCP image content, downloaded through the client
 * (the instance's `Referer`, the size cap). A thumbnail is a nicety: when it
 * cannot be had, the tool still answers, with a note saying why.
 */
export async function thumbnail(client: ScreencapClient, url: string, signal: AbortSignal): Promise<Thumbnail> {
  try {
    const media = await client.download(url, { maxBytes: THUMBNAIL_MAX_BYTES, signal });
    return { images: [{ type: 'image', data: Buffer.from(media.data).toString('base64'), mimeType: media.contentType }], note: '' };
  } catch (error) {
    if (signal.aborted) throw error;
    const reason = error instanceof MediaTooLargeError ? 'larger than the inline cap' : error instanceof Error ? error.message : String(error);
    return { images: [], note: `\n(thumbnail not attached: ${reason})` };
  }
}
