import { discoverySchemas } from './discovery.js';
import { episodeSchemas } from './episode.js';
import { frameSchemas } from './frame.js';
import { renderSchemas } from './render.js';
import { screencapSchemas } from './screencap.js';
import { subtitleSchemas } from './subtitle.js';
import type { Output, Zod } from './zod-namespace.js';

/** Builds every response schema with `z`, each from the schemas of its parts. */
export function buildSchemas(z: Zod) {
  const frame = frameSchemas(z);
  const episode = episodeSchemas(z, frame);
  const subtitle = subtitleSchemas(z, frame);
  return {
    ...frame,
    ...episode,
    ...subtitle,
    ...screencapSchemas(z, { ...frame, ...episode, ...subtitle }),
    ...discoverySchemas(z, { ...frame, ...subtitle }),
    ...renderSchemas(z),
  };
}

/** Every response schema, by name. */
export type ResponseSchemas = ReturnType<typeof buildSchemas>;

/** The name of a response schema. */
export type SchemaName = keyof ResponseSchemas;

/** The value the schema `Name` hands back: the raw JSON of its answer. */
export type JsonOf<Name extends SchemaName> = Output<ResponseSchemas[Name]>;
