export { normalizeBaseUrl } from './base-url.js';
export {
  endpointUrls,
  randomRequestUrl,
  captionRequestUrl,
  searchRequestUrl,
  framesRequestUrl,
  nearbyRequestUrl,
  episodeRequestUrl,
  type EndpointUrls,
} from './endpoints.js';
export { SEASON_FILTER_KEYS, seasonQuery, type SeasonFilter } from './season-filter.js';
export { imageUrl, memeUrl, clipUrl, clipUrlTemplate, framePageUrl, type ClipFormat } from './media.js';
export { comicEditorUrl, episodePageUrl, gifEditorUrl, similarPageUrl } from './editors.js';
