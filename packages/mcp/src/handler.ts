import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { ScreencapClient } from '@screencap/async';
import { normalizedOrigins, refusal, type AccessPolicy } from './access.js';
import { instanceClients, type InstanceOptions } from './instance.js';
import { createScreencapMcpServer } from './server.js';

/** Options of {@link createMcpHandler}: the command line's, by the same names in camelCase. */
export interface McpHandlerOptions extends InstanceOptions {
  /**
   * Browser origins allowed to call the server (such as
   * `https://inspector.example`); a request from any other origin is answered
   * `403`. Requests without `Origin` (every non-browser client) are served.
   * @default []
   */
  readonly allowedOrigins?: readonly string[] | undefined;
  /**
   * The `User-Agent` the client sends the service: say who runs the server
   * (the service's operators see it).
   * @default undefined (the SDK's own)
   * @example 'my-mcp-worker/1.0 (+https://example.org/contact)'
   */
  readonly userAgent?: string | undefined;
}

/** A request's body larger than this is refused: tool arguments are a few lines of JSON. */
const MAX_BODY_BYTES = 1024 * 1024;

/** JSON-RPC's code for an error of the server's own (the SDK's transports answer it too). */
const SERVER_ERROR = -32000;

function jsonRpcError(status: number, message: string, headers: Record<string, string> = {}, code = SERVER_ERROR): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}

/** The body as text, or `undefined` past {@link MAX_BODY_BYTES}, without reading further. */
async function cappedText(request: Request): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return undefined;
  if (request.body === null) return '';
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function messagesOf(body: unknown): JSONRPCMessage[] {
  return (Array.isArray(body) ? body : [body]) as JSONRPCMessage[];
}

/** A message's request id, when it is a request. */
function requestIdOf(message: JSONRPCMessage): string | number | undefined {
  return 'method' in message && 'id' in message ? message.id : undefined;
}

/** The request id a `notifications/cancelled` names, when the message is one. */
function cancelledIdOf(message: JSONRPCMessage): string | number | undefined {
  if (!('method' in message) || message.method !== 'notifications/cancelled' || 'id' in message) return undefined;
  const requestId = (message.params as { requestId?: unknown } | undefined)?.requestId;
  return typeof requestId === 'string' || typeof requestId === 'number' ? requestId : undefined;
}

/**
 * The body of `response`, calling `done` once when it ends, fails or the
 * reader goes away (the client hung up).
 */
function withEnd(response: Response, done: () => void): Response {
  if (response.body === null) {
    done();
    return response;
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    done();
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: finished, value } = await reader.read();
        if (finished) {
          controller.close();
          end();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        controller.error(error);
        end();
      }
    },
    async cancel(reason) {
      end();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The headers a browser needs to read an answer of an allowed origin. */
function corsHeaders(origin: string | null): Record<string, string> {
  if (origin === null) return {};
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'mcp-session-id, mcp-protocol-version', vary: 'origin' };
}

/** A POST whose calls still run, as a cancellation finds it. */
interface RunningPost {
  /** Hands the call `key` names its `notifications/cancelled`. */
  cancel(key: string, message: JSONRPCMessage): void;
}

/**
 * The calls running in this process (or isolate), by peer, `User-Agent`,
 * `Authorization` and request id: where a `notifications/cancelled`, which arrives on a POST of
 * its own, finds the call it names.
 */
class RunningCalls {
  readonly #posts = new Map<string, Set<RunningPost>>();

  key(peer: string, request: Request, id: string | number): string {
    // Request ids are the client's own (every client counts from 0): who sent the call tells two clients' calls apart.
    const sender = [peer, request.headers.get('user-agent') ?? '', request.headers.get('authorization') ?? ''];
    return JSON.stringify([...sender, id]);
  }

  add(key: string, post: RunningPost): void {
    this.#posts.set(key, (this.#posts.get(key) ?? new Set()).add(post));
  }

  delete(key: string, post: RunningPost): void {
    const posts = this.#posts.get(key);
    posts?.delete(post);
    if (posts?.size === 0) this.#posts.delete(key);
  }

  /** Delivers the cancellations among `messages`; `true` when they were all there is and each found its call. */
  deliver(peer: string, request: Request, messages: readonly JSONRPCMessage[]): boolean {
    const found = messages.flatMap((message) => {
      const id = cancelledIdOf(message);
      if (id === undefined) return [];
      const key = this.key(peer, request, id);
      return [...(this.#posts.get(key) ?? [])].map((post) => () => { post.cancel(key, message); });
    });
    if (found.length === 0 || found.length !== messages.length) return false;
    for (const deliver of found) deliver();
    return true;
  }
}

/** The answer to a request that never reaches a server: refused, a preflight, another method; `undefined` for a POST to serve. */
function answerBeforeServing(request: Request, policy: AccessPolicy, cors: Record<string, string>): Response | undefined {
  const refused = refusal(request.headers.get('host'), request.headers.get('origin'), policy);
  if (refused !== undefined) return jsonRpcError(403, `Forbidden: ${refused}`);
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type, accept, authorization, mcp-protocol-version, mcp-session-id, last-event-id',
        'access-control-max-age': '86400',
      },
    });
  }
  // Stateless: no stream outlives its POST, and there is no session to delete.
  if (request.method !== 'POST') return jsonRpcError(405, 'Method not allowed: this stateless server answers POST only', { ...cors, allow: 'POST, OPTIONS' });
  return undefined;
}

/** The POST's JSON body, or the error answer for one too large or not JSON. */
async function readBody(request: Request, cors: Record<string, string>): Promise<{ body: unknown } | Response> {
  const text = await cappedText(request);
  if (text === undefined) return jsonRpcError(413, `Payload too large: at most ${MAX_BODY_BYTES} bytes`, cors);
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return jsonRpcError(400, 'Parse error: the body is not JSON', cors, -32700);
  }
}

/** Serves one POST with a server and transport of its own, registered in `running` until its answer ends. */
async function serveOnce(clients: readonly ScreencapClient[], running: RunningCalls, request: Request, peer: string, body: unknown, cors: Record<string, string>): Promise<Response> {
  const server = createScreencapMcpServer(clients);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await server.connect(transport);
  const keys = new Set(messagesOf(body).flatMap((message) => {
    const id = requestIdOf(message);
    return id === undefined ? [] : [running.key(peer, request, id)];
  }));
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    for (const key of keys) running.delete(key, post);
    // Closing the server aborts a call still running: its client hung up.
    void server.close();
  };
  const post: RunningPost = {
    cancel: (key, message) => {
      transport.onmessage?.(message);
      keys.delete(key);
      running.delete(key, post);
      // No answer will come for a cancelled call: once none is awaited, the stream ends instead of hanging open.
      if (keys.size === 0) finish();
    },
  };
  for (const key of keys) running.add(key, post);
  let response: Response;
  try {
    response = await transport.handleRequest(request, { parsedBody: body });
  } catch (error) {
    finish();
    throw error;
  }
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return withEnd(response, finish);
}

/**
 * Serves MCP's Streamable HTTP transport statelessly: each POST gets a server
 * and a transport of its own (so any process behind a balancer may answer
 * any request), all sharing `clients` (each one's cache, rate limit and a received
 * `Retry-After`). `peer` tells clients apart for cancellations: a
 * `notifications/cancelled` reaches the call it names when that call runs in
 * this process (or isolate) for the same peer.
 *
 * @internal
 */
export function createRequestHandler(clients: readonly ScreencapClient[], policy: AccessPolicy): (request: Request, peer: string) => Promise<Response> {
  const running = new RunningCalls();
  return async (request, peer) => {
    const cors = corsHeaders(request.headers.get('origin'));
    const early = answerBeforeServing(request, policy, cors);
    if (early !== undefined) return early;
    const read = await readBody(request, cors);
    if (read instanceof Response) return read;
    // A cancellation of a call that runs here goes to that call's own server, as it would in a session.
    if (running.deliver(peer, request, messagesOf(read.body))) return new Response(null, { status: 202, headers: cors });
    return serveOnce(clients, running, request, peer, read.body, cors);
  };
}

/**
 * A fetch handler serving this package's MCP server over Streamable HTTP
 * (stateless, progress over SSE when a call asks for it), for any runtime
 * with `Request` and `Response`: Cloudflare Workers, Deno, Bun, Node.js.
 * Bundlers for Workers and browsers pick `@screencap/async`'s build for them,
 * so nothing of Node.js comes along.
 *
 * Every path is the MCP endpoint: route `/mcp` to it. Browser requests are
 * served only from `allowedOrigins`; requests without `Origin` always.
 *
 * @param options - the instance (a preset by name, several, `'all'`, or a base URL and title),
 *   its generation, the client's timeouts, the allowed origins
 * @throws {TypeError} for options the command line would refuse (an
 *   unknown preset, both `instance` and `baseUrl`, an origin that is not one)
 * @example
 * ```ts
 * // A Cloudflare Worker
 * import { createMcpHandler } from '@screencap/mcp';
 *
 * const handler = createMcpHandler({ instance: 'Morbotron' });
 * // or every show, each tool call naming one in `show`: createMcpHandler({ instance: 'all' })
 * export default {
 *   fetch: (request: Request) => (new URL(request.url).pathname === '/mcp' ? handler(request) : new Response('not found', { status: 404 })),
 * };
 * ```
 */
export function createMcpHandler(options: McpHandlerOptions = {}): (request: Request) => Promise<Response> {
  const allowedOrigins = normalizedOrigins(options.allowedOrigins ?? []);
  const clients = instanceClients(options, options.userAgent === undefined ? {} : { userAgent: options.userAgent });
  // Built once here, so that a bad option (two shows of one name) is refused at once rather than on the first request.
  createScreencapMcpServer(clients);
  const handle = createRequestHandler(clients, { loopbackOnly: false, allowedOrigins });
  // Cloudflare names the caller's address; elsewhere clients are told apart by their headers alone.
  return (request) => handle(request, request.headers.get('cf-connecting-ip') ?? '');
}
