import { MAX_COMIC_PANELS } from '../comics/comic-url.js';
import { episodeKeyProblem } from '../shared/arguments.js';

/** One panel of a comic link (`comic/img?b64=...`), as `parseScreencapUrl` reads it. */
export interface ComicLinkPanel {
  /** The panel's episode key. */
  readonly key: string;
  /** The panel's frame timestamp, in ms. */
  readonly timestamp: number;
  /** The texts of its overlays, in order (none for a panel without caption). */
  readonly captions: readonly string[];
}

// A payload larger than the site accepts (64 KiB of JSON) is no comic of it.
const MAX_PAYLOAD_CHARACTERS = 128 * 1024;

// Base64 of either alphabet, padded or not, to bytes; undefined for anything else.
function base64Bytes(text: string): Uint8Array | undefined {
  const body = text.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/').replaceAll(' ', '+');
  if (body.length % 4 === 1 || !/^[A-Za-z0-9+/]*$/.test(body)) return undefined;
  const binary = atob(body + '='.repeat((4 - (body.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function panelOf(value: unknown): ComicLinkPanel | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { e: key, ts: timestamp, o: overlays } = value as Record<string, unknown>;
  if (typeof key !== 'string' || episodeKeyProblem(key) !== undefined) return undefined;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) return undefined;
  if (overlays !== undefined && !Array.isArray(overlays)) return undefined;
  const captions: string[] = [];
  for (const overlay of overlays ?? []) {
    const text: unknown = typeof overlay === 'object' && overlay !== null ? (overlay as Record<string, unknown>).t : undefined;
    // An overlay without text draws nothing.
    if (typeof text === 'string' && text !== '') captions.push(text);
  }
  return { key, timestamp, captions };
}

/**
 * The panels of a `comic/img` payload (`b64`: base64 of the JSON array
 * `[{ "e": key, "ts": ms, "o": [{ "t": text, ... }] }]`), or `undefined` when
 * it does not decode to 1 to 4 such panels. Never throws.
 */
export function readComicPayload(payload: string): ComicLinkPanel[] | undefined {
  try {
    if (payload.length > MAX_PAYLOAD_CHARACTERS) return undefined;
    const bytes = base64Bytes(payload);
    if (bytes === undefined) return undefined;
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!Array.isArray(json) || json.length === 0 || json.length > MAX_COMIC_PANELS) return undefined;
    const panels = json.map(panelOf);
    return panels.every((panel) => panel !== undefined) ? (panels) : undefined;
  } catch {
    return undefined;
  }
}
