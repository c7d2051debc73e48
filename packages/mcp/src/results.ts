import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { APIPageStatusError, MediaTooLargeError, NoSearchResultsFound, ScreencapError, type ScreencapClient } from '@screencap/async';

/** One content block of a tool's answer. */
export type Content = CallToolResult['content'][number];

/**
 * The largest thumbnail sent inline: a thumbnail is a preview, and an MCP
 * client keeps every image of a conversation in its context.
 */
const THUMBNAIL_MAX_BYTES = 1024 * 1024;

/**
 * A tool's answer: its text first, then the other content (images, links);
 * `structured` carries the facts of the text for clients that read the
 * tool's `outputSchema`.
 */
export function toolResult(text: string, structured: Record<string, unknown>, more: readonly Content[] = []): CallToolResult {
  return { content: [{ type: 'text', text }, ...more], structuredContent: structured };
}

/** What a failed call of `tool` tells the model: the status, and how long to wait after a `429`. */
export function failureText(tool: string, error: unknown): string {
  if (error instanceof APIPageStatusError) {
    const seconds = error.retryAfter === undefined ? undefined : Math.ceil(error.retryAfter);
    // attempts 0: an earlier answer's Retry-After still runs, so the client held this call back.
    if (error.attempts === 0) {
      return `${tool} was not sent: the service asked to wait (Retry-After of an earlier status ${error.pageStatus}); retry after ${seconds ?? 0} s`;
    }
    const wait = seconds === undefined ? '' : `; retry after ${seconds} s`;
    return `${tool} failed: the service answered status ${error.pageStatus}${wait} (${error.message})`;
  }
  if (error instanceof NoSearchResultsFound) return `${tool} found nothing: ${error.message}`;
  if (error instanceof TypeError || error instanceof RangeError) return `${tool} got a bad argument: ${error.message}`;
  if (error instanceof ScreencapError) return `${tool} failed: ${error.message}`;
  // Anything else is a fault of this server, not of the service: say so rather than pass it as the service's.
  return `${tool} failed with an unexpected error: ${error instanceof Error ? error.message : String(error)}`;
}

/** A failed call as the model sees it: a tool result with `isError`. */
export function failureResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** A thumbnail as image content, or why there is none. */
export interface Thumbnail {
  readonly images: Content[];
  /** A line for the text when the thumbnail could not be attached, so the model knows why there is no image; else `''`. */
  readonly note: string;
  /** The reason alone, for the structured result. */
  readonly problem: string | undefined;
}

/** Base64 of bytes with what every runtime has (`btoa`), not Node's `Buffer`. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}

/**
 * The thumbnail at `url` as MCP image content, downloaded through the client
 * (the instance's `Referer`, the size cap). A thumbnail is a nicety: when it
 * cannot be had, the tool still answers, with a note saying why.
 */
export async function thumbnail(client: ScreencapClient, url: string, signal: AbortSignal): Promise<Thumbnail> {
  try {
    const media = await client.download(url, { maxBytes: THUMBNAIL_MAX_BYTES, signal });
    return { images: [{ type: 'image', data: base64(media.data), mimeType: media.contentType }], note: '', problem: undefined };
  } catch (error) {
    if (signal.aborted) throw error;
    const reason = error instanceof MediaTooLargeError ? 'larger than the inline cap' : error instanceof Error ? error.message : String(error);
    return { images: [], note: `\n(thumbnail not attached: ${reason})`, problem: reason };
  }
}
