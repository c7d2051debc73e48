/**
 * `@screencap/core/internal/schemas`: the zod schemas of the services'
 * answers. Importing this entry loads zod; the clients load it with the first
 * answer they read (load-schemas.ts). Built with `zod/mini`, which sets no
 * locale: a `safeParse` of these says its issues as zod's global configuration
 * does, where the SDK's own parse (validate-json.ts) says them in English.
 *
 * No part of the public API: any release may change it without notice.
 *
 * @packageDocumentation
 * @internal
 */
import { responseSchemas } from './load-schemas.js';

const schemas = responseSchemas();

export const {
  episodeKeySchema,
  frameJsonSchema,
  frameListJsonSchema,
  episodeJsonSchema,
  discoverEntryJsonSchema,
  discoverJsonSchema,
  navigatorEpisodeJsonSchema,
  navigatorJsonSchema,
  transcriptJsonSchema,
  renderCheckJsonSchema,
  renderLineJsonSchema,
  subtitleJsonSchema,
  screencapJsonSchema,
  nearbyCaptionJsonSchema,
  episodeViewJsonSchema,
} = schemas;
export type * from './json-types.js';
