/**
 * What a flavour's transport must do with a request: hand back the JSON text
 * (`json`), follow redirects and report where they led (`final-url`, for
 * rendered media), hand back a newline-delimited JSON stream, line by line
 * as it comes when asked (`ndjson`, for 2026 renders), or hand back the bytes
 * of an image or video, at most `maxBytes` of them (`media`, for downloads).
 */
export type ResponseExpectation = 'json' | 'final-url' | 'ndjson' | 'media';

/** A request as plain data: what the sync flavour sends to its worker. */
export interface HttpRequest {
  /** The HTTP method: `POST` for 2026 renders, `GET` for everything else. */
  readonly method: 'GET' | 'POST';
  /** The absolute URL to request. */
  readonly url: string;
  /** What the transport must hand back: see {@link ResponseExpectation}. */
  readonly expect: ResponseExpectation;
  /** A JSON body, for POST. */
  readonly body?: string;
  /** Headers of this request, over the client's (a download's `Referer` and browser `User-Agent`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** For `media`: the most bytes to read; a larger file fails with `MediaTooLargeError`. */
  readonly maxBytes?: number;
}

/**
 * A successful (status 200) response as plain data: what a transport hands
 * back and what the operations parse.
 */
export interface HttpResponse {
  /** The URL that was requested. */
  readonly url: string;
  /** The URL that answered, after redirects. */
  readonly finalUrl: string;
  /** The HTTP status: always 200, since other statuses are errors. */
  readonly status: number;
  /** The `Content-Type` header as sent, or `''` when there was none. */
  readonly contentType: string;
  /** The body as text; `''` for `final-url` and `media` requests. */
  readonly body: string;
  /** For `media`: the body's bytes. */
  readonly data?: Uint8Array<ArrayBuffer>;
  /** How many attempts the transport made, retries included (0 for an answer from the cache). */
  readonly attempts: number;
  /** The response headers, names in lower case, when the transport kept them (what a cache decides by). */
  readonly headers?: Readonly<Record<string, string>>;
}
