// Which platform the code runs on, where it matters: the few things done
// differently in a Cloudflare Worker and in a browser (coalescing.ts,
// default-fetch.platform.ts).

interface PlatformGlobals {
  readonly navigator?: { readonly userAgent?: unknown };
  readonly WebSocketPair?: unknown;
}

/**
 * Whether this is a Cloudflare Worker (workerd, miniflare): its
 * `navigator.userAgent` says so, from compatibility date 2022-03-21, and
 * `WebSocketPair`, Cloudflare's own, is there at any date.
 */
export function inCloudflareWorker(): boolean {
  const { navigator, WebSocketPair } = globalThis as PlatformGlobals;
  return navigator?.userAgent === 'Cloudflare-Workers' || typeof WebSocketPair === 'function';
}

/** Whether this is a browser (a page or its workers): every browser's `navigator.userAgent` begins with `Mozilla/`. */
export function inBrowser(): boolean {
  const agent = (globalThis as PlatformGlobals).navigator?.userAgent;
  return typeof agent === 'string' && agent.startsWith('Mozilla/');
}
