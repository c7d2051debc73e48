/**
 * Refuses the options this build cannot honour. Node.js, Bun and Deno (this
 * build) honour them all; the build for Workers and browsers
 * (runtime-options.platform.ts) refuses `redis`.
 */
export function assertRuntimeOptions(_options: { readonly redis?: string | undefined }): void {
  // Every option works here.
}
