/**
 * Which `Host` and `Origin` headers a server answers: the MCP
 * specification's defence against DNS rebinding, where a web page makes a
 * browser send requests to a server on the user's own machine.
 */
export interface AccessPolicy {
  /** Serve only loopback `Host`s (and those of `allowedOrigins`): the server is bound to a loopback address. */
  readonly loopbackOnly: boolean;
  /** The browser origins served besides (on a loopback bind) loopback ones, as `URL.origin` spells them. */
  readonly allowedOrigins: readonly string[];
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '[::1]']);

/** Whether a host name (as `URL.hostname` spells it) is this machine: `localhost`, `127.0.0.0/8` or `[::1]`. */
export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * The origins as `URL.origin` spells them (`https://app.example`, no path).
 * @throws {TypeError} for one that is not an http(s) origin
 */
export function normalizedOrigins(origins: readonly string[]): string[] {
  return origins.map((text) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new TypeError(`not an origin (such as https://app.example): ${JSON.stringify(text)}`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
      throw new TypeError(`not an origin (such as https://app.example): ${JSON.stringify(text)}`);
    }
    return url.origin;
  });
}

function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

function originOf(origin: string): URL | undefined {
  try {
    return new URL(origin);
  } catch {
    return undefined;
  }
}

/**
 * Why a request with these headers is refused, or `undefined` when it is
 * served. A request without `Origin` (what every non-browser client sends)
 * passes the origin check; a browser's must be allowed.
 */
export function refusal(host: string | null, origin: string | null, policy: AccessPolicy): string | undefined {
  const allowedHostnames = policy.allowedOrigins.map((allowed) => new URL(allowed).hostname);
  if (policy.loopbackOnly) {
    const hostname = host === null ? undefined : hostnameOf(host);
    if (hostname === undefined || !(isLoopbackHostname(hostname) || allowedHostnames.includes(hostname))) {
      return `Host ${JSON.stringify(host)} is not served: this server answers its loopback address only (--allow-origin adds an origin's host)`;
    }
  }
  if (origin === null) return undefined;
  const url = originOf(origin);
  if (url !== undefined && policy.allowedOrigins.includes(url.origin)) return undefined;
  if (url !== undefined && policy.loopbackOnly && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname)) return undefined;
  return `Origin ${JSON.stringify(origin)} is not allowed (allow it with --allow-origin or allowedOrigins)`;
}
