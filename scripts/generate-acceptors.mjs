// Writes packages/core/src/schemas/generated/acceptors.ts: the predicates of
// the response schemas, compiled ahead of time so that a valid answer is read
// without loading zod. Run it after changing a schema, from the repository's
// root: `pnpm run build && node scripts/generate-acceptors.mjs && pnpm run build`
// (it reads the schemas and the emitter from core's build). A test fails while
// the file differs from what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const core = new URL('../packages/core/', import.meta.url);
const { GENERATED_ACCEPTORS_PATH, responseAcceptorsSource } = await import(new URL('dist/schemas/acceptor-module.js', core).href);
const target = fileURLToPath(new URL(GENERATED_ACCEPTORS_PATH, core));
writeFileSync(target, responseAcceptorsSource());
console.log(`wrote ${target}`);
