/**
 * A low-level HTTP client for tests that must see exactly what went over the
 * wire: resets, hangs and half bodies, which `fetch` reports only vaguely.
 */
import { request } from 'node:http';

/** What happened to one request. */
export interface RawOutcome {
  /** How the exchange ended. */
  ending: 'complete' | 'error' | 'idle-timeout';
  /** Whether response headers arrived. */
  gotHeaders: boolean;
  status?: number;
  headers: Record<string, string | string[] | undefined>;
  /** Body bytes received (all of them, or those before the error or timeout). */
  body: Buffer;
  /** Node error code when `ending` is `'error'`, e.g. `ECONNRESET`. */
  errorCode?: string;
  /** Number of `data` events, to see a body arrive in pieces. */
  chunkCount: number;
}

/**
 * GETs a URL on a fresh connection. Gives up after `idleTimeoutMs` of socket
 * silence (then destroys the socket), so hung responses end the test.
 */
export function rawGet(url: string, idleTimeoutMs = 2_000, method = 'GET', body?: string): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const outcome: RawOutcome = { ending: 'complete', gotHeaders: false, headers: {}, body: Buffer.alloc(0), chunkCount: 0 };
    let done = false;
    const finish = (ending: RawOutcome['ending'], errorCode?: string): void => {
      if (done) return;
      done = true;
      outcome.ending = ending;
      if (errorCode !== undefined) outcome.errorCode = errorCode;
      outcome.body = Buffer.concat(chunks);
      resolve(outcome);
    };
    const clientRequest = request(url, { method, agent: false }, (response) => {
      outcome.gotHeaders = true;
      outcome.status = response.statusCode;
      outcome.headers = response.headers;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        outcome.chunkCount += 1;
      });
      response.on('end', () => {
        finish('complete');
      });
      response.on('aborted', () => {
        finish('error', 'ECONNRESET');
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        finish('error', error.code);
      });
    });
    clientRequest.setTimeout(idleTimeoutMs, () => {
      finish('idle-timeout');
      clientRequest.destroy();
    });
    clientRequest.on('error', (error: NodeJS.ErrnoException) => {
      finish('error', error.code);
    });
    clientRequest.end(body);
  });
}

/** GETs JSON with `fetch`; returns status, headers and the parsed body. */
export async function getJson(url: string): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text === '' ? undefined : JSON.parse(text) };
}

/** URL-safe base64 with `=` padding, as a correct client encodes a caption. */
export function encodeCaption(caption: string): string {
  return Buffer.from(caption, 'utf8').toString('base64').replaceAll('+', '-').replaceAll('/', '_');
}

/** POSTs a body (a value is sent as JSON, a string as is); returns status, headers and the text of the answer. */
export async function postBody(url: string, body: unknown): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Parses newline-delimited JSON: one value a line, every line ended by `\n`. */
export function ndjsonLines(text: string): any[] {
  if (text !== '' && !text.endsWith('\n')) throw new Error(`NDJSON must end with a newline: ${JSON.stringify(text)}`);
  return text.split('\n').slice(0, -1).map((line) => JSON.parse(line) as unknown) as any[];
}

/** URL-safe base64 without padding of compact JSON, as a 2026 client encodes a comic payload. */
export function encodeComic(panels: unknown): string {
  return Buffer.from(JSON.stringify(panels), 'utf8').toString('base64url');
}
