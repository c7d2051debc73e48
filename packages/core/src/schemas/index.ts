export { episodeKeySchema, frameJsonSchema, frameListJsonSchema, type FrameJson } from './frame.js';
export { episodeJsonSchema, type EpisodeJson } from './episode.js';
export {
  discoverEntryJsonSchema,
  discoverJsonSchema,
  navigatorEpisodeJsonSchema,
  navigatorJsonSchema,
  transcriptJsonSchema,
  type DiscoverEntryJson,
  type NavigatorEpisodeJson,
} from './discovery.js';
export { renderCheckJsonSchema, renderLineJsonSchema, type RenderLineJson } from './render.js';
export { subtitleJsonSchema, type SubtitleJson } from './subtitle.js';
export {
  screencapJsonSchema,
  nearbyCaptionJsonSchema,
  episodeViewJsonSchema,
  type ScreencapJson,
  type EpisodeViewJson,
} from './screencap.js';
