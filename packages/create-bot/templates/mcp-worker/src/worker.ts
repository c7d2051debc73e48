// The screencap MCP server as a Cloudflare Worker: Streamable HTTP at /mcp.
// Stateless, so any isolate of any data center answers any request.
import { createMcpHandler, type McpHandlerOptions } from '@screencap/mcp';

/** The worker's bindings: wrangler.toml's [vars], or the dashboard's. */
export interface Env {
  /** A preset's name; the default is Frinkiac. */
  readonly SCREENCAP_INSTANCE?: string;
  /** Any other instance instead (the fake service, in the tests and `npm run dev`). */
  readonly SCREENCAP_BASE_URL?: string;
  /** The show's title for SCREENCAP_BASE_URL. */
  readonly SCREENCAP_TITLE?: string;
  /** `classic`, `2026` or `auto` for that instance. */
  readonly SCREENCAP_GENERATION?: McpHandlerOptions['generation'];
  /** Browser origins allowed to call the worker, comma-separated. */
  readonly ALLOWED_ORIGINS?: string;
}

const MCP_PATH = '/mcp';

/** One handler per isolate: its client's cache, rate limit and a received Retry-After then span requests. */
let handler: ((request: Request) => Promise<Response>) | undefined;

/** A binding's value; an empty one (as wrangler.toml may leave it) counts as unset. */
function given<T extends string>(value: T | undefined): T | undefined {
  return value === '' ? undefined : value;
}

function handlerFor(env: Env): (request: Request) => Promise<Response> {
  const baseUrl = given(env.SCREENCAP_BASE_URL);
  const instance = baseUrl === undefined ? { instance: given(env.SCREENCAP_INSTANCE) } : { baseUrl, title: given(env.SCREENCAP_TITLE) };
  handler ??= createMcpHandler({
    ...instance,
    generation: given(env.SCREENCAP_GENERATION),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin !== ''),
    // Says who runs the server to the service's operators: put your contact after the +.
    userAgent: 'my-screencap-bot/0.1.0 (+https://example.org/bot)',
  });
  return handler;
}

export default {
  fetch(request: Request, env: Env): Promise<Response> | Response {
    const url = new URL(request.url);
    if (url.pathname === MCP_PATH) return handlerFor(env)(request);
    // Whoever opens the worker's address in a browser learns the URL to paste.
    return new Response(`This is an MCP server. Give your assistant this URL: ${url.origin}${MCP_PATH}\n`, {
      status: url.pathname === '/' ? 200 : 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  },
};
