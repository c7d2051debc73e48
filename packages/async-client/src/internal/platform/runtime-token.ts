/**
 * The runtime the `User-Agent` names after the SDK. This build runs on
 * Node.js, Bun and Deno, which all have a Node.js `process`: each is named as
 * itself, not as the Node.js version it imitates.
 *
 * @example
 * ```ts
 * runtimeToken(); // 'node/v24.21.0', 'bun/1.4.5' or 'deno/2.9.6'
 * ```
 */
export function runtimeToken(): string | undefined {
  const { versions, version } = process;
  if (versions.bun !== undefined) return `bun/${versions.bun}`;
  if (versions.deno !== undefined) return `deno/${versions.deno}`;
  return `node/${version}`;
}
