import type { Agent } from 'node:http';
import { createRequire } from 'node:module';

// `node:https` loads TLS, a good part of what importing the client would
// cost: each protocol's module is loaded by the first URL that needs it
// (synchronously, as node-fetch asks for an agent), and a client given its
// own `fetch` never loads either.
const require = createRequire(import.meta.url);

/**
 * One keep-alive pool per protocol and client, so consecutive calls reuse a
 * connection. Idle sockets are unref'd by Node, so they never keep a process
 * alive; `destroy()` closes them at once.
 */
export class KeepAliveAgents {
  #http: Agent | undefined;
  #https: Agent | undefined;

  /** The agent for a URL, in node-fetch's `agent(parsedUrl)` form. */
  readonly forUrl = (url: URL): Agent => {
    if (url.protocol === 'http:') return (this.#http ??= new (require('node:http') as typeof import('node:http')).Agent({ keepAlive: true }));
    return (this.#https ??= new (require('node:https') as typeof import('node:https')).Agent({ keepAlive: true }));
  };

  /** Closes every pooled connection. */
  destroy(): void {
    this.#http?.destroy();
    this.#https?.destroy();
  }
}
