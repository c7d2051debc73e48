import type { Agent } from 'node:http';

// `node:https` loads TLS, a good part of what importing the client would
// cost: each protocol's module is loaded by the first URL that needs it
// (synchronously, as node-fetch asks for an agent), and a client given its
// own `fetch` never loads either. `process.getBuiltinModule` loads a
// built-in synchronously without a `require` made for this module.

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
    if (url.protocol === 'http:') return (this.#http ??= new (process.getBuiltinModule('node:http')).Agent({ keepAlive: true }));
    return (this.#https ??= new (process.getBuiltinModule('node:https')).Agent({ keepAlive: true }));
  };

  /** Closes every pooled connection. */
  destroy(): void {
    this.#http?.destroy();
    this.#https?.destroy();
  }
}
