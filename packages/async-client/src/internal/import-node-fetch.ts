/**
 * node-fetch's module, imported: from its package here (what tsc's output and
 * the tests run); the Node.js bundles import their own copy instead
 * (`import-node-fetch.bundle.ts`).
 */
export function importNodeFetch(): Promise<{ readonly default: unknown }> {
  return import('node-fetch');
}
