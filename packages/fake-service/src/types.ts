/**
 * Public types shared by the in-process server and the child-process handle.
 */
import type { EndpointName } from './endpoint-names.js';
import type { Fault } from './faults.js';

/**
 * Which generation of the real service to imitate: `'classic'` (the service
 * as it was before the May 2026 rebuild) or `'2026'` (the rebuilt service:
 * richer JSON, season filters, `api/discover`, `api/navigator`,
 * `api/transcript`, streamed renders, comic stills, `410 Gone` on the old
 * gif and mp4 URLs).
 */
export type ServiceMode = 'classic' | '2026';

/** The generation a fake service imitates when none is asked for: the one the live instances run. */
export const DEFAULT_SERVICE_MODE: ServiceMode = '2026';

export { ENDPOINT_NAMES, type EndpointName } from './endpoint-names.js';

/** Options of {@link startFakeService} and {@link startFakeServiceProcess}. */
export interface FakeServiceOptions {
  /**
   * TCP port to listen on; `0` picks a free one (read it from the handle's `url`).
   * @default 0
   */
  port?: number;
  /**
   * Interface to listen on.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * Seed of `api/random`: the same seed gives the same sequence of screencaps.
   * @default 1
   */
  seed?: number;
  /**
   * Generation of the real service to imitate. The default is the one the
   * live instances run since May 2026; pass `'classic'` to test code
   * written for the services as they were before.
   * @default '2026'
   * @example
   * ```ts
   * const today = await startFakeService(); // as frinkiac.com answers now
   * const before = await startFakeService({ mode: 'classic' }); // as it answered until May 2026
   * ```
   */
  mode?: ServiceMode;
  /**
   * Mode `'2026'`: pause between two lines of a streamed render
   * (`POST api/render/gif/stream`, `POST api/render/mp4`), in ms. Tests
   * usually pass `1`.
   * @default 20
   */
  renderStepMs?: number;
  /**
   * Makes the service a moved instance, as `masterofallscience.com` is since
   * the 2026 rebuild: every request (any method, any path, control requests
   * under `/__fake/` excepted) is answered `301 Moved Permanently` with
   * `Location` = this base URL + the request's path and query. Point it at
   * another fake service to see a client follow (or refuse) the redirect.
   * Must be an absolute `http:` or `https:` URL; a trailing slash is added.
   * @default undefined (the service has not moved)
   * @example
   * ```ts
   * const frinkiac = await startFakeService({ mode: '2026' });
   * const moved = await startFakeService({ mode: '2026', movedTo: frinkiac.url });
   * // GET `${moved.url}api/random` -> 301, Location: `${frinkiac.url}api/random`
   * ```
   */
  movedTo?: string;
  /**
   * Imitate the CDN in front of the real services: a GET of an image or
   * video (`img/`, `meme/`, `comic/img`, `video/`) answers `403 Forbidden`
   * unless it carries a browser's `User-Agent` (one starting with
   * `Mozilla/5.0 `) and a `Referer` on the service's own host, as the real
   * CDN may (seen since the 2026 rebuild; for the classic generation it is
   * not known). Off unless asked for, so that a test opening media links
   * with a bare `fetch` keeps working.
   * @default false
   */
  cdn?: boolean;
  /**
   * Renamed mode: some frames no longer exist, as after the 2026 rebuild
   * some did not (`renamedFrames(catalogue)` lists them: every fifth frame
   * of each episode). They are left out of every answer, and a caption
   * request at one's exact timestamp answers `404` (what the real service
   * answers there is not known). What `client.unfurl` falls back from.
   * @default false
   */
  renamed?: boolean;
  /**
   * Lets a web page of any origin read the answers: every response carries
   * `Access-Control-Allow-Origin: *` (and exposes its headers), and a
   * browser's preflight (`OPTIONS` with `Access-Control-Request-Method`) is
   * answered `204` with the method and headers it asks for, and not logged.
   * Off by default because whether the real services allow cross-origin reads
   * is not known (see the spec's service facts); turn it on to run a client
   * in a browser page against the fake.
   * @default false
   */
  allowCrossOrigin?: boolean;
}

/** One request the service received (control requests under `/__fake/` are not logged). */
export interface LoggedRequest {
  /** HTTP method, e.g. `GET`. */
  method: string;
  /** Raw path as received, still percent-encoded, e.g. `/api/frames/S01E01/1000/0/0`. */
  path: string;
  /** Raw query string without the `?`, still percent-encoded; `''` when absent. */
  query: string;
  /** Endpoint the path was routed to; `'unknown'` when no route matched. */
  endpoint: EndpointName | 'unknown';
  /**
   * Decoded parameters: path segments by name (`key`, `timestamp`, `before`,
   * `after`, `start`, `end`, `token`) and query parameters (`e`, `t`, `q`,
   * `b64lines`, ...). Values that parse as integers where the endpoint expects
   * one are numbers, e.g. `{ e: 'S01E01', t: 1234 }` or `{ q: 'a&b' }`.
   */
  params: Record<string, string | number>;
  /** The decoded `b64lines` caption of a media request, when present and valid. */
  caption?: string;
  /**
   * Mode `'2026'`, `comic/img`: the panels decoded from the `b64` payload
   * (`[{ e, ts, o: [overlay] }]`), when the payload is base64 of a JSON array
   * (recorded even when a panel is then refused with a `400`).
   */
  comic?: unknown[];
  /**
   * Mode `'2026'`, `POST api/render/...`: the JSON body of the render request
   * as received (`[{ episode, start, end, check_only, overlays }]`), when it
   * is valid JSON (recorded even when it is then refused with a `400`).
   */
  render?: unknown;
  /** The fault applied to this request, if one was. */
  fault?: Fault;
  /**
   * Status sent to the client; `null` while no status line has been sent
   * (a reset, or headers that never come).
   */
  status: number | null;
}

/** A running fake service, started in this process or in a child process. */
export interface FakeServiceHandle {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:43125/`; pass it to a client as its `url`. */
  readonly url: string;
  /** Stops the service, destroying hung connections; resolves once everything is closed. Idempotent. */
  close(): Promise<void>;
  /** Queues a fault for the next matching request(s). Rejects when the fault is invalid. */
  injectFault(fault: Fault): Promise<void>;
  /** The request log, oldest first (a snapshot). */
  requests(): Promise<LoggedRequest[]>;
  /** Empties the request log. */
  clearRequests(): Promise<void>;
  /** Back to the start state: no faults, empty log, random sequence from its seed again, no rendered videos. */
  reset(): Promise<void>;
}
