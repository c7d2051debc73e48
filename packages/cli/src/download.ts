/**
 * `--download <file>`: the media a command links to, saved to a file
 * through `client.download` (the instance's own host only, the browser
 * headers the CDN asks for, at most `--max-bytes`). An existing file is never
 * overwritten: a bot's or a person's earlier file is worth more than a re-run.
 */
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ScreencapClient } from '@screencap/async';
import { DEFAULT_MAX_MEDIA_BYTES } from '@screencap/core/internal';
import { type OptionSpec, type OptionValues, UsageError, parseWholeNumber, stringOption } from './arguments.js';

/** The default `--max-bytes`: the SDK's own, 10 MiB (Discord's attachment cap). */
const DEFAULT_MAX_BYTES = DEFAULT_MAX_MEDIA_BYTES;

/** The options of the commands that give a link: `--download` and `--max-bytes`. */
export const DOWNLOAD_OPTIONS = {
  download: { type: 'string', valueName: 'file', description: 'also save the media the link points at to this file (never overwritten: an existing file is a usage error)' },
  'max-bytes': { type: 'string', valueName: 'n', description: `with --download, the largest file to accept, in bytes (default ${DEFAULT_MAX_BYTES}, 10 MiB)` },
} as const satisfies Record<string, OptionSpec>;

/** Where `--download` saves, and the most bytes it takes. */
export interface DownloadRequest {
  readonly file: string;
  readonly maxBytes: number;
}

/** What a download saved, as the `download` field of `--json` output shows it. */
export interface DownloadOutput {
  /** The file written, as given. */
  readonly file: string;
  /** The URL the bytes came from (after same-origin redirects). */
  readonly url: string;
  readonly contentType: string;
  /** Its size in bytes. */
  readonly size: number;
}

/**
 * The download the options ask for, checked before any request: a file that
 * does not exist yet, in a directory that does; `undefined` without `--download`.
 * @throws {UsageError} for an existing file, a missing directory, a bad `--max-bytes`, or `--max-bytes` alone.
 */
export function readDownload(values: OptionValues): DownloadRequest | undefined {
  const file = stringOption(values, 'download');
  const maxText = stringOption(values, 'max-bytes');
  if (file === undefined) {
    if (maxText !== undefined) throw new UsageError('--max-bytes goes with --download');
    return undefined;
  }
  const maxBytes = maxText === undefined ? DEFAULT_MAX_BYTES : parseWholeNumber(maxText, '--max-bytes', Number.MAX_SAFE_INTEGER, '(1 or more)');
  if (maxBytes === 0) throw new UsageError('--max-bytes must be a whole number (1 or more), got "0"');
  if (file === '') throw new UsageError('--download needs a file name');
  if (existsSync(file)) throw new UsageError(`--download: ${file} exists; give a new file name (screencap never overwrites one)`);
  const directory = dirname(resolve(file));
  if (!existsSync(directory) || !statSync(directory).isDirectory()) throw new UsageError(`--download: no directory ${directory}`);
  return { file, maxBytes };
}

/**
 * Downloads `url` through the client and writes it to the new file
 * (created, never replaced: a file made meanwhile fails the run).
 */
export async function saveMedia(client: ScreencapClient, url: string, request: DownloadRequest): Promise<DownloadOutput> {
  const media = await client.download(url, { maxBytes: request.maxBytes });
  await writeFile(request.file, media.data, { flag: 'wx' });
  return { file: request.file, url: media.url, contentType: media.contentType, size: media.size };
}
