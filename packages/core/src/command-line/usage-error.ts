/**
 * A command line a tool (`screencap`, `screencap-mcp`) cannot run: an unknown
 * flag, a missing or malformed value, flags that cannot go together. The tool
 * prints its message and its usage to standard error and exits with code 2,
 * before any request.
 *
 * @example
 * ```ts
 * throw new UsageError('--instance and --base-url cannot be used together');
 * ```
 */
export class UsageError extends Error {
  /** The class name, `UsageError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'UsageError';
}
