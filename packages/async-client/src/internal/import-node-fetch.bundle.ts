// The Node.js build (scripts/bundle.mjs serves this file in place of
// import-node-fetch.ts there): node-fetch bundled with its dependencies into
// `node-fetch.js` beside the bundle (node-fetch-entry.ts), one file where its
// package is some thirty modules, and with `node:http` taken by
// process.getBuiltinModule: an ES module import of `node:http`, as node-fetch
// writes it, reads the getters that load the undici Node.js bundles for its
// own fetch, which the client never uses (bench/RESULTS.md, "node-fetch
// bundled"). Imported by a URL made at run time, which esbuild leaves as it is.

/** node-fetch's module, from the bundled `node-fetch.js` beside this bundle. */
export function importNodeFetch(): Promise<{ readonly default: unknown }> {
  return import(new URL('./node-fetch.js', import.meta.url).href) as Promise<{ readonly default: unknown }>;
}
