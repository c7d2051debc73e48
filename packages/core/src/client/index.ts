export {
  DEFAULT_CLIENT_OPTIONS,
  resolveClientOptions,
  resolveCallOptions,
  worstCaseSeconds,
  RENDER_CALL_KEYS,
  type ClientOptions,
  type RenderCallOptions,
  type ResolvedClientOptions,
  type CallOptions,
} from './options.js';
export { resolveScreencapTarget, type ScreencapTarget } from './screencap-target.js';
export { ScreencapOperations, type Operation, type SearchResults } from './operations.js';
export { BaseScreencapClient, deriveClient } from './base-client.js';
export { definePreset, definePresets, type PresetClass, type Presets } from './presets.js';
export { LOG_LEVELS, LOG_LEVEL_ENV, resolveLogLevel, type LogLevel } from './scale-options.js';
export { DEFAULT_PUBLIC_RATE_LIMIT, defaultRateLimitFor } from './default-rate-limit.js';
export { type InstanceStatus, statusFlow, statusOfFailure, statusOperation } from './status.js';
