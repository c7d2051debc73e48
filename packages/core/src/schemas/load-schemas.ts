import { buildSchemas, type ResponseSchemas } from './build-schemas.js';
import { issueMessage } from './issue-messages.js';
import { loadZod } from './load-zod.js';

/** What a schema's `safeParse` is handed: the SDK's English messages for its issues. */
export interface ParseOptions {
  readonly error: typeof issueMessage;
}

let loaded: { readonly schemas: ResponseSchemas; readonly options: ParseOptions } | undefined;

// Built on the first call: zod loads with the first answer a program reads,
// so importing a client (or a program that only builds links) does not load
// it. The messages go with each parse rather than into zod's global
// configuration, which is the program's: a program that set a locale for
// its own schemas keeps it, and the SDK's issues read the same anyway.
function load() {
  if (loaded === undefined) {
    const { z } = loadZod();
    loaded = { schemas: buildSchemas(z), options: { error: issueMessage } };
  }
  return loaded;
}

/** The response schemas, built with zod on the first call. */
export function responseSchemas(): ResponseSchemas {
  return load().schemas;
}

/** The options every schema's `safeParse` takes: the SDK's English messages, whatever zod's global configuration says. */
export function parseOptions(): ParseOptions {
  return load().options;
}
