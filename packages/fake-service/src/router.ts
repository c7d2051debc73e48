/**
 * Matches a request to the route table.
 *
 * Patterns are matched against the raw (still percent-encoded) path, segment
 * by segment, so an encoded `/` inside an episode key stays inside its
 * segment; parameters are decoded after matching.
 */
import type { Route } from './routes/route.js';
import type { EndpointName } from './types.js';

type PatternSegment = { readonly literal: string } | { readonly parameter: string; readonly suffix: string };

interface CompiledRoute {
  readonly route: Route;
  readonly segments: readonly PatternSegment[];
}

/** The outcome of routing one request. */
export type RouteMatch =
  | { readonly kind: 'found'; readonly route: Route; readonly pathParams: Record<string, string> }
  | { readonly kind: 'method-not-allowed'; readonly endpoint: EndpointName; readonly allowed: readonly string[] }
  | { readonly kind: 'not-found' };

const PARAMETER_SEGMENT = /^:([A-Za-z][A-Za-z0-9]*)(.*)$/;

function compile(route: Route): CompiledRoute {
  const segments = route.pattern
    .split('/')
    .slice(1)
    .map((segment): PatternSegment => {
      const parameter = PARAMETER_SEGMENT.exec(segment);
      return parameter ? { parameter: parameter[1] ?? '', suffix: parameter[2] ?? '' } : { literal: segment };
    });
  return { route, segments };
}

function matchSegments(segments: readonly PatternSegment[], rawSegments: readonly string[]): Record<string, string> | undefined {
  if (segments.length !== rawSegments.length) return undefined;
  const pathParams: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const raw = rawSegments[index] ?? '';
    if ('literal' in segment) {
      if (raw !== segment.literal) return undefined;
      continue;
    }
    if (raw.length <= segment.suffix.length || !raw.endsWith(segment.suffix)) return undefined;
    try {
      pathParams[segment.parameter] = decodeURIComponent(raw.slice(0, raw.length - segment.suffix.length));
    } catch {
      return undefined; // malformed percent-encoding: no route has such a path
    }
  }
  return pathParams;
}

/** A route table ready for lookups. */
export class Router {
  readonly #routes: readonly CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.#routes = routes.map(compile);
  }

  /** Finds the route for a method and a raw path (without query). */
  match(method: string, rawPath: string): RouteMatch {
    const rawSegments = rawPath.split('/').slice(1);
    const pathMatches = this.#routes.flatMap(({ route, segments }) => {
      const pathParams = matchSegments(segments, rawSegments);
      return pathParams === undefined ? [] : [{ route, pathParams }];
    });
    const found = pathMatches.find(({ route }) => route.method === method);
    if (found) return { kind: 'found', ...found };
    const first = pathMatches[0];
    if (first === undefined) return { kind: 'not-found' };
    return { kind: 'method-not-allowed', endpoint: first.route.endpoint, allowed: [...new Set(pathMatches.map(({ route }) => route.method))] };
  }
}
