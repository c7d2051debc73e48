/**
 * The environment of a process the bench measures: this one's, without what
 * would change what is measured.
 */

/**
 * `process.env` without `NODE_OPTIONS` (a runner's flags, such as Jest's or a
 * debugger's, would load into every child) and `NODE_DISABLE_COMPILE_CACHE`
 * (which turns the CLI's compile cache off).
 */
export function measuredChildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  return env;
}
