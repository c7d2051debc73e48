// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of runtime-token.ts there).

/**
 * No runtime in the `User-Agent` here: a Worker with `nodejs_compat` has a
 * `process.version` (workerd's imitation of Node.js), which named a Node.js
 * the Worker does not run, and a browser sends its own `User-Agent` whatever
 * the client sets.
 */
export function runtimeToken(): string | undefined {
  return undefined;
}
