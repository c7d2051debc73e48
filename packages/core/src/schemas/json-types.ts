// The raw JSON of each answer, as its schema hands it back: types only, so
// importing them loads no schema and no zod.
export type { FrameJson } from './frame.js';
export type { EpisodeJson } from './episode.js';
export type { DiscoverEntryJson, NavigatorEpisodeJson } from './discovery.js';
export type { RenderLineJson } from './render.js';
export type { SubtitleJson } from './subtitle.js';
export type { ScreencapJson, EpisodeViewJson } from './screencap.js';
