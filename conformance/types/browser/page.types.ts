/**
 * Type tests of a web page's use of the SDK (see ../misuse.types.ts), in a
 * project with the DOM's types and none of Node.js (tsconfig.json here): what
 * a page does with the client must compile. Compiled by `pnpm typecheck`;
 * never run.
 */
import { type FetchLike, Frinkiac, type DownloadedMedia } from '@screencap/async';
import { formatCaption } from '@screencap/core';

// The browser's own fetch as the fetch option.
export const client = new Frinkiac({ fetch, timeout: 5 });
export const bound: FetchLike = window.fetch.bind(window);

declare const file: DownloadedMedia;
// A download shown in the page: its bytes make a Blob.
export const url: string = URL.createObjectURL(new Blob([file.data], { type: file.contentType }));

export const caption: string = formatCaption('Me fail English? That is unpossible.');

// A fetch whose bodies have a reader and no async iterator (Safari before 27).
declare const readerOnlyAnswer: { status: number; statusText: string; url: string; headers: Headers; body: { getReader(): ReadableStreamDefaultReader<Uint8Array> } | null };
export const readerOnlyFetch: FetchLike = () => Promise.resolve(readerOnlyAnswer);
