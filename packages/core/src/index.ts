/**
 * `@screencap/core`: everything of the screencap SDK that needs no network.
 * Caption rules, URL builders, models, errors, instance presets and response
 * schemas, shared by `@screencap/async` and `@screencap/sync`.
 *
 * @packageDocumentation
 */
export * from './caption/index.js';
export * from './errors/index.js';
export * from './urls/index.js';
export * from './schemas/index.js';
export { parseJsonResponse } from './schemas/parse-response.js';
export { Frame, type InstanceSource } from './models/frame.js';
export { BaseScreencap } from './models/base-screencap.js';
export { cleanMetadataText } from './models/clean-metadata-text.js';
export {
  DEFAULT_CLIP_AFTER,
  DEFAULT_CLIP_BEFORE,
  planClip,
  clipUrlFromFrames,
  type ClipOptions,
  type ClipPlan,
} from './models/clip.js';
export { INSTANCES, type InstanceInfo, type InstanceName } from './instances.js';
export * from './client/index.js';
