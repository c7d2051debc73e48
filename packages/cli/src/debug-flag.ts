/** The environment variable that turns on stack traces (mapped to the sources: see `bin.ts`). */
export const DEBUG_ENV = 'SCREENCAP_DEBUG';

/**
 * Whether `SCREENCAP_DEBUG` is on: any value but empty, `0` or `false` (in
 * any case).
 *
 * @param env - the environment to read it from.
 */
export function isDebugEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  const value = env[DEBUG_ENV];
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}
