// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of agents.ts there): the platform's `fetch` pools its own
// connections and takes no agent (`default-fetch.platform.ts` drops it), so
// there is no Node.js agent to make, and none of `node:http` in the bundle.
import type { Agent } from 'node:http';

/** Nothing to pool on these platforms: the platform's `fetch` does it. */
export class KeepAliveAgents {
  /** Never called on these platforms; there for the shape `agents.ts` has. */
  readonly forUrl = (url: URL): Agent => {
    throw new TypeError(`no Node.js agent for ${url.origin} on this platform: its fetch pools connections itself`);
  };

  /** Nothing to close. */
  destroy(): void {
    // The platform's `fetch` owns its connections.
  }
}
