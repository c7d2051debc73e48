import http from 'node:http';
import https from 'node:https';

/**
 * One keep-alive pool per protocol and client, so consecutive calls reuse a
 * connection. Idle sockets are unref'd by Node, so they never keep a process
 * alive; `destroy()` closes them at once.
 */
export class KeepAliveAgents {
  readonly #http = new http.Agent({ keepAlive: true });
  readonly #https = new https.Agent({ keepAlive: true });

  /** The agent for a URL, in node-fetch's `agent(parsedUrl)` form. */
  readonly forUrl = (url: URL): http.Agent => (url.protocol === 'http:' ? this.#http : this.#https);

  /** Closes every pooled connection. */
  destroy(): void {
    this.#http.destroy();
    this.#https.destroy();
  }
}
