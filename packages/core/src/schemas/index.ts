/**
 * `@screencap/core/internal/schemas`: the zod schemas of the services'
 * answers. Importing this entry loads zod; the clients load it with the first
 * answer they read (load-schemas.ts).
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
