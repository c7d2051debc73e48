export { frameJsonSchema, frameListJsonSchema, type FrameJson } from './frame.js';
export { episodeJsonSchema, type EpisodeJson } from './episode.js';
export { subtitleJsonSchema, type SubtitleJson } from './subtitle.js';
export {
  screencapJsonSchema,
  episodeViewJsonSchema,
  type ScreencapJson,
  type EpisodeViewJson,
} from './screencap.js';
