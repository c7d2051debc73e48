// Deno runs a program with the permissions it was given, and in a terminal
// stops to ask for any other before a file or variable is read. The SDK reads
// a few it can do without (SCREENCAP_LOG; whether a file is beside its code):
// where Deno has not granted one, the SDK goes without, never making Deno ask.

/** A permission as Deno's `Deno.permissions` names it. */
export type DenoPermission = { readonly name: 'env'; readonly variable: string } | { readonly name: 'read'; readonly path: string };

interface DenoGlobal {
  readonly permissions?: { querySync?(permission: DenoPermission): { readonly state: string } };
}

/**
 * Whether the program may use this without Deno asking: always outside Deno;
 * in Deno, only when the permission is granted (not when Deno would ask, or refuse).
 *
 * @example
 * ```ts
 * if (grantedWithoutAsking({ name: 'env', variable: 'SCREENCAP_LOG' })) level = process.env.SCREENCAP_LOG;
 * ```
 */
export function grantedWithoutAsking(permission: DenoPermission): boolean {
  const permissions = (globalThis as { Deno?: DenoGlobal }).Deno?.permissions;
  if (permissions?.querySync === undefined) return true;
  try {
    return permissions.querySync(permission).state === 'granted';
  } catch {
    return false;
  }
}
